import { isRole, ROLES } from '@/lib/roles';
import type { SessionUser } from '@/stores/session';
import type { CustomerSession, StaffSession } from '@/types/api';

/** The first role the sign-in answer lists is the one used: one account, one area of the app. */
export function toSessionUser(res: CustomerSession): SessionUser {
  const role = res.userRoles?.[0];
  return {
    firstName: res.firstName,
    lastName: res.lastName,
    email: res.email,
    role: isRole(role) ? role : ROLES.user,
  };
}

export function adminToSessionUser(res: StaffSession): SessionUser {
  return {
    id: res.user.id,
    firstName: res.user.firstName,
    lastName: res.user.lastName,
    email: res.user.email,
    role: isRole(res.user.role) ? res.user.role : ROLES.user,
  };
}
