import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useUploadImage, type ImageTarget } from '../api/upload-image';
import { MESSAGES } from '../lib/kinds';

/**
 * A promotion's or a newsletter's picture, uploaded as soon as it is chosen. A failed upload says
 * so under the field and in a toast, with the service's reason when it gave one.
 */
export function useImageUpload(target: ImageTarget) {
  const upload = useUploadImage();
  const [failed, setFailed] = useState(false);
  const send = async (file: File | undefined): Promise<string | null> => {
    if (!file) return null;
    try {
      const saved = await upload.mutateAsync({ target, file });
      setFailed(false);
      return saved.imageLink;
    } catch (error) {
      setFailed(true);
      const reason = errorMessage(error, '');
      toast.error(MESSAGES.imageSaveFailed, reason ? { description: reason } : undefined);
      return null;
    }
  };
  return { send, failure: failed ? MESSAGES.imagesUploadFailed : undefined, pending: upload.isPending };
}
