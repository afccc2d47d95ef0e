import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { ProductImage } from '@/types/api';
import { MSG } from '../lib/messages';

export type NewImage = { key: string; file: File; preview: string | null };

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const ACCEPTED_EXT = /\.(png|jpe?g)$/i;

/** png, jpeg, jpg only (the server checks the content again). */
function isAcceptedImage(file: File): boolean {
  return file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_EXT.test(file.name);
}

/** A data: URL preview (the CSP allows data: images, not blob:). */
function readPreview(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

type ImagesFieldProps = {
  existing: ProductImage[];
  removedIds: number[];
  onRemoveExisting: (id: number) => void;
  added: NewImage[];
  onAdd: (images: NewImage[]) => void;
  onRemoveAdded: (key: string) => void;
};

/** Current images (removable) and new ones with previews; uploaded after the product is saved. */
export function ImagesField({ existing, removedIds, onRemoveExisting, added, onAdd, onRemoveAdded }: ImagesFieldProps) {
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const kept = existing.filter((img) => !removedIds.includes(img.id));

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const ok = files.filter(isAcceptedImage);
    setRefused(files.filter((f) => !isAcceptedImage(f)).map((f) => f.name));
    const next = await Promise.all(
      ok.map(async (file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, file, preview: await readPreview(file) })),
    );
    if (next.length) onAdd(next);
  };

  return (
    <fieldset className="adm-fieldset">
      <legend className="field__label">Imagini</legend>
      {kept.length || added.length ? (
        <ul className="adm-images">
          {kept.map((img) => (
            <li key={`old-${img.id}`} className="adm-images__item">
              <img src={img.thumbnailLink ?? img.imageLink} alt={img.name ?? 'Imagine produs'} width={400} height={400} decoding="async" />
              <Button variant="ghost" size="sm" onClick={() => onRemoveExisting(img.id)} aria-label={`Elimină imaginea ${img.name ?? img.id}`}>
                Elimină
              </Button>
            </li>
          ))}
          {added.map((img) => (
            <li key={img.key} className="adm-images__item adm-images__item--new">
              {img.preview ? <img src={img.preview} alt={`Previzualizare ${img.file.name}`} width={400} height={400} decoding="async" /> : <span className="adm-images__name">{img.file.name}</span>}
              <span className="adm-badge adm-badge--accent">Nouă</span>
              <Button variant="ghost" size="sm" onClick={() => onRemoveAdded(img.key)} aria-label={`Elimină imaginea nouă ${img.file.name}`}>
                Elimină
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="adm-muted">Produsul nu are imagini.</p>
      )}
      <div className="field">
        {/* The native control is hidden (its texts follow the browser's language); the label is the button. */}
        <input
          id={`${id}-file`}
          className="adm-file-input"
          type="file"
          multiple
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          onChange={onFiles}
          aria-describedby={refused.length ? `${id}-refused` : `${id}-hint`}
        />
        <label htmlFor={`${id}-file`} className="btn btn--secondary btn--md adm-file-btn">
          Adaugă imagini (PNG, JPEG, JPG)
        </label>
        <p className="field__hint" id={`${id}-hint`}>
          Imaginile se încarcă după salvarea produsului.
        </p>
        {refused.length ? (
          <p className="field__error" id={`${id}-refused`} role="alert">
            {MSG.imageType} ({refused.join(', ')})
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
