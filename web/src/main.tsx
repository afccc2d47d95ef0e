import './styles/fonts.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { bindThemeToDocument } from './stores/theme';

// The stored theme is applied synchronously, before React renders anything
// (no inline script: the CSP allows scripts from 'self' only).
bindThemeToDocument();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
