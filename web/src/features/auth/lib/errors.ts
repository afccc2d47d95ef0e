import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { MSG } from './messages';

export type FormFailure = { title: string; detail?: string };

/**
 * SPEC §8: 401/422 → 'Authentication failed' with the server's message
 * (login fallbacks otherwise); anything else → 'A avut loc o eroare'.
 */
export function describeAuthFailure(error: unknown): FormFailure {
  if (isApiError(error) && (error.status === 401 || error.status === 422)) {
    const fallback = error.status === 401 ? MSG.loginFallback401 : MSG.loginFallback422;
    return { title: MSG.authFailed, detail: error.message || fallback };
  }
  return { title: MSG.genericError, detail: isApiError(error) && error.message ? error.message : undefined };
}

/** Puts the server's per-field messages under the matching fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [key, message] of Object.entries(error.errors)) {
    const field = fields.find((f) => f === key);
    if (field) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
