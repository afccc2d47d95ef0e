import { api } from '@/lib/api-client';
import { cakeAccessOptions, type CakeAccess } from '../lib/access';
import type { RestCard } from './types';

/** POST /user-service/cake-requests/{id}/pay-rest → {clientSecret, restAmount}: the rest's card, confirmed in the browser as the deposit's. */
export function payCakeRest(id: string, access: CakeAccess): Promise<RestCard> {
  return api.post<RestCard>(`/user-service/cake-requests/${encodeURIComponent(id)}/pay-rest`, undefined, cakeAccessOptions(access));
}
