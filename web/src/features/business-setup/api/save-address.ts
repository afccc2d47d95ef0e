import { api } from '@/lib/api-client';
import type { BusinessAddressBody, BusinessInformation } from '@/types/api';
import { useSetupMutation } from './use-setup-mutation';

export function saveAddress(body: BusinessAddressBody): Promise<BusinessInformation> {
  return api.post<BusinessInformation>('/admin-service/setup/address', body);
}

export function useSaveAddress() {
  return useSetupMutation(saveAddress);
}
