import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ForgotPasswordInput } from '../lib/schemas';
import type { MessageResponse } from './types';

export function sendResetPasswordMail(input: ForgotPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/user-service/send-reset-password-mail', input, { skipAuth: true });
}

export function useSendResetPasswordMail() {
  return useMutation({ mutationFn: sendResetPasswordMail });
}
