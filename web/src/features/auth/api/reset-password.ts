import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ResetPasswordInput } from '../lib/schemas';
import type { MessageResponse } from './types';

export type ResetPasswordBody = ResetPasswordInput & { token: string };

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/user-service/reset-password', body, { skipAuth: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
