import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
// The list as text (Vite's ?raw): it is Playwright code, not run here.
import listed from '../../e2e/routes.ts?raw';
import { routes } from './router';

// The browser checks (axe, 360 px) walk the routes listed in e2e/routes.ts. A route
// added to the router without a place in that list would go unchecked: this test names it.

/** Every page the router can show, as its path pattern ('/comenzi/:orderId', '/admin/*'). */
function pagePatterns(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const here = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...(route.children ? pagePatterns(route.children, here) : [])];
  });
}

/** '/comenzi/:orderId' → a test of concrete paths ('/comenzi/12', with or without a query). */
function matcher(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/?]+' : part === '*' ? '[^?]+' : part.replace(/[.+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}(\\?.*)?$`);
}

// Left out on purpose, each with why.
const NOT_A_PAGE: Record<string, string> = {
  '/logout': 'signs out and goes on to / at once (checked as /)',
};

// Reached through a value the shop gives at run time, not written as a path in the list.
const FROM_THE_SHOP: Record<string, RegExp> = {
  '/comanda/:orderNumber': /\.followUrl\b/,
};

describe('the browser checks cover every route', () => {
  // Every quoted or template path in the list, with ${…} standing for one segment.
  const paths = [...listed.matchAll(/['`](\/[^'`\s]*)['`]/g)].map((m) => m[1].replace(/\$\{[^}]+\}/g, 'x'));

  it.each(pagePatterns(routes).filter((p) => !(p in NOT_A_PAGE)))('%s is in e2e/routes.ts', (pattern) => {
    const reached = FROM_THE_SHOP[pattern]?.test(listed) || paths.some((path) => matcher(pattern).test(path));
    expect(reached, `${pattern}: add a path to e2e/routes.ts (it is walked by accessibility.spec.ts and narrow-screen.spec.ts)`).toBe(true);
  });
});
