import './styles/fonts.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { bindThemeToDocument } from './stores/theme';

// The stored theme is applied synchronously, before React renders anything
// (no inline script: the CSP allows scripts from 'self' only).
bindThemeToDocument();

const root = document.getElementById('root')!;
const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A product page arrives with the product written in by the server (name, price, its photo
// already fetching: see the gateway's /meniu/{id}). Let the browser paint that first, then start
// the app that replaces it: otherwise the app's first render runs before the first frame and the
// page shows nothing until it ends (a slow first paint on a phone). Elsewhere the root is empty, and a hidden tab
// paints no frame to wait for: start at once.
if (root.firstElementChild && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
