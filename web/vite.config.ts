/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { constants as zlib, gzipSync } from 'node:zlib';
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

/**
 * The font files the first screen renders with (src/styles/fonts.css): preloaded from
 * index.html so they arrive with the first chunk instead of after it, and the text is drawn
 * once, in its own font (no swap, no layout shift).
 */
const FIRST_SCREEN_FONTS = [
  'nunito-core-wght-normal.woff2',
  'nunito-ro-wght-normal.woff2',
  'fraunces-core-wght-normal.woff2',
  'fraunces-ro-wght-normal.woff2',
];

function fontPreload(): Plugin {
  return {
    name: 'first-screen-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const assets = Object.values(ctx.bundle).filter((file) => file.type === 'asset');
        return FIRST_SCREEN_FONTS.map((font) => {
          const asset = assets.find((a) => [...a.names, ...a.originalFileNames].some((n) => path.basename(n) === font));
          if (!asset) throw new Error(`fontPreload: ${font} is not in the build (see src/styles/fonts.css)`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${asset.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          };
        });
      },
    },
  };
}

/**
 * Landing pages whose route chunks are fetched with the first chunk instead of after it has run:
 * the build writes dist/NAME.html, index.html plus modulepreload (and CSS preload) links for
 * those chunks, and the gateway serves it for that address (/meniu, /meniu/{id}, /checkout).
 * Other pages (and index.html) stay without them.
 */
const ROUTE_PAGES: Record<string, string> = {
  'meniu.html': 'src/app/routes/public/menu.tsx',
  // The product page is in the menu's chunk; its own file keeps the SSI of index.html (the
  // product written in for crawlers), which the gateway runs on /meniu/{id} only.
  'meniu-produs.html': 'src/app/routes/public/menu.tsx',
  'checkout.html': 'src/app/routes/public/checkout.tsx',
};

/**
 * What the gateway writes into a page's head besides (server-side includes, run on that address
 * only). /meniu: the preloads of the whole menu's first card photos (user-service's
 * seo/menu-photos), its largest paint, fetched with the HTML instead of once the products have
 * come and the app has run (issue 20); a filtered menu (?category=, ?search=) starts with other
 * photos and gets none. The product page's includes of index.html are dropped from it.
 */
const PAGE_INCLUDES: Record<string, { head: string; withoutProductIncludes: true }> = {
  'meniu.html': {
    head: '<!--# if expr="$args" --><!--# else --><!--# include virtual="/user-service/seo/menu-photos" --><!--# endif -->',
    withoutProductIncludes: true,
  },
};

/** index.html without the product page's SSI commands (its block's content, the shop's title, stays). */
const withoutProductIncludes = (html: string) =>
  html.replace(/^[ \t]*<!--# (?:block|endblock|include)\b[^\n]*?-->\n/gm, '').replace(/<!--# include\b[^\n]*?-->/g, '');

/** Pages without a form on their first screen: their chunks must not bring react-hook-form and zod (issue 20). */
const FORMLESS_PAGES = ['meniu.html', 'meniu-produs.html'];

function routePages(): Plugin {
  let outDir = 'dist';
  const pages = new Map<string, string[]>();
  return {
    name: 'route-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const chunks = Object.values(ctx.bundle).filter((file) => file.type === 'chunk');
        const walk = (name: string, into: Set<string>) => {
          if (into.has(name)) return;
          into.add(name);
          chunks.find((c) => c.fileName === name)?.imports.forEach((dep) => walk(dep, into));
        };
        const initial = new Set<string>();
        const entry = chunks.find((c) => c.isEntry);
        if (entry) walk(entry.fileName, initial);
        for (const [page, route] of Object.entries(ROUTE_PAGES)) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(route)));
          if (!chunk) throw new Error(`routePages: no chunk for ${route}`);
          const deps = new Set<string>();
          walk(chunk.fileName, deps);
          const forms = [...deps].find((name) => chunks.find((c) => c.fileName === name)?.name === 'forms');
          if (forms && FORMLESS_PAGES.includes(page)) throw new Error(`routePages: ${page} would load the form library (${forms}) with the page`);
          const links: string[] = [];
          const css = new Set<string>();
          for (const name of deps) {
            if (initial.has(name)) continue;
            links.push(`<link rel="modulepreload" crossorigin href="/${name}">`);
            chunks.find((c) => c.fileName === name)?.viteMetadata?.importedCss.forEach((file) => css.add(file));
          }
          css.forEach((file) => links.push(`<link rel="preload" as="style" crossorigin href="/${file}">`));
          pages.set(page, links);
        }
      },
    },
    closeBundle() {
      // Also called after a failed build: then there is nothing to write (and the real error shows).
      if (!pages.size || !existsSync(path.join(outDir, 'index.html'))) return;
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const [page, links] of pages) {
        const includes = PAGE_INCLUDES[page];
        const html = includes?.withoutProductIncludes ? withoutProductIncludes(index) : index;
        const head = includes ? [includes.head, ...links] : links;
        writeFileSync(path.join(outDir, page), html.replace(/\n(\s*)<\/head>/, (_, indent: string) => `\n${head.map((l) => `${indent}  ${l}\n`).join('')}${indent}</head>`));
      }
    },
  };
}

/**
 * The first screen's stylesheet (index-*.css, about 8 KB gzipped) written into index.html as a
 * <style> element instead of a render-blocking <link> that costs its own request and round trip
 * (the CSP allows inline styles). The CSS of lazy pages stays in files.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return;
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/index-[^"]+\.css)">/, (tag, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (!asset || asset.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
        });
      },
    },
  };
}

/** Extensions worth compressing ahead of time (woff2 and images are compressed already). */
const PRECOMPRESS = /\.(js|mjs|css|svg|json|txt|xml|map)$/;

/**
 * Writes NAME.gz beside every text asset of the build (gzip level 9, once, at build time), for
 * nginx's gzip_static in the gateway (/assets/). Only where it is smaller than the file; nginx
 * compresses anything else on the fly as before. No .br: the gateway's nginx has no brotli module.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-gzip',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!existsSync(assets)) return;
      for (const name of readdirSync(assets)) {
        const file = path.join(assets, name);
        if (!PRECOMPRESS.test(name) || !statSync(file).isFile()) continue;
        const body = readFileSync(file);
        const gz = gzipSync(body, { level: zlib.Z_BEST_COMPRESSION });
        if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/** Vendor chunks that change less often than the app's code (each deploy keeps them cached). */
const VENDOR_CHUNKS = [
  // On every page: React, its DOM renderer, the router, server state and the stores (one file:
  // over HTTP/1.1 each extra request of the first screen waits for a free connection).
  {
    name: 'vendor',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@tanstack[\\/]query-core|@tanstack[\\/]react-query|zustand)[\\/]/,
    priority: 30,
  },
  // The small shared modules (formatting, texts, stores, UI components): one chunk instead of a
  // file each, since almost every page uses some. Not those that bring a heavy library along.
  {
    name: 'shared',
    test: (id: string) =>
      /[\\/]src[\\/](lib|components|stores)[\\/]/.test(id) &&
      !/[\\/]lib[\\/](bucharest-time|company|email|form-errors|notify|live-socket|use-live-socket)\.ts$/.test(id) &&
      // UI parts with a stylesheet of their own (forms, tables, admin) stay with their pages, and
      // text-field, which brings react-hook-form (and so the forms chunk) to every page otherwise.
      !/[\\/]ui[\\/](choice-group|company-fields|data-table|layered-modal|pagination|select|switch|tabs|text-field)\.tsx$/.test(id) &&
      !/\.(test\.tsx?|css)$/.test(id),
    priority: 5,
  },
  // Only with a form (lazy chunks): react-hook-form and zod.
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|zod)[\\/]/, priority: 10 },
  // Only with a schedule or a date (lazy chunks).
  { name: 'dates', test: /node_modules[\\/](date-fns|@date-fns[\\/]tz)[\\/]/, priority: 10 },
  // Only once a notification shows (the Toaster is lazy, see src/app/provider.tsx).
  { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [sonnerWithoutStyleInjection(), react(), fontPreload(), routePages(), inlineEntryCss(), precompress()],
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
    rolldownOptions: {
      output: { codeSplitting: { groups: VENDOR_CHUNKS } },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // CI shares two cores with Postgres, nginx and the browser tests: a test waits for what the
    // page does, however slowly the machine does it, and fails on what it finds, not on the clock.
    testTimeout: 30_000,
  },
});
