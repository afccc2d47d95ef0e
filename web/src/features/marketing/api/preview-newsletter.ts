import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterIn, NewsletterPreview } from '@/types/api';

/** POST /admin-service/sales/newsletter-preview: the mail as subscribers will read it. */
export function previewNewsletter(body: NewsletterIn): Promise<NewsletterPreview> {
  return api.post<NewsletterPreview>('/admin-service/sales/newsletter-preview', body);
}

export function usePreviewNewsletter() {
  return useMutation({ mutationFn: previewNewsletter });
}
