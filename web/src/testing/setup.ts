import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { useThemeStore } from '@/stores/theme';

// findBy*/waitFor wait for the page to get there; on a loaded two-core machine that can take
// seconds (the default gives up after one).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: scrolling is a no-op (ScrollRestoration calls it).
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  useSessionStore.getState().logout();
  useThemeStore.getState().setDark(false);
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
