import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';
import type { ImagesAnswer } from '@/types/api';

export type UploadImagesInput = { productId: number | string; images: File[]; removedImageIds: number[] };

/** Thrown message when the images could not be saved (word for word, as the shop has always shown it). */
export const IMAGE_UPLOAD_FAILED = 'Failed to upload images';

/** Multipart: `images` files and `removedImagesIDs` comma-separated. */
export async function uploadProductImages({ productId, images, removedImageIds }: UploadImagesInput) {
  const form = new FormData();
  for (const file of images) form.append('images', file, file.name);
  form.append('removedImagesIDs', removedImageIds.join(','));
  try {
    return await api.post<ImagesAnswer>(
      `/admin-service/entries/add-product-images/${encodeURIComponent(String(productId))}`,
      form,
    );
  } catch (cause) {
    throw new Error(IMAGE_UPLOAD_FAILED, { cause });
  }
}

export function useUploadProductImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProductImages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.entries() }),
  });
}
