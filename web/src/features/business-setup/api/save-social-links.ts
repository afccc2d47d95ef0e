import { api } from '@/lib/api-client';
import type { BusinessInformation, SocialLinksBody } from '@/types/api';
import { useSetupMutation } from './use-setup-mutation';

/** POST /admin-service/setup/social-links: the footer's Facebook, Instagram and TikTok links. */
export function saveSocialLinks(body: SocialLinksBody): Promise<BusinessInformation> {
  return api.post<BusinessInformation>('/admin-service/setup/social-links', body);
}

export function useSaveSocialLinks() {
  return useSetupMutation(saveSocialLinks);
}
