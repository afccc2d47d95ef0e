import type { Location } from 'react-router-dom';

/** Where React Router keeps the places pages were left at (sessionStorage), under our own name. */
export const SCROLL_STORAGE_KEY = 'cofetarie-scroll-places';

/**
 * The key a page's place is kept under. React Router names the first page of every full load
 * "default", whatever its address: the place saved when /contact was left at 900 px was given to
 * the next page loaded in full (/checkout opened at 900 px). Those pages are keyed by their address.
 */
export function scrollPlaceKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/**
 * A page opened anew (typed, a link from a mail or another site) starts at its top: the place
 * kept for its address from an earlier visit is forgotten. A reload or back/forward keeps it.
 */
export function forgetPlaceOnFreshLoad(): void {
  try {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (entry && entry.type !== 'navigate') return;
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
    const key = scrollPlaceKey({ key: 'default', pathname: window.location.pathname, search: window.location.search });
    if (!(key in saved)) return;
    delete saved[key];
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // No storage (private mode): nothing was kept either.
  }
}
