import { useThemeStore } from '@/stores/theme';

const THEME_TOGGLE_LABEL = 'Comută modul întunecat';

/** Dark mode switch; the choice persists in localStorage. */
export function ThemeToggle({ className }: { className?: string }) {
  const dark = useThemeStore((s) => s.dark);
  const toggle = useThemeStore((s) => s.toggle);
  return (
    <button
      type="button"
      className={['icon-btn', 'theme-toggle', className].filter(Boolean).join(' ')}
      aria-label={THEME_TOGGLE_LABEL}
      aria-pressed={dark}
      title={dark ? 'Mod luminos' : 'Mod întunecat'}
      onClick={toggle}
    >
      {dark ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" fill="currentColor" />
        </svg>
      )}
    </button>
  );
}
