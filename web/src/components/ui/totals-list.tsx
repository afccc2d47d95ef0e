import type { ReactNode } from 'react';
import './totals-list.css';

/** One row of a totals list; a `discount` row (a coupon, a promotion) shows its value as taken off: "-10,00 RON". */
export type TotalsLine = { label: ReactNode; value: ReactNode; discount?: boolean };

type TotalsListProps = {
  /** The rows above the sum, in order; null/false leave a row out (e.g. no packaging). */
  lines: readonly (TotalsLine | null | false | undefined)[];
  /** The last, stronger row (e.g. 'Total estimativ'); none when the sum is not known. */
  total?: TotalsLine | null;
  /** A rule above the list, where it follows other content in the same card. */
  divided?: boolean;
  className?: string;
};

/**
 * The money summary of a cart or an order (products, packaging, delivery, discounts, total):
 * the cart dialog, the checkout's order summary and the order pages all show it alike.
 */
export function TotalsList({ lines, total, divided = false, className }: TotalsListProps) {
  const rows = lines.filter((line): line is TotalsLine => Boolean(line));
  return (
    <dl className={['totals', divided ? 'totals--divided' : '', className].filter(Boolean).join(' ')}>
      {rows.map((line, index) => (
        <div key={index} className={line.discount ? 'totals__discount' : undefined}>
          <dt>{line.label}</dt>
          <dd>
            {line.discount ? '-' : null}
            {line.value}
          </dd>
        </div>
      ))}
      {total ? (
        <div className="totals__sum">
          <dt>{total.label}</dt>
          <dd>{total.value}</dd>
        </div>
      ) : null}
    </dl>
  );
}
