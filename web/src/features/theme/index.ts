export { ThemeToggle } from './components/theme-toggle';
