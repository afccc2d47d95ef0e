import { isRole, ROLES } from '@/lib/roles';
import type { SessionUser } from '@/stores/session';

/** Answer of /user-service/authenticate and /user-service/register. */
export type CustomerAuthResponse = {
  jwtToken: string;
  userRoles: string[];
  firstName: string;
  lastName: string;
  email: string;
};

/** Answer of /admin-service/authenticate. */
export type AdminAuthResponse = {
  token: string;
  user: { id: number | string; firstName: string; lastName: string; email: string; role: string };
  redirectPath: string;
};

export type MessageResponse = { message?: string };

/** The first role is the one used (SPEC §3). */
export function toSessionUser(res: CustomerAuthResponse): SessionUser {
  const role = res.userRoles?.[0];
  return {
    firstName: res.firstName,
    lastName: res.lastName,
    email: res.email,
    role: isRole(role) ? role : ROLES.user,
  };
}

export function adminToSessionUser(res: AdminAuthResponse): SessionUser {
  return {
    id: res.user.id,
    firstName: res.user.firstName,
    lastName: res.user.lastName,
    email: res.user.email,
    role: isRole(res.user.role) ? res.user.role : ROLES.user,
  };
}
