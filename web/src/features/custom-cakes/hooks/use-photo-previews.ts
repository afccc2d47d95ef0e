import { useEffect, useState } from 'react';

/** A preview address per chosen photo, let go when the photo leaves the list (or the page). */
export function usePhotoPreviews(files: readonly File[]): (string | null)[] {
  const [urls, setUrls] = useState<(string | null)[]>([]);
  useEffect(() => {
    // jsdom (the unit tests) has no object URLs: the list then shows names only.
    const canPreview = typeof URL.createObjectURL === 'function';
    const made = files.map((file) => (canPreview && file.type.startsWith('image/') ? URL.createObjectURL(file) : null));
    setUrls(made);
    return () => made.forEach((url) => url && URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}
