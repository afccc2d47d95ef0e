import type { DeliveryZone, DeliveryZoneBody } from '@/types/api';

/** The messages the service gives (admin_service/business/schemas.py), checked here first. */
export const ZONE_MSG = {
  name: 'Numele zonei este obligatoriu.',
  places: 'Adăugați cel puțin o localitate a zonei: localitatea alege zona, codurile poștale doar între zonele ei.',
  postalCode: 'Codul poștal trebuie să conțină între 5 și 10 cifre.',
  fee: 'Taxa de livrare trebuie să fie o sumă de cel puțin 0, cu cel mult două zecimale.',
  minimum: 'Comanda minimă trebuie să fie o sumă de cel puțin 0, cu cel mult două zecimale.',
  hours: 'Programul trebuie să aibă forma HH:mm - HH:mm (de exemplu 08:00 - 20:00).',
  saved: 'Datele au fost salvate cu succes!',
  deleted: 'Zona de livrare a fost ștearsă.',
};

export type ZoneDay = { open: boolean; hours: string };
export type ZoneValues = {
  id: number | null;
  name: string;
  localities: string;
  postalCodes: string;
  deliveryFee: string;
  minimumOrder: string;
  /** Served only on the chosen days (none chosen: whenever deliveries are). */
  days: Record<number, ZoneDay>;
};

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function emptyZone(): ZoneValues {
  const days: Record<number, ZoneDay> = {};
  for (let d = 1; d <= 7; d += 1) days[d] = { open: false, hours: '' };
  return { id: null, name: '', localities: '', postalCodes: '', deliveryFee: '', minimumOrder: '', days };
}

export function zoneToValues(zone: DeliveryZone): ZoneValues {
  const values = emptyZone();
  for (const d of zone.schedule) values.days[d.dayOfWeek] = { open: true, hours: d.hours };
  return {
    ...values,
    id: zone.id,
    name: zone.name,
    localities: zone.localities.join(', '),
    postalCodes: zone.postalCodes.join(', '),
    deliveryFee: zone.deliveryFee,
    minimumOrder: zone.minimumOrder,
  };
}

const AMOUNT = /^\s*\d+([.,]\d{1,2})?\s*$/;
const HOURS = /^\s*([01]?\d|2[0-3]):[0-5]\d\s*-\s*([01]?\d|2[0-3]):[0-5]\d\s*$/;

/** Field → message, as the service would answer. */
export function zoneIssues(v: ZoneValues): Record<string, string> {
  const issues: Record<string, string> = {};
  if (!v.name.trim()) issues.name = ZONE_MSG.name;
  if (!list(v.localities).length) issues.localities = ZONE_MSG.places;
  if (list(v.postalCodes).some((c) => !/^\d{5,10}$/.test(c))) issues.postalCodes = ZONE_MSG.postalCode;
  if (!AMOUNT.test(v.deliveryFee)) issues.deliveryFee = ZONE_MSG.fee;
  if (!AMOUNT.test(v.minimumOrder)) issues.minimumOrder = ZONE_MSG.minimum;
  for (const [day, d] of Object.entries(v.days)) if (d.open && !HOURS.test(d.hours)) issues[`day${day}`] = ZONE_MSG.hours;
  return issues;
}

export function toZoneBody(v: ZoneValues): DeliveryZoneBody {
  return {
    ...(v.id != null ? { id: v.id } : {}),
    name: v.name.trim(),
    localities: list(v.localities),
    postalCodes: list(v.postalCodes),
    deliveryFee: v.deliveryFee.trim().replace(',', '.'),
    minimumOrder: v.minimumOrder.trim().replace(',', '.'),
    schedule: Object.entries(v.days)
      .filter(([, d]) => d.open)
      .map(([day, d]) => ({ dayOfWeek: Number(day), hours: d.hours.trim() })),
  };
}

/** A server field (name, postalCodes, schedule.0.hours…) → the form's field. */
export function zoneFieldOf(key: string, body: DeliveryZoneBody): string {
  const m = /^schedule\.(\d+)\./.exec(key);
  if (m) return `day${body.schedule?.[Number(m[1])]?.dayOfWeek ?? ''}`;
  return key === 'localities' ? 'postalCodes' : key;
}
