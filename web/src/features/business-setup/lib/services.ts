import type { ServiceKey, ServicesFields } from '../api/types';

export const SERVICE_KEYS: ServiceKey[] = ['pickup', 'delivery', 'booking', 'pre-orders'];

export const SERVICE_LABELS: Record<ServiceKey, string> = {
  pickup: 'Ridicare personală',
  delivery: 'Livrare',
  booking: 'Rezervări',
  'pre-orders': 'Precomenzi',
};

type FieldNames = {
  enabled: keyof ServicesFields;
  asap: keyof ServicesFields;
  min: keyof ServicesFields;
  max: keyof ServicesFields;
};

/** Which business-information fields belong to each service. */
export const SERVICE_FIELDS: Record<ServiceKey, FieldNames> = {
  pickup: {
    enabled: 'pickupEnabled',
    asap: 'pickupAsSoonAsPossibleEnabled',
    min: 'minimumTimeInAdvanceForPickup',
    max: 'maximumTimeInAdvanceForPickup',
  },
  delivery: {
    enabled: 'deliveryEnabled',
    asap: 'deliveryAsSoonAsPossibleEnabled',
    min: 'minimumTimeInAdvanceForDelivery',
    max: 'maximumTimeInAdvanceForDelivery',
  },
  booking: {
    enabled: 'bookingEnabled',
    asap: 'bookingAsSoonAsPossibleEnabled',
    min: 'minimumTimeInAdvanceForBookings',
    max: 'maximumTimeInAdvanceForBookings',
  },
  'pre-orders': {
    enabled: 'preOrdersEnabled',
    asap: 'preOrdersAsSoonAsPossibleEnabled',
    min: 'minimumTimeInAdvanceForPreOrders',
    max: 'maximumTimeInAdvanceForPreOrders',
  },
};

export const ALL_SERVICE_FIELD_NAMES = SERVICE_KEYS.flatMap((k) => Object.values(SERVICE_FIELDS[k]));

export function toServiceKey(value: string | null): ServiceKey {
  return SERVICE_KEYS.includes(value as ServiceKey) ? (value as ServiceKey) : 'pickup';
}

export type TimeUnit = 'minute' | 'ore' | 'zile';
export const TIME_UNITS: { value: TimeUnit; label: string }[] = [
  { value: 'minute', label: 'minute' },
  { value: 'ore', label: 'ore' },
  { value: 'zile', label: 'zile' },
];
/** Minutes per unit of the minimum advance (1440 a day). */
export const UNIT_MINUTES: Record<TimeUnit, number> = { minute: 1, ore: 60, zile: 1440 };

const UNIT_ALIASES: Record<string, TimeUnit> = {
  minute: 'minute',
  minut: 'minute',
  min: 'minute',
  ore: 'ore',
  ora: 'ore',
  oră: 'ore',
  h: 'ore',
  zile: 'zile',
  zi: 'zile',
  z: 'zile',
};

/** '30 minute' → {amount: '30', unit: 'minute'}; empty or unreadable → empty amount. */
export function parseAdvance(value: string | null | undefined, fallbackUnit: TimeUnit = 'minute'): { amount: string; unit: TimeUnit } {
  const m = /^\s*(\d+)\s*([\p{L}]+)?\s*$/u.exec(value ?? '');
  if (!m) return { amount: '', unit: fallbackUnit };
  return { amount: m[1], unit: UNIT_ALIASES[(m[2] ?? '').toLowerCase()] ?? fallbackUnit };
}

export function formatAdvance(amount: string | number, unit: TimeUnit): string {
  return `${Number(amount)} ${unit}`;
}
