import type { CakeRequestDetail, CakeRequestRow } from '../api/types';

/** A request sent at 08:40 on 01-12-2026 (Bucharest), for a birthday on 20-12-2026. */
export const WAITING_ROW: CakeRequestRow = {
  id: 7,
  status: 'REQUESTED',
  eventDate: '2026-12-20',
  time: '16:30',
  deliveryMethodChosen: 'PICKUP',
  servings: 24,
  contactName: 'Maria Ionescu',
  createdAt: '2026-12-01T08:40:00+02:00',
};

/** An older request, sent the day before. */
export const OLDER_ROW: CakeRequestRow = {
  ...WAITING_ROW,
  id: 5,
  eventDate: '2026-12-31',
  time: '20:00',
  deliveryMethodChosen: 'DELIVERY',
  servings: 60,
  contactName: 'Andrei Popa',
  createdAt: '2026-11-30T10:00:00+02:00',
};

export const REQUEST_DETAIL: CakeRequestDetail = {
  ...WAITING_ROW,
  pickupLocationId: 1,
  pickupLocationName: 'Cofetăria Dulce, Bulevardul Victoriei',
  contactEmail: 'maria@example.ro',
  contactPhone: '0722 123 456',
  deliveryDetailsBean: null,
  flavour: 'Ciocolată',
  filling: 'Zmeură',
  inscription: 'La mulți ani, Ana!',
  allergies: 'fără nuci',
  budget: '400.00',
  description: 'Tort cu două etaje și o figurină de unicorn.',
  photos: [{ url: '/images/cakes/7/1.webp', thumbnailUrl: '/images/cakes/7/1-thumb.webp' }],
  changes: [{ fromStatus: null, toStatus: 'REQUESTED', changedAt: '2026-12-01T08:40:00+02:00' }],
  quotes: [],
  dayLoad: { orders: 12, cakes: 3, cakesPerDay: 4 },
  restPayment: null,
  payments: [],
  refunds: [],
  declineReason: null,
};

/** The setup the quote form starts from: 30% deposit, locked 5 days before, valid 7 days. */
export const QUOTE_SETUP = {
  depositPercent: '30.00',
  freeCancellationDays: 7,
  keptPercent: '50.00',
  lockDays: 5,
  quoteValidityDays: 7,
  leadDays: 3,
  restChargeHours: 48,
  cakesPerDay: 4,
  alertAfterHours: 4,
  flavours: ['Ciocolată', 'Vanilie'],
  fillings: ['Zmeură'],
};
