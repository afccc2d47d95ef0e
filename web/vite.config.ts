/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Local development talks to the two services directly; in production the
// nginx gateway serves the app and proxies the same paths (same origin).
const USER_SERVICE = process.env.USER_SERVICE_URL ?? 'http://127.0.0.1:58001';
const ADMIN_SERVICE = process.env.ADMIN_SERVICE_URL ?? 'http://127.0.0.1:58002';

/**
 * sonner injects its CSS with a runtime <style> element, which a CSP of
 * style-src 'self' blocks (and reports). The same CSS is imported from
 * sonner/dist/styles.css in main.tsx, so the injection call is dropped.
 */
function sonnerWithoutStyleInjection(): Plugin {
  return {
    name: 'sonner-without-style-injection',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js/.test(id)) return null;
      const patched = code.replace(/^__insertCSS\(/m, 'void (');
      if (patched === code) this.warn('sonner: style injection call not found (CSS still comes from styles.css)');
      return { code: patched, map: null };
    },
  };
}

export default defineConfig({
  plugins: [sonnerWithoutStyleInjection(), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/user-service': { target: USER_SERVICE, changeOrigin: true, ws: true },
      '/admin-service': { target: ADMIN_SERVICE, changeOrigin: true, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/user-service': { target: USER_SERVICE, changeOrigin: true, ws: true },
      '/admin-service': { target: ADMIN_SERVICE, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // Keep every asset a separate file (fonts, svg): the CSP allows only 'self'.
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
