import type { BusinessInformation } from '@/types/api';

export const BUSINESS_CACHE_KEY = 'cofetaria-dulce-business';

export type BusinessCache = { lastKey: string; data: BusinessInformation };

export function readBusinessCache(): BusinessCache | null {
  try {
    const raw = localStorage.getItem(BUSINESS_CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<BusinessCache>;
    if (typeof parsed.lastKey !== 'string' || !parsed.data || typeof parsed.data !== 'object') return null;
    return { lastKey: parsed.lastKey, data: parsed.data };
  } catch {
    return null;
  }
}

export function writeBusinessCache(entry: BusinessCache): void {
  try {
    localStorage.setItem(BUSINESS_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // Private mode or a full storage: the details are simply fetched again next time.
  }
}
