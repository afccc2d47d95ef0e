import { api } from '@/lib/api-client';
import type { CreatedUser, NewAccountBody } from '@/types/api';
import { useUserMutation } from './use-user-mutation';

/** POST /user-service/create-additional-users (a customer, invited by mail). */
export function createCustomer(body: NewAccountBody) {
  return api.post<CreatedUser>('/user-service/create-additional-users', body);
}

export function useCreateCustomer() {
  return useUserMutation(createCustomer);
}
