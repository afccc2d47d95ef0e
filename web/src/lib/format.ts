import { CURRENCY, LOCALE } from './constants';
import { parseMoney, type Bani } from './money';

// Made on first use: building an Intl.NumberFormat loads the locale's data, which costs the
// first screen tens of milliseconds on a phone if done when the module loads.
let priceFormatter: Intl.NumberFormat | undefined;
const formatter = () =>
  (priceFormatter ??= new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }));

/** 12.5 → '12,50 RON'; 1234.5 → '1.234,50 RON'. */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  // ro-RO skips the thousands separator for 4-digit numbers in some ICU
  // versions; force it so prices always read the same.
  const [intPart, decPart] = formatter().format(Math.abs(safe)).replace(/\./g, '').split(',');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${safe < 0 ? '-' : ''}${grouped},${decPart ?? '00'} ${CURRENCY}`;
}

/** An exact amount in bani (see money.ts) in the Romanian format: 123450 → '1.234,50 RON'. */
export function formatBani(bani: Bani): string {
  const abs = Math.abs(bani);
  const lei = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = String(abs % 100).padStart(2, '0');
  return `${bani < 0 ? '-' : ''}${lei},${decimals} ${CURRENCY}`;
}

/** Money as the services send it ("45.00"), parsed without floats: '45,00 RON'. */
export function formatMoney(value: string | null | undefined): string {
  return formatBani(parseMoney(value) ?? 0);
}

/** A whole number with the Romanian thousands separator: 12345 → '12.345' (chart axes). */
export function formatWholeNumber(value: number): string {
  const safe = Number.isFinite(value) ? Math.round(value) : 0;
  return `${safe < 0 ? '-' : ''}${String(Math.abs(safe)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
