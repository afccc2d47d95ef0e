import { api } from '@/lib/api-client';
import type { BusinessContactBody, BusinessInformation } from '@/types/api';
import { useSetupMutation } from './use-setup-mutation';

export function saveContactInformation(body: BusinessContactBody): Promise<BusinessInformation> {
  return api.post<BusinessInformation>('/admin-service/setup/contact-information', body);
}

export function useSaveContactInformation() {
  return useSetupMutation(saveContactInformation);
}
