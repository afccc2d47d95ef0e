import type { RequestOptions } from '@/lib/api-client';

/** The follow link's secret (?cheie=…), or null for the signed-in owner who opens the page without it. */
export type CakeAccess = { cheie: string | null };

/**
 * How a call about one request is let in: the link's ?cheie= (no bearer, so an ended session on
 * this device does not stand in the way of the link), or the session's bearer.
 */
export function cakeAccessOptions({ cheie }: CakeAccess): Pick<RequestOptions, 'params' | 'skipAuth'> {
  return cheie ? { params: { cheie }, skipAuth: true } : {};
}
