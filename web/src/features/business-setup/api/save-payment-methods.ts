import { api } from '@/lib/api-client';
import type { BusinessInformation, PaymentMethodsBody } from '@/types/api';
import { useSetupMutation } from './use-setup-mutation';

/** POST /admin-service/setup/pmt: refused with the reason when "online" is asked without Stripe keys. */
export function savePaymentMethods(body: PaymentMethodsBody): Promise<BusinessInformation> {
  return api.post<BusinessInformation>('/admin-service/setup/pmt', body);
}

export function useSavePaymentMethods() {
  return useSetupMutation(savePaymentMethods);
}
