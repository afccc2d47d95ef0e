import './ui-extra.css';

/** 'Rezultatele a - b din n' for a zero-based page, as every admin list counts its rows. */
export function resultsRangeText(page: number, size: number, total: number): string {
  if (total <= 0) return `Rezultatele 0 - 0 din 0`;
  const first = page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return `Rezultatele ${first} - ${last} din ${total}`;
}

/** Page numbers to show (zero-based), with null where pages are skipped. */
function pageWindow(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i);
  const pages = new Set([0, pageCount - 1, page - 1, page, page + 1].filter((p) => p >= 0 && p < pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

type PaginationProps = {
  /** Zero-based. */
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  label?: string;
};

export function Pagination({ page, size, total, onPageChange, label = 'Paginare' }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="pagination__btn"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 0}
        aria-label="Pagina anterioară"
      >
        ‹
      </button>
      <ul className="pagination__list">
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="pagination__btn"
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Pagina ${p + 1}`}
                onClick={() => onPageChange(p)}
              >
                {p + 1}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__btn"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount - 1}
        aria-label="Pagina următoare"
      >
        ›
      </button>
    </nav>
  );
}
