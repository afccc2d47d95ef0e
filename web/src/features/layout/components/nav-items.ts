import { ROLES, type Role } from '@/lib/roles';

export type NavItem = { to: string; label: string; end?: boolean };

export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'Acasă', end: true },
  { to: '/meniu', label: 'Meniu' },
  { to: '/despre-noi', label: 'Despre noi' },
  { to: '/contact', label: 'Contact' },
];

/** Customers see their account pages; staff see the panels, never a customer's links. */
export function accountNav(role: Role | null): NavItem[] {
  if (role === ROLES.admin) {
    return [
      { to: '/admin', label: 'Panou administrare' },
      { to: '/comenzi', label: 'Panou comenzi' },
    ];
  }
  if (role === ROLES.manager) return [{ to: '/comenzi', label: 'Panou comenzi' }];
  if (role === ROLES.user) {
    return [
      { to: '/user/details', label: 'Datele mele' },
      { to: '/user/addresses', label: 'Adrese' },
      { to: '/user/orders', label: 'Comenzi' },
    ];
  }
  return [];
}
