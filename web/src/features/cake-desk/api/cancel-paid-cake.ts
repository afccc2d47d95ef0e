import { api } from '@/lib/api-client';
import type { StaffCancelBody, StaffCancelled } from './types';
import { useCakeMutation } from './use-cake-mutation';

/** POST /admin-service/cake-requests/{id}/cancel {reason}: a paid cake cancelled by the bakery; everything paid is refunded. */
export const cancelPaidCake = (id: number, body: StaffCancelBody) => api.post<StaffCancelled>(`/admin-service/cake-requests/${id}/cancel`, body);

export const useCancelPaidCake = (id: number) => useCakeMutation((body: StaffCancelBody) => cancelPaidCake(id, body));
