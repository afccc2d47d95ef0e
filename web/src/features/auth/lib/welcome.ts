/**
 * Router state from the login form to the page the customer lands on: the storefront shows the
 * welcome modal once, then clears it (a reload or Back does not bring it again).
 * Kept apart from the modal so that the public layout reads it without loading the auth chunk.
 */
export type Welcome = { firstName: string; firstTime: boolean };
export type WelcomeState = { welcome: Welcome };

export function welcomeState(firstName: string | null | undefined, firstTime: boolean): WelcomeState {
  return { welcome: { firstName: firstName?.trim() ?? '', firstTime } };
}

export function readWelcome(state: unknown): Welcome | null {
  if (!state || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>).welcome;
  if (!value || typeof value !== 'object') return null;
  const { firstName, firstTime } = value as Record<string, unknown>;
  return typeof firstName === 'string' ? { firstName, firstTime: firstTime === true } : null;
}
