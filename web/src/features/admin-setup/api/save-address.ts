import { api } from '@/lib/api-client';
import type { Address, BusinessInformation } from './types';
import { useSetupMutation } from './use-setup-mutation';

export function saveAddress(body: Address): Promise<BusinessInformation> {
  return api.post<BusinessInformation>('/admin-service/setup/address', body);
}

export function useSaveAddress() {
  return useSetupMutation(saveAddress);
}
