import { useState } from 'react';
import { LayeredModal } from '@/components/ui/layered-modal';
import type { CakeRequestPhoto } from '../api/types';

/** The customer's reference photos as thumbnails; a click (or Enter) opens one large. */
export function CakePhotos({ photos }: { photos: CakeRequestPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <p className="cd-muted">Clientul nu a trimis fotografii.</p>;
  const shown = open === null ? null : photos[open];
  return (
    <>
      <ul className="cd-photos">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button type="button" className="cd-photo" onClick={() => setOpen(index)} aria-label={`Mărește fotografia ${index + 1}`}>
              <img src={photo.thumbnailUrl || photo.url} alt={`Fotografia de referință ${index + 1}`} width={96} height={96} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <LayeredModal open={shown !== null} onClose={() => setOpen(null)} title={`Fotografia ${(open ?? 0) + 1} din ${photos.length}`} size="lg">
        {shown ? <img className="cd-photo-large" src={shown.url} alt={`Fotografia de referință ${(open ?? 0) + 1}, mărită`} /> : null}
      </LayeredModal>
    </>
  );
}
