import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ThemeState = {
  dark: boolean;
  toggle: () => void;
  setDark: (dark: boolean) => void;
};

export const THEME_STORAGE_KEY = 'cofetaria-dulce-theme';

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      dark: false,
      toggle: () => set((s) => ({ dark: !s.dark })),
      setDark: (dark) => set({ dark }),
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ dark }) => ({ dark }),
    },
  ),
);

/** Writes the theme onto <html> so CSS custom properties switch palette. */
export function applyTheme(dark: boolean, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = dark ? 'dark' : 'light';
}

/**
 * Applies the stored theme now (call before the first render) and keeps
 * <html> in sync afterwards. Returns the unsubscribe function.
 */
export function bindThemeToDocument(): () => void {
  applyTheme(useThemeStore.getState().dark);
  return useThemeStore.subscribe((s) => applyTheme(s.dark));
}
