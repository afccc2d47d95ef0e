import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useImageUpload } from './use-image-upload';

type PromotionImageFieldProps = { image: string; error?: string; onUploaded: (link: string) => void };

/** The promotion's picture: uploaded as soon as it is chosen, then shown. */
export function PromotionImageField({ image, error, onUploaded }: PromotionImageFieldProps) {
  const upload = useImageUpload('promotion');
  const onImage = async (file: File | undefined) => {
    const link = await upload.send(file);
    if (link) onUploaded(link);
  };
  return (
    <>
      <FormField id="promo-image" label="Imagine (PNG sau JPEG, opțional)" error={upload.failure ?? error}>
        <Input type="file" accept="image/png,image/jpeg" onChange={(e) => void onImage(e.target.files?.[0])} />
      </FormField>
      {image ? <img src={image} alt="Imaginea promoției" className="promo-image-preview" /> : null}
    </>
  );
}
