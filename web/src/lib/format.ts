import { BUSINESS_TIME_ZONE, CURRENCY, LOCALE } from './constants';
import { parseMoney, type Bani } from './money';

const priceFormatter = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** 12.5 → '12,50 RON'; 1234.5 → '1.234,50 RON'. */
export function formatPrice(value: number | string | null | undefined): string {
  const amount = typeof value === 'string' ? Number(value) : (value ?? 0);
  const safe = Number.isFinite(amount) ? amount : 0;
  // ro-RO skips the thousands separator for 4-digit numbers in some ICU
  // versions; force it so prices always read the same.
  const [intPart, decPart] = priceFormatter.format(Math.abs(safe)).replace(/\./g, '').split(',');
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

type DateInput = Date | number | string | number[];

/**
 * Accepts a Date, epoch ms, ISO string or the backend's array form
 * [year, month(1-12), day, hour, minute, second, nanos] (read as Bucharest wall time).
 */
export function toDate(input: DateInput): Date {
  if (input instanceof Date) return input;
  if (Array.isArray(input)) {
    const [y, mo = 1, d = 1, h = 0, mi = 0, s = 0] = input;
    return bucharestWallTimeToDate(y, mo, d, h, mi, s);
  }
  return new Date(input);
}

function parts(date: Date): Record<string, string> {
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const out: Record<string, string> = {};
  for (const p of fmt.formatToParts(date)) out[p.type] = p.value;
  return out;
}

function bucharestWallTimeToDate(y: number, mo: number, d: number, h: number, mi: number, s: number): Date {
  // Start from the UTC reading, then correct by the zone offset at that moment.
  const utcGuess = Date.UTC(y, mo - 1, d, h, mi, s);
  const p = parts(new Date(utcGuess));
  const asZone = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const offset = asZone - utcGuess;
  return new Date(utcGuess - offset);
}

/** dd-MM-yyyy in the business time zone (Europe/Bucharest). */
export function formatDate(input: DateInput): string {
  const p = parts(toDate(input));
  return `${p.day}-${p.month}-${p.year}`;
}

/** HH:mm:ss in the business time zone. */
export function formatTime(input: DateInput): string {
  const p = parts(toDate(input));
  return `${p.hour}:${p.minute}:${p.second}`;
}

/** dd-MM-yyyy HH:mm:ss in the business time zone. */
export function formatDateTime(input: DateInput): string {
  return `${formatDate(input)} ${formatTime(input)}`;
}
