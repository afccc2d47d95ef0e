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

/** schema.org data for search engines (JSON-LD; "</" escaped so the block never ends early). */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
