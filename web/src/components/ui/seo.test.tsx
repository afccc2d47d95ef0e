import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StructuredData } from './seo';

const NAME = 'Limonada <!--<script> & </script>';

describe('StructuredData', () => {
  it('escapes <, > and & as the server does, and JSON reads the name back unchanged', () => {
    const markup = renderToStaticMarkup(<StructuredData data={{ name: NAME }} />);
    expect(markup).toBe(
      '<script type="application/ld+json">{"name":"Limonada \\u003c!--\\u003cscript\\u003e \\u0026 \\u003c/script\\u003e"}</script>',
    );
    const block = new DOMParser().parseFromString(markup, 'text/html').querySelector('script');
    expect(JSON.parse(block?.textContent ?? '')).toEqual({ name: NAME });
  });

  it('leaves the app script that follows it a script of its own', () => {
    const markup = renderToStaticMarkup(<StructuredData data={{ name: NAME }} />);
    const page = new DOMParser().parseFromString(
      `<!doctype html><head>${markup}</head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>`,
      'text/html',
    );
    expect([...page.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual([null, '/assets/app.js']);
  });
});
