import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account-keys';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE } from '@/lib/constants';
import type { AddressInformation, ContactInformation, OrdersPage, ProfileUpdate } from '@/types/api';

export function useContactInformation(account: string) {
  return useQuery({
    queryKey: accountKeys.contact(account),
    queryFn: ({ signal }) => api.get<ContactInformation>('/user-service/user-contact-information', { signal }),
  });
}

export function useUpdateProfile(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.post<ContactInformation>('/user-service/update-user-profile', body),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.contact(account), saved),
  });
}

export function useAddressInformation(account: string) {
  return useQuery({
    queryKey: accountKeys.address(account),
    queryFn: ({ signal }) => api.get<AddressInformation>('/user-service/user-address-information', { signal }),
  });
}

export function useUpdateAddress(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressInformation) => api.post<AddressInformation>('/user-service/update-user-addresses', body),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.address(account), saved),
  });
}

/** Orders page size of the customer's list. */
export const USER_ORDERS_PAGE_SIZE = ADMIN_PAGE_SIZE;

export function getUserOrders(page: number, size = USER_ORDERS_PAGE_SIZE, signal?: AbortSignal): Promise<OrdersPage> {
  return api.get<OrdersPage>('/user-service/get-user-orders', { params: { page, size }, signal });
}

export function useUserOrders(account: string, page: number) {
  return useQuery({
    queryKey: accountKeys.orders(account, page),
    queryFn: ({ signal }) => getUserOrders(page, USER_ORDERS_PAGE_SIZE, signal),
    placeholderData: (previous) => previous,
  });
}

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

export function useOrderIdLookup(account: string, orderNumber: string, knownId: number | null) {
  return useQuery({
    queryKey: [...accountKeys.orders(account), 'id-of', orderNumber],
    queryFn: ({ signal }) => findOrderId(orderNumber, signal),
    enabled: knownId === null,
    staleTime: Infinity,
  });
}
