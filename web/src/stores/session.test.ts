import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/lib/constants';
import { SESSION_STORAGE_KEY, selectIsSignedIn, useSessionStore } from './session';

const USER = { firstName: 'Ioana', lastName: 'Popescu', email: 'ioana@example.ro', role: 'ROLE_USER' as const };

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-10T10:00:00Z'));
    useSessionStore.getState().logout();
  });
  afterEach(() => useSessionStore.getState().logout());

  it('login stores token, user and an expiration 168 hours ahead, persisted in localStorage', () => {
    useSessionStore.getState().login('jwt', USER);
    const s = useSessionStore.getState();
    expect(s.token).toBe('jwt');
    expect(s.user).toEqual(USER);
    expect(s.expiration).toBe(Date.now() + 168 * 60 * 60 * 1000);
    expect(SESSION_LIFETIME_MS).toBe(604_800_000);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state).toMatchObject({ token: 'jwt', user: USER, expiration: s.expiration });
  });

  it('is valid until the time left drops below zero, then clears everything', () => {
    useSessionStore.getState().login('jwt', USER);
    useSessionStore.getState().setSavedAddress({ streetAddress: 'Str. Mare', cityAddress: 'Sibiu' });

    vi.advanceTimersByTime(SESSION_LIFETIME_MS - 1000);
    expect(useSessionStore.getState().ensureValid()).toBe(true);
    expect(selectIsSignedIn(useSessionStore.getState())).toBe(true);

    vi.advanceTimersByTime(2000);
    expect(selectIsSignedIn(useSessionStore.getState())).toBe(false);
    expect(useSessionStore.getState().ensureValid()).toBe(false);

    const s = useSessionStore.getState();
    expect(s.token).toBeNull();
    expect(s.expiration).toBeNull();
    expect(s.user).toBeNull();
    expect(s.savedAddress).toBeNull();
    expect(s.ended).toEqual({ reason: 'expired', message: undefined, role: 'ROLE_USER' });
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state).toEqual({ token: null, expiration: null, user: null, savedAddress: null });
  });

  it('logout clears token, expiration, user data and saved address', () => {
    useSessionStore.getState().login('jwt', USER);
    useSessionStore.getState().setSavedAddress({ streetAddress: 'Str. Mare' });
    useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ token: null, expiration: null, user: null, savedAddress: null });
  });

  it('end clears the session like logout and keeps why, in memory only, until the next login', () => {
    useSessionStore.getState().login('jwt', USER);
    useSessionStore.getState().end('refused', 'Sesiunea a fost închisă.');
    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      user: null,
      ended: { reason: 'refused', message: 'Sesiunea a fost închisă.', role: 'ROLE_USER' },
    });
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state.ended).toBeUndefined();
    useSessionStore.getState().login('jwt-2', USER);
    expect(useSessionStore.getState().ended).toBeNull();
  });
});
