import type { DeliveryMethod } from '@/types/api';

/** additionalInformation's limit in place-order (user-service's PlaceOrderIn), after trimming. */
export const NOTE_MAX_LENGTH = 1000;

/** A table number as the customer may type it: 1 to 99 (leading zeros and spaces aside). */
export function tableNumberOf(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const table = Number(text);
  return table >= 1 && table <= 99 ? table : null;
}

/**
 * The note sent as additionalInformation. An order served at the table ('La restaurant') may say
 * which table; place-order has no field for it and its contract stays as it is, so the number
 * opens the note, where the staff read it on the order: "Masa 5: fără zahăr pudră".
 */
export function orderNote(method: DeliveryMethod | '', tableNumber: string, note: string): string | null {
  const text = note.trim();
  const table = method === 'RESTAURANT' ? tableNumberOf(tableNumber) : null;
  if (table === null) return text || null;
  return text ? `Masa ${table}: ${text}` : `Masa ${table}`;
}
