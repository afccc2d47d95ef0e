import { formatIsoDate } from '@/lib/bucharest-time';
import type { CakeRequestStatus, RestPayment } from '../api/types';

/** The statuses in the order a request goes through them, then the ends that close it early. */
export const CAKE_STATUSES: CakeRequestStatus[] = ['REQUESTED', 'QUOTED', 'ACCEPTED', 'LOCKED', 'DELIVERED', 'DECLINED', 'EXPIRED', 'CANCELLED'];

const STATUS_LABELS: Record<CakeRequestStatus, string> = {
  REQUESTED: 'Așteaptă ofertă',
  QUOTED: 'Ofertă trimisă',
  ACCEPTED: 'Avans plătit',
  LOCKED: 'Blocată pentru modificări',
  DELIVERED: 'Livrată',
  DECLINED: 'Refuzată',
  EXPIRED: 'Ofertă expirată',
  CANCELLED: 'Anulată',
};

/** The tabs of the list: plural, short. */
export const STATUS_TABS: Record<CakeRequestStatus, string> = {
  REQUESTED: 'Așteaptă ofertă',
  QUOTED: 'Ofertă trimisă',
  ACCEPTED: 'Avans plătit',
  LOCKED: 'Blocate',
  DELIVERED: 'Livrate',
  DECLINED: 'Refuzate',
  EXPIRED: 'Expirate',
  CANCELLED: 'Anulate',
};

export const EMPTY_TEXT: Record<CakeRequestStatus, string> = {
  REQUESTED: 'Nicio cerere nu așteaptă ofertă.',
  QUOTED: 'Nicio ofertă nu așteaptă răspunsul clientului.',
  ACCEPTED: 'Nicio comandă cu avans plătit.',
  LOCKED: 'Nicio comandă blocată pentru modificări.',
  DELIVERED: 'Nicio comandă livrată.',
  DECLINED: 'Nicio cerere refuzată.',
  EXPIRED: 'Nicio ofertă expirată.',
  CANCELLED: 'Nicio cerere anulată.',
};

export function cakeStatusLabel(status: string | null | undefined): string {
  return (status && STATUS_LABELS[status as CakeRequestStatus]) || status || '—';
}

export function toCakeStatus(value: string | null): CakeRequestStatus {
  return CAKE_STATUSES.includes(value as CakeRequestStatus) ? (value as CakeRequestStatus) : 'REQUESTED';
}

export function methodLabel(method: string | null | undefined): string {
  if (method === 'DELIVERY') return 'Livrare';
  if (method === 'PICKUP') return 'Ridicare';
  return method || '—';
}

export const REST_PAYMENT_LABELS: Record<RestPayment, string> = {
  AT_PICKUP: 'La ridicare (numerar sau card)',
  CARD_AUTO: 'Automat, de pe cardul salvat',
};

/** "2026-12-24" + "16:30" → "24-12-2026, 16:30". */
export function eventMomentLabel(eventDate: string | null | undefined, time: string | null | undefined): string {
  if (!eventDate) return '—';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(eventDate) ? formatIsoDate(eventDate) : eventDate;
  return time ? `${day}, ${time.slice(0, 5)}` : day;
}

/** A calendar day for reading: "2026-12-24" → "24-12-2026"; '—' when missing. */
export function dayLabel(dateIso: string | null | undefined): string {
  if (!dateIso) return '—';
  return /^\d{4}-\d{2}-\d{2}/.test(dateIso) ? formatIsoDate(dateIso.slice(0, 10)) : dateIso;
}

const MINUTE = 60_000;

/** How long a request has waited, in the largest two units: "45 min", "3 h 20 min", "2 zile 4 h". */
export function waitingLabel(since: string | null | undefined, now: number): string {
  const start = since ? Date.parse(since) : NaN;
  if (Number.isNaN(start)) return '—';
  const minutes = Math.max(0, Math.floor((now - start) / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const dayText = days === 1 ? '1 zi' : `${days} zile`;
  return hours % 24 ? `${dayText} ${hours % 24} h` : dayText;
}
