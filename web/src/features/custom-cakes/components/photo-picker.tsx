import { useId, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { PHOTO_ACCEPT, PHOTO_MAX_COUNT, photoProblem } from '../lib/photos';
import type { CakeRequestValues } from '../lib/schema';
import { CakeSection } from './cake-section';
import { PhotoPreview } from './photo-preview';

const EMPTY: File[] = [];

/** 'Fotografii de referință': up to three, each with its preview, what is wrong with it and a button that takes it out. */
export function PhotoPicker() {
  const { control, setValue, formState } = useFormContext<CakeRequestValues>();
  const photos = useWatch({ control, name: 'photos' }) ?? EMPTY;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = formState.errors.photos?.message;

  const put = (next: File[]) => setValue('photos', next, { shouldValidate: true, shouldDirty: true });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    put([...photos, ...Array.from(event.target.files ?? [])]);
    // The same file may be chosen again after it was taken out.
    event.target.value = '';
  };

  return (
    <CakeSection name="photos" title="Fotografii de referință (opțional)">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Adaugă fotografii
        </label>
        <input
          id={id}
          className="cake-file"
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          onChange={onChange}
          disabled={photos.length >= PHOTO_MAX_COUNT}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        />
        <p className="field__hint" id={hintId}>
          Cel mult {PHOTO_MAX_COUNT} fotografii JPEG, PNG sau WebP, de până la 5 MB fiecare. Ai ales {photos.length}.
        </p>
        <FieldError id={errorId}>{error}</FieldError>
      </div>
      {photos.length ? (
        <ul className="cake-photos" aria-label="Fotografiile alese">
          {photos.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`}>
              <figure>
                <PhotoPreview file={file} />
                <figcaption>
                  {file.name}
                  {photoProblem(file) ? <span className="field__error"> — {photoProblem(file)}</span> : null}
                </figcaption>
                <Button variant="secondary" size="sm" onClick={() => put(photos.filter((_, i) => i !== index))} aria-label={`Elimină fotografia ${file.name}`}>
                  Elimină
                </Button>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </CakeSection>
  );
}
