import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@/types/api';
import { authKeys } from './keys';

export function confirmEmail(token: string): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/user-service/confirm-email', { token }, { skipAuth: true });
}

/**
 * The link is single-use, so the call is made once per token and its result
 * kept for the visit (a query dedupes React's double effects in development).
 */
export function confirmEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.confirmEmail(token),
    queryFn: () => confirmEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useConfirmEmail(token: string) {
  return useQuery({ ...confirmEmailQueryOptions(token), enabled: token.length > 0 });
}
