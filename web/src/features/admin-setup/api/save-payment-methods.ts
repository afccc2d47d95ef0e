import { api } from '@/lib/api-client';
import type { BusinessInformation, PaymentMethod } from './types';
import { useSetupMutation } from './use-setup-mutation';

export type PaymentMethodsBody = { paymentMethods: PaymentMethod[] };

export function savePaymentMethods(body: PaymentMethodsBody): Promise<BusinessInformation> {
  return api.post<BusinessInformation>('/admin-service/setup/pmt', body);
}

export function useSavePaymentMethods() {
  return useSetupMutation(savePaymentMethods);
}
