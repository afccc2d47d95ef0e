import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ImageSaved } from '@/types/api';

export type ImageTarget = 'promotion' | 'newsletter';

const PATHS: Record<ImageTarget, string> = {
  promotion: '/admin-service/admin/promotions/add-promotion-image',
  newsletter: '/admin-service/sales/add-newsletter-image',
};

/** Multipart `image`: checked, resized and served under /media/ (like product photos). */
export function uploadImage({ target, file }: { target: ImageTarget; file: File }): Promise<ImageSaved> {
  const form = new FormData();
  form.append('image', file, file.name);
  return api.post<ImageSaved>(PATHS[target], form);
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
