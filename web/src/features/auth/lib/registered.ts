/** Router state from the register form to the login form: the address the mail went to. */
export type RegisteredState = { notice: 'registered'; email: string };

export function registeredEmail(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const value = state as Record<string, unknown>;
  return value.notice === 'registered' && typeof value.email === 'string' ? value.email : null;
}
