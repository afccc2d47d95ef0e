import { api } from '@/lib/api-client';
import type { BusinessInformation, ContactInformation } from './types';
import { useSetupMutation } from './use-setup-mutation';

export function saveContactInformation(body: ContactInformation): Promise<BusinessInformation> {
  return api.post<BusinessInformation>('/admin-service/setup/contact-information', body);
}

export function useSaveContactInformation() {
  return useSetupMutation(saveContactInformation);
}
