import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ForgotPasswordInput } from '../lib/schemas';
import type { MessageAnswer } from '@/types/api';

export function sendResetPasswordMail(input: ForgotPasswordInput): Promise<MessageAnswer> {
  return api.post<MessageAnswer>('/user-service/send-reset-password-mail', input, { skipAuth: true });
}

export function useSendResetPasswordMail() {
  return useMutation({ mutationFn: sendResetPasswordMail });
}
