import { useState } from 'react';
import { LayeredModal } from '@/components/ui/layered-modal';
import { useStaffPhoto } from '../api/get-cake-photo';

/** One photo, read with the staff token; a placeholder of the same size while it loads. */
function StaffImage({ url, alt, className, size }: { url: string; alt: string; className?: string; size?: number }) {
  const photo = useStaffPhoto(url);
  if (photo.failed) return <span className="cd-muted">Fotografia nu poate fi afișată.</span>;
  if (!photo.src) return size ? <span className="cd-photo-loading" aria-hidden="true" /> : <p role="status">Se încarcă fotografia…</p>;
  return <img className={className} src={photo.src} alt={alt} width={size} height={size} />;
}

/** The customer's reference photos as thumbnails; a click (or Enter) opens one large. */
export function CakePhotos({ photos }: { photos: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <p className="cd-muted">Clientul nu a trimis fotografii.</p>;
  const shown = open === null ? null : photos[open];
  return (
    <>
      <ul className="cd-photos">
        {photos.map((url, index) => (
          <li key={url}>
            <button type="button" className="cd-photo" onClick={() => setOpen(index)} aria-label={`Mărește fotografia ${index + 1}`}>
              <StaffImage url={url} alt={`Fotografia de referință ${index + 1}`} size={96} />
            </button>
          </li>
        ))}
      </ul>
      <LayeredModal open={shown !== null} onClose={() => setOpen(null)} title={`Fotografia ${(open ?? 0) + 1} din ${photos.length}`} size="lg">
        {shown ? <StaffImage className="cd-photo-large" url={shown} alt={`Fotografia de referință ${(open ?? 0) + 1}, mărită`} /> : null}
      </LayeredModal>
    </>
  );
}
