import { toast } from 'sonner';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useUploadImage } from '../api/upload-image';
import { MESSAGES } from '../lib/kinds';

type PromotionImageFieldProps = { image: string; error?: string; onUploaded: (link: string) => void };

/** The promotion's picture: uploaded as soon as it is chosen, then shown. */
export function PromotionImageField({ image, error, onUploaded }: PromotionImageFieldProps) {
  const upload = useUploadImage();
  const onImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const saved = await upload.mutateAsync({ target: 'promotion', file });
      onUploaded(saved.imageLink);
    } catch (error) {
      toast.error(MESSAGES.error(errorMessage(error, 'Eroare la salvarea imaginii')));
    }
  };
  return (
    <>
      <FormField id="promo-image" label="Imagine (PNG sau JPEG, opțional)" error={error}>
        <Input type="file" accept="image/png,image/jpeg" onChange={(e) => void onImage(e.target.files?.[0])} />
      </FormField>
      {image ? <img src={image} alt="Imaginea promoției" className="promo-image-preview" /> : null}
    </>
  );
}
