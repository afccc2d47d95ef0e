import { api } from '@/lib/api-client';
import type { BusinessInformation } from '@/types/api';
import type { ServicesFields } from './types';
import { useSetupMutation } from './use-setup-mutation';

/** The four services' flags and times; a service that is off has empty times. */
export function saveServices(body: ServicesFields): Promise<BusinessInformation> {
  return api.post<BusinessInformation>('/admin-service/setup/offered-services', body);
}

export function useSaveServices() {
  return useSetupMutation(saveServices);
}
