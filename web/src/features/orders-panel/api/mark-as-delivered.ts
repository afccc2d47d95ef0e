import { api } from '@/lib/api-client';
import type { OrderDetail, OrderNumberBody } from '@/types/api';
import { useOrderMutation } from './use-order-mutation';

/** POST /admin-service/mark-as-delivered. */
export const markAsDelivered = (body: OrderNumberBody) => api.post<OrderDetail | null>('/admin-service/mark-as-delivered', body);

export const useMarkAsDelivered = () => useOrderMutation(markAsDelivered);
