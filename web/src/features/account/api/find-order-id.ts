import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserOrders } from './get-user-orders';
import { accountPageKeys } from './keys';

const LOOKUP_PAGE_SIZE = 50;
const LOOKUP_MAX_PAGES = 20;

/**
 * The id of an order from its number (the detail call takes the id): the orders list, page by
 * page, until it shows up. Null when the customer has no such order.
 */
export async function findOrderId(orderNumber: string, signal?: AbortSignal): Promise<number | null> {
  for (let page = 0; page < LOOKUP_MAX_PAGES; page += 1) {
    const data = await getUserOrders(page, LOOKUP_PAGE_SIZE, signal);
    const found = data.content.find((o) => String(o.orderNumber) === orderNumber);
    if (found) return found.id;
    if ((page + 1) * LOOKUP_PAGE_SIZE >= data.totalElements || data.content.length === 0) return null;
  }
  return null;
}

export const orderIdLookupQueryOptions = (account: string, orderNumber: string, knownId: number | null) =>
  queryOptions({
    queryKey: accountPageKeys.orderIdOf(account, orderNumber),
    queryFn: ({ signal }) => findOrderId(orderNumber, signal),
    enabled: knownId === null,
    staleTime: Infinity,
  });

export function useOrderIdLookup(account: string, orderNumber: string, knownId: number | null) {
  return useQuery(orderIdLookupQueryOptions(account, orderNumber, knownId));
}
