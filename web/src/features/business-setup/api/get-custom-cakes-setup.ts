import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setupKeys } from './keys';
import type { CustomCakesSetup } from './types';

/** GET /admin-service/setup/custom-cakes: deposit, cancellation, lock and quote rules, daily capacity, flavours and fillings. */
export function getCustomCakesSetup(signal?: AbortSignal): Promise<CustomCakesSetup> {
  return api.get<CustomCakesSetup>('/admin-service/setup/custom-cakes', { signal });
}

export const customCakesSetupQueryOptions = () =>
  queryOptions({ queryKey: setupKeys.customCakes(), queryFn: ({ signal }) => getCustomCakesSetup(signal) });

export function useCustomCakesSetup() {
  return useQuery(customCakesSetupQueryOptions());
}
