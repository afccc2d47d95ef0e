/**
 * Money travels as a JSON string with two decimals ("45.00"): never floats.
 * In the app an exact amount is a whole number of bani (1 leu = 100 bani).
 */
export type Bani = number;

const MONEY_TEXT = /^\s*(-)?(\d{1,12})(?:[.,](\d{0,2}))?\s*$/;

/** "45.00" → 4500, "12,5" → 1250, 7 → 700; null/empty/unreadable → null. */
export function parseMoney(value: string | number | null | undefined): Bani | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  const m = MONEY_TEXT.exec(value);
  if (!m) return null;
  const bani = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -bani : bani;
}

/** Sum of amounts; missing ones count as 0. */
export function sumMoney(values: (Bani | null | undefined)[]): Bani {
  return values.reduce<number>((total, v) => total + (v ?? 0), 0);
}

/** Amount × whole quantity. */
export function multiplyMoney(bani: Bani, quantity: number): Bani {
  return bani * Math.trunc(quantity);
}

/** The lowest of some money strings, or null when none can be read. */
export function lowestMoney(values: (string | number | null | undefined)[]): Bani | null {
  const parsed = values.map(parseMoney).filter((v): v is Bani => v !== null);
  return parsed.length ? Math.min(...parsed) : null;
}

/** 4500 → "45.00" (what the services accept). */
export function baniToMoney(bani: Bani): string {
  const abs = Math.abs(bani);
  return `${bani < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const MONEY_INPUT = /^\s*(\d{1,9})(?:[.,](\d{0,2}))?\s*$/;

/**
 * What a price input holds, as the string the services take:
 * "12,5" → "12.50"; 7 → "7.00"; negative, empty, more than 2 decimals or not a number → null.
 */
export function normalizeMoney(input: string | number | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const text = typeof input === 'number' ? (Number.isFinite(input) ? input.toFixed(2) : '') : input;
  const match = MONEY_INPUT.exec(text);
  if (!match) return null;
  const whole = match[1].replace(/^0+(?=\d)/, '');
  const cents = (match[2] ?? '').padEnd(2, '0');
  return `${whole}.${cents}`;
}

/** A money string from the server as the value of an input ("45.00" stays "45.00"; null → ""). */
export function moneyToInput(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return normalizeMoney(value) ?? String(value);
}

/**
 * A money string from the server as an editable value in the shop's Romanian format:
 * "145.00" → "145,00" (the inputs accept both "145,00" and "145.00"); null → "".
 */
export function moneyToRomanianInput(value: string | number | null | undefined): string {
  return moneyToInput(value).replace('.', ',');
}
