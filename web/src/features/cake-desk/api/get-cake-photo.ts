import { useEffect, useState } from 'react';
import { useSessionStore } from '@/stores/session';

/**
 * A reference photo of a request, read with the staff member's token (the photos are private: an
 * <img> could not send it). Resolves with the image's bytes.
 */
export async function getCakePhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  const session = useSessionStore.getState();
  const token = session.ensureValid() ? session.token : null;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new Error(`photo ${response.status}`);
  return response.blob();
}

export type StaffPhoto = { src: string | null; failed: boolean };

/**
 * The photo at `url` as a blob: address for an <img>, made once it is read and revoked when the
 * component goes (or the address changes), so no photo stays in memory after its page.
 */
export function useStaffPhoto(url: string): StaffPhoto {
  const [photo, setPhoto] = useState<StaffPhoto & { url: string }>({ url, src: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    getCakePhoto(url, controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setPhoto({ url, src: made, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setPhoto({ url, src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return photo.url === url ? { src: photo.src, failed: photo.failed } : { src: null, failed: false };
}
