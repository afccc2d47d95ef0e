import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_LIFETIME_MS } from '@/lib/constants';
import type { Role } from '@/lib/roles';

export type SessionUser = {
  id?: number | string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
};

/** A delivery address the customer chose last time (filled by the checkout later). */
type SavedAddress = Record<string, string | number | null | undefined>;

/**
 * How the last session ended when it did not end by the user's own "Deconectare": its time ran
 * out here ('expired'), or the server refused its token ('refused': signed out everywhere, the
 * password was changed, …). The sign-in pages say so; kept in memory only, until the next login.
 */
export type SessionEnd = { reason: 'expired' | 'refused'; message?: string; role: Role | null };

type SessionData = {
  token: string | null;
  /** Epoch milliseconds after which the token is no longer used. */
  expiration: number | null;
  user: SessionUser | null;
  savedAddress: SavedAddress | null;
  ended: SessionEnd | null;
};

type SessionActions = {
  /** Stores a fresh session that lives 168 hours from now. */
  login: (token: string, user: SessionUser) => void;
  /** Clears token, expiration, user data and saved address. */
  logout: () => void;
  /** The same, when the session ended on its own; `ended` keeps why (and whose role it was). */
  end: (reason: SessionEnd['reason'], message?: string) => void;
  setSavedAddress: (address: SavedAddress | null) => void;
  /**
   * True while the session is valid. If a token exists but its time is up
   * (time left below zero) the session is ended ('expired') and false is returned.
   */
  ensureValid: () => boolean;
};

export type SessionState = SessionData & SessionActions;

const EMPTY: SessionData = { token: null, expiration: null, user: null, savedAddress: null, ended: null };

export const SESSION_STORAGE_KEY = 'cofetaria-dulce-session';

export function timeLeftMs(expiration: number | null, now = Date.now()): number {
  return expiration == null ? -1 : expiration - now;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      login: (token, user) =>
        set({ token, user, expiration: Date.now() + SESSION_LIFETIME_MS, ended: null }),
      logout: () => set({ ...EMPTY }),
      end: (reason, message) => set({ ...EMPTY, ended: { reason, message, role: get().user?.role ?? null } }),
      setSavedAddress: (savedAddress) => set({ savedAddress }),
      ensureValid: () => {
        const { token, expiration } = get();
        if (!token) return false;
        if (timeLeftMs(expiration) < 0) {
          get().end('expired');
          return false;
        }
        return true;
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, expiration, user, savedAddress }) => ({ token, expiration, user, savedAddress }),
    },
  ),
);

/** Selector helpers (stable, usable outside React too). */
export const selectIsSignedIn = (s: SessionState) =>
  Boolean(s.token) && timeLeftMs(s.expiration) >= 0;
export const selectRole = (s: SessionState) => s.user?.role ?? null;
