import { isApiError } from '@/lib/api-client';
import { MSG } from './messages';

export type FormFailure = { title: string; detail?: string };

/**
 * 401/422 → 'Authentication failed' with the server's message
 * (login fallbacks otherwise); anything else → 'A avut loc o eroare'.
 * A 429 (too many attempts, too many mails) shows the server's Romanian text, which says when
 * to try again.
 */
export function describeAuthFailure(error: unknown): FormFailure {
  if (isApiError(error) && error.status === 429) {
    return { title: MSG.tooManyTitle, detail: error.message || undefined };
  }
  if (isApiError(error) && (error.status === 401 || error.status === 422)) {
    const fallback = error.status === 401 ? MSG.loginFallback401 : MSG.loginFallback422;
    return { title: MSG.authFailed, detail: error.message || fallback };
  }
  return { title: MSG.genericError, detail: isApiError(error) && error.message ? error.message : undefined };
}
