import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's per-field messages (`errors`, dotted names such as
 * `dimensions.0.price`) under the matching form fields. `toField` maps a server
 * name to a form path, or null when the form has no such field.
 * Returns the messages that matched no field (to show above the form).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toField: (serverName: string) => Path<T> | null,
): string[] {
  if (!isApiError(error)) return [];
  const unmatched: string[] = [];
  let focused = false;
  for (const [key, message] of Object.entries(error.errors)) {
    const field = toField(key);
    if (field) {
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unmatched.push(message);
    }
  }
  return unmatched;
}

/** toField for forms whose field names are the server's names. */
export function sameNames<T extends FieldValues>(names: readonly string[]) {
  return (key: string): Path<T> | null => (names.includes(key) ? (key as Path<T>) : null);
}
