export { THEME_TOGGLE_LABEL, ThemeToggle } from './components/theme-toggle';
