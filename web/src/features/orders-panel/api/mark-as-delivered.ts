import { api } from '@/lib/api-client';
import type { OrderNumberBody } from '@/types/api';
import type { OrderDetail } from './types';
import { useOrderMutation } from './use-order-mutation';

/** POST /admin-service/mark-as-delivered. */
export const markAsDelivered = (body: OrderNumberBody) => api.post<OrderDetail | null>('/admin-service/mark-as-delivered', body);

export const useMarkAsDelivered = () => useOrderMutation(markAsDelivered);
