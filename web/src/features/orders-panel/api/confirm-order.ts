import { api } from '@/lib/api-client';
import type { ConfirmOrderBody as ConfirmOrderSchema, OrderDetail } from '@/types/api';
import { useOrderMutation } from './use-order-mutation';

/**
 * The schema types timeToPrepare as the parsed [number, unit] pair; the service also takes the
 * text the staff picked, which is what the panel sends.
 */
export type ConfirmOrderBody = Omit<ConfirmOrderSchema, 'timeToPrepare' | 'totalPackageCost'> & {
  /** "20 min", "2 h", "1 z", or null (N/A: the customer chose the moment). */
  timeToPrepare: string | null;
  /** Money string with two decimals, e.g. "2.50". */
  totalPackageCost: string;
};

/** POST /admin-service/confirm-order: accepted, with the time to prepare and the packaging. */
export const confirmOrder = (body: ConfirmOrderBody) => api.post<OrderDetail | null>('/admin-service/confirm-order', body);

export const useConfirmOrder = () => useOrderMutation(confirmOrder);
