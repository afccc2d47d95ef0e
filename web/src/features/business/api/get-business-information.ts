import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { STALE_TIME } from '@/lib/constants';
import { readBusinessCache, writeBusinessCache } from '../lib/business-cache';
import { getLastKey } from './get-last-key';
import type { BusinessInformation } from '@/types/api';
import { businessKeys } from './keys';

/** GET /user-service/restaurant/fetch-information. */
export function getBusinessInformation(signal?: AbortSignal): Promise<BusinessInformation> {
  return api.get<BusinessInformation>('/user-service/restaurant/fetch-information', { skipAuth: true, signal });
}

/**
 * Business details kept in local storage with their last-key: asks the last-key
 * and fetches the details again only when the key moved. When the services
 * cannot be reached, the cached details keep the storefront going.
 */
export async function loadBusinessInformation(signal?: AbortSignal): Promise<BusinessInformation> {
  const cached = readBusinessCache();
  let lastKey: string;
  try {
    lastKey = String((await getLastKey(signal)).lastKey);
  } catch (error) {
    if (cached) return cached.data;
    throw error;
  }
  if (cached && cached.lastKey === lastKey) return cached.data;

  const data = await getBusinessInformation(signal);
  writeBusinessCache({ lastKey: data.lastKey != null ? String(data.lastKey) : lastKey, data });
  return data;
}

export const businessInformationQueryOptions = () =>
  queryOptions({
    queryKey: businessKeys.information(),
    queryFn: ({ signal }) => loadBusinessInformation(signal),
    staleTime: STALE_TIME.setup,
    // Cached details show at once; they count as stale, so the last-key is still asked.
    initialData: () => readBusinessCache()?.data,
    initialDataUpdatedAt: 0,
  });

/** `enabled: false` holds the request back (the cached details, if any, still show). */
export function useBusinessInformation({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...businessInformationQueryOptions(), enabled });
}
