import { useEffect, useState } from 'react';
import { PHOTO_TYPES } from '../lib/photos';

/**
 * A chosen photo as the customer will send it, read in the browser (a data: address, which the
 * site's rules allow for images); nothing while it is read, or for a file that is not a photo.
 */
export function PhotoPreview({ file }: { file: File }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return;
    const reader = new FileReader();
    reader.onload = () => setSrc(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return src ? <img src={src} alt={`Previzualizare: ${file.name}`} width={96} height={96} /> : null;
}
