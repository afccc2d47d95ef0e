import { describe, expect, it } from 'vitest';
import { applyTheme, bindThemeToDocument, THEME_STORAGE_KEY, useThemeStore } from './theme';

describe('theme store', () => {
  it('persists the dark mode choice in localStorage and rehydrates it', async () => {
    useThemeStore.getState().setDark(false);
    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().dark).toBe(true);
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}').state).toEqual({ dark: true });

    // A fresh page load: the store reads the saved value back.
    useThemeStore.setState({ dark: false }, false);
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { dark: true }, version: 0 }));
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().dark).toBe(true);
  });

  it('writes the theme on <html> immediately and follows changes', () => {
    useThemeStore.getState().setDark(true);
    const unbind = bindThemeToDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    useThemeStore.getState().toggle();
    expect(document.documentElement.dataset.theme).toBe('light');
    unbind();
    applyTheme(false);
  });
});
