export const ROLES = {
  admin: 'ROLE_ADMIN',
  manager: 'ROLE_MANAGER',
  user: 'ROLE_USER',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export function isRole(value: unknown): value is Role {
  return value === ROLES.admin || value === ROLES.manager || value === ROLES.user;
}
