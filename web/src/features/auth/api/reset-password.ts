import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageAnswer, PasswordReset } from '@/types/api';

export function resetPassword(body: PasswordReset): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/user-service/reset-password', body, { skipAuth: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
