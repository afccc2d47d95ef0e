import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPlaceOnFreshLoad, SCROLL_STORAGE_KEY, scrollPlaceKey } from './scroll-places';

describe('scroll places', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("keys the first page of a full load by its address, not by React Router's shared 'default'", () => {
    expect(scrollPlaceKey({ key: 'default', pathname: '/checkout', search: '' })).toBe('/checkout');
    expect(scrollPlaceKey({ key: 'default', pathname: '/contact', search: '' })).not.toBe(scrollPlaceKey({ key: 'default', pathname: '/checkout', search: '' }));
    expect(scrollPlaceKey({ key: 'x1y2', pathname: '/checkout', search: '' })).toBe('x1y2');
  });

  it('forgets the place of a page opened anew, and keeps it on a reload', () => {
    const navigation = (type: string) => vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
    const path = window.location.pathname;
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ [path]: 900, other: 40 }));
    navigation('reload');
    forgetPlaceOnFreshLoad();
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY)!)).toEqual({ [path]: 900, other: 40 });
    vi.restoreAllMocks();
    navigation('navigate');
    forgetPlaceOnFreshLoad();
    expect(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY)!)).toEqual({ other: 40 });
  });
});
