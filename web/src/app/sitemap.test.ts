import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import robots from '../../public/robots.txt?raw';
import sitemap from '../../public/sitemap.xml?raw';
import { routes } from './router';

/** Public pages that are not for search engines: sign-in, the cart's checkout, one-off links. */
const NOT_INDEXED = ['auth', 'auth/admin', 'checkout', 'confirmare-email', 'resetare-parola', 'logout', 'newsletter/confirmare', 'newsletter/dezabonare'];
const PRIVATE = ['/admin', '/comenzi', '/user'];

/** The paths of the public layout's pages without parameters: the ones a search engine may list. */
function publicPages(): string[] {
  const root = routes[0].children ?? [];
  const layout = root.find((r: RouteObject) => !r.path && r.children?.some((c) => c.index));
  return (layout?.children ?? [])
    .map((r) => (r.index ? '' : (r.path ?? '')))
    .filter((p) => !p.includes(':') && p !== '*' && p !== 'user' && !NOT_INDEXED.includes(p))
    .map((p) => `/${p}`);
}

const sitemapPaths = () =>
  [...sitemap.matchAll(/<loc>__SITE_ORIGIN__([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml and robots.txt (web/public)', () => {
  it('lists exactly the public pages of the router', () => {
    expect(publicPages()).toContain('/meniu');
    expect(sitemapPaths().sort()).toEqual(publicPages().sort());
    expect(sitemap.match(/<loc>/g)).toHaveLength(sitemapPaths().length);
  });

  it('lists nothing of the account, the orders panel or the admin area', () => {
    for (const path of sitemapPaths()) {
      expect(PRIVATE.some((p) => path === p || path.startsWith(`${p}/`))).toBe(false);
    }
  });

  it('keeps crawlers out of the private areas and points to the sitemap', () => {
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]);
    expect(disallowed).toEqual(expect.arrayContaining([...PRIVATE, '/auth', '/checkout']));
    expect(robots).toMatch(/^Sitemap: __SITE_ORIGIN__\/sitemap\.xml$/m);
  });
});
