import type { ReactNode } from 'react';
import './ui-extra.css';

export type Column<T> = {
  key: string;
  header: ReactNode;
  /** Label shown before the value when the table turns into cards (< 768 px). */
  label?: string;
  render: (row: T) => ReactNode;
  className?: string;
  /** The card's title cell (shown first, without a label). */
  primary?: boolean;
};

type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Show the caption visually too (it is always read by screen readers). */
  showCaption?: boolean;
};

/** A table on wide screens and a list of cards under 768 px (no horizontal scroll). */
export function DataTable<T>({ caption, columns, rows, rowKey, showCaption = false }: DataTableProps<T>) {
  return (
    <table className="rtable">
      <caption className={showCaption ? 'rtable__caption' : 'visually-hidden'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.className}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td
                key={c.key}
                className={[c.className, c.primary ? 'rtable__primary' : ''].filter(Boolean).join(' ') || undefined}
                data-label={c.primary ? undefined : (c.label ?? (typeof c.header === 'string' ? c.header : undefined))}
              >
                {c.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
