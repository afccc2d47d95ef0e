import { ROLES, type Role } from '@/lib/roles';
import { timeLeftMs, type SessionState } from '@/stores/session';

/** 'signed-in' = any role with a valid session; otherwise the roles allowed. */
export type AccessRule = 'signed-in' | readonly Role[];

export type AccessDecision = 'allow' | 'login' | 'home';

/**
 * No session or an expired one → /auth; signed in with a role
 * the area does not allow → / (home).
 */
export function decideAccess(
  session: Pick<SessionState, 'token' | 'expiration' | 'user'>,
  rule: AccessRule,
  now = Date.now(),
): AccessDecision {
  if (!session.token || !session.user || timeLeftMs(session.expiration, now) < 0) return 'login';
  if (rule === 'signed-in') return 'allow';
  return rule.includes(session.user.role) ? 'allow' : 'home';
}

/** Where someone whose session ended signs in again: staff at /auth/admin, customers at /auth. */
export function signInPathAfter(role: Role | null | undefined): string {
  return role === ROLES.admin || role === ROLES.manager ? '/auth/admin' : '/auth?mode=authenticate';
}
