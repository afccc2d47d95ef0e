import type { CakeRequestDetail, CakeRequestRow } from '../api/types';

/** A request sent at 08:40 on 01-12-2026 (Bucharest), for a birthday on 20-12-2026. */
export const WAITING_ROW: CakeRequestRow = {
  id: 7,
  status: 'REQUESTED',
  eventDate: '2026-12-20',
  time: '16:30',
  deliveryMethodChosen: 'PICKUP',
  servings: 24,
  flavour: 'Ciocolată',
  contactName: 'Maria Ionescu',
  createdAt: '2026-12-01T08:40:00+02:00',
  waitingSince: '2026-12-01T08:40:00+02:00',
  latestQuotePrice: null,
  depositPaid: '0.00',
  restDue: '0.00',
  restUnpaid: false,
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
  waitingSince: '2026-11-30T10:00:00+02:00',
};

/** A list's answer: the rows of one page and how many there are in all. */
export const page = (rows: CakeRequestRow[], totalElements = rows.length) => ({ content: rows, totalElements });

export const REQUEST_DETAIL: CakeRequestDetail = {
  ...WAITING_ROW,
  eventMoment: '2026-12-20T16:30:00+02:00',
  pickupLocationId: 1,
  pickupLocationName: 'Cofetăria Dulce, Bulevardul Victoriei',
  contactEmail: 'maria@example.ro',
  contactPhone: '0722 123 456',
  deliveryDetailsBean: {},
  filling: 'Zmeură',
  inscription: 'La mulți ani, Ana!',
  allergies: 'fără nuci',
  budget: '400.00',
  description: 'Tort cu două etaje și o figurină de unicorn.',
  productId: null,
  categoryId: null,
  userId: null,
  orderId: null,
  orderNumber: null,
  photos: ['/admin-service/cake-requests/7/photos/1'],
  changes: [{ fromStatus: null, toStatus: 'REQUESTED', message: null, byStaff: false, at: '2026-12-01T08:40:00+02:00' }],
  quotes: [],
  dayLoad: { orders: 12, cakes: 3, cakesPerDay: 4 },
  restPayment: null,
  restPaidWith: null,
  payments: [],
  refunds: [],
  declineReason: null,
};

/** What the quote form starts from: 30% deposit, locked 5 days before, valid 7 days. */
export const QUOTE_SETUP = { depositPercent: '30.00', lockDays: 5, quoteValidityDays: 7 };
