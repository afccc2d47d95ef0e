import { useEffect } from 'react';

/** The page's meta description (search results show it under the title). */
export function useDocumentDescription(description: string | null | undefined): void {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [description]);
}

/** What JSON in a <script> element must not carry raw (the same rule as the product pages the
 * server writes for crawlers): "<" would let "</script>" or "<!--<script>" in a product's name end
 * the element or swallow the app's own script; ">" and "&" complete the rule of JSON in HTML. JSON
 * reads each escape back as the same character. */
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&]/g, (c) => SCRIPT_ESCAPES[c]);
}

/** schema.org data for search engines (JSON-LD, safe inside its script element). */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
