import { api } from '@/lib/api-client';
import type { OrderDetail, RejectOrderBody } from '@/types/api';
import { useOrderMutation } from './use-order-mutation';

/** POST /admin-service/reject-order: refused, with the reason the customer reads. */
export const rejectOrder = (body: RejectOrderBody) => api.post<OrderDetail | null>('/admin-service/reject-order', body);

export const useRejectOrder = () => useOrderMutation(rejectOrder);
