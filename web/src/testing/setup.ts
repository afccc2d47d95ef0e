import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { useThemeStore } from '@/stores/theme';

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
