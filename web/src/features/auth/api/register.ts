import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegisterInput } from '../lib/schemas';
import type { CustomerSession } from '@/types/api';

/**
 * Every valid registration, new address or known, gets the same answer: the names and e-mail as
 * sent, an empty jwtToken and no roles, and a mail goes out (the confirmation link, or "someone
 * tried to register with your address" to the owner). Nobody is signed in here: the customer
 * confirms the address from the mail, then signs in (docs/contracts/auth-and-sessions.md).
 */
export function register(input: RegisterInput): Promise<CustomerSession> {
  return api.post<CustomerSession>('/user-service/register', input, { skipAuth: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
