import type { DeliveryMethod } from '@/types/api';

/*
 * Written by hand from the custom cakes' public contract while admin-service builds it: once its
 * OpenAPI document has them, `npm run api-types` generates these shapes and this file becomes
 * names over '@/types/api' (as orders-panel/api/types.ts does), the fields below kept as they are.
 * Money is a decimal string in RON ("250.00"), days are "YYYY-MM-DD", moments ISO 8601.
 */

/** requested → quoted → accepted → locked → delivered, or declined, expired, cancelled. */
export type CakeRequestStatus = 'REQUESTED' | 'QUOTED' | 'ACCEPTED' | 'LOCKED' | 'DELIVERED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED';

/** How the customer pays the rest: at pickup (cash or card) or charged from the saved card. */
export type RestPayment = 'AT_PICKUP' | 'CARD_AUTO';

/** How staff were paid the rest at pickup, when it was not charged online. */
export type RestPaidWith = 'CASH' | 'CARD';

/** One row of GET /admin-service/cake-requests?status= (newest first). */
export type CakeRequestRow = {
  id: number;
  status: CakeRequestStatus;
  /** YYYY-MM-DD */
  eventDate: string;
  /** HH:mm */
  time: string;
  deliveryMethodChosen: DeliveryMethod;
  servings: number;
  contactName: string;
  /** When the customer sent the request (ISO): how long a REQUESTED one has waited. */
  createdAt: string;
  /** An automatic charge of the rest failed: staff collect it at pickup. */
  restUnpaid?: boolean;
};

export type CakeRequestPhoto = {
  /** The photo at full size. */
  url: string;
  /** A small copy for the list of photos; the full one when absent. */
  thumbnailUrl?: string | null;
};

/** The delivery address as `place-order`'s deliveryDetailsBean (its contact fields too, when sent). */
export type CakeAddress = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  city?: string | null;
  streetAddress?: string | null;
  streetNumberAddress?: string | null;
  buildingNumber?: string | null;
  appartmentNumber?: string | null;
  postalCode?: string | null;
};

/**
 * One line of the request's record: a move between statuses (from → to), a message that moves
 * nothing (both null), or both (a change asked sends a quote back to REQUESTED, a decline has its
 * reason). `changedBy` is the staff member's name; null: the customer or the system.
 */
export type CakeChange = {
  fromStatus: CakeRequestStatus | null;
  toStatus: CakeRequestStatus | null;
  message?: string | null;
  changedBy?: string | null;
  changedAt: string;
};

export type CakeQuote = {
  id: number;
  /** 1, 2, … : only the latest can be accepted. */
  version?: number;
  price: string;
  /** "30" or "30.00": percent of the price paid now. */
  depositPercent: string;
  depositAmount: string;
  description?: string | null;
  /** YYYY-MM-DD */
  validUntil: string;
  /** YYYY-MM-DD: after it the request no longer changes. */
  lockDate: string;
  createdAt?: string | null;
  createdBy?: string | null;
};

export type CakePaymentPurpose = 'DEPOSIT' | 'REST';

/** Where an online card payment's money is (as an order's card payment). */
export type CakeCardState = 'AWAITING' | 'AUTHORIZED' | 'CAPTURED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'RELEASED' | 'EXPIRED';

/** The deposit or the rest, paid online by card. Only a captured one was paid. */
export type CakePayment = {
  purpose: CakePaymentPurpose;
  /** The sum due. */
  amount: string;
  cardState?: CakeCardState | null;
  capturedAmount?: string | null;
  capturedAt?: string | null;
  refundedAmount?: string | null;
};

export type CakeRefund = { amount: string; reason?: string | null; createdAt: string };

/** The event day's production load, to judge whether one more cake fits. */
export type CakeDayLoad = { orders: number; cakes: number; cakesPerDay: number | null };

/** GET /admin-service/cake-requests/{id} */
export type CakeRequestDetail = CakeRequestRow & {
  pickupLocationId?: number | null;
  pickupLocationName?: string | null;
  contactEmail: string;
  contactPhone: string;
  deliveryDetailsBean?: CakeAddress | null;
  flavour?: string | null;
  filling?: string | null;
  inscription?: string | null;
  allergies?: string | null;
  budget?: string | null;
  description?: string | null;
  photos: CakeRequestPhoto[];
  changes: CakeChange[];
  quotes: CakeQuote[];
  dayLoad: CakeDayLoad;
  restPayment?: RestPayment | null;
  /** How the rest was paid at pickup or delivery, when it was not charged online. */
  restPaidWith?: RestPaidWith | null;
  payments: CakePayment[];
  refunds: CakeRefund[];
  declineReason?: string | null;
};

/** POST /admin-service/cake-requests/{id}/quote */
export type SendQuoteBody = {
  price: string;
  depositPercent: string;
  description: string;
  validUntil: string;
  lockDate: string;
};

/** POST /admin-service/cake-requests/{id}/decline */
export type DeclineBody = { reason: string };

/** POST /admin-service/cake-requests/{id}/mark-delivered */
export type MarkDeliveredBody = { restPaidWith: RestPaidWith | null };

/** What the quote form takes from the custom cakes' setup (GET /admin-service/setup/custom-cakes). */
export type CakeQuoteDefaults = {
  depositPercent: string;
  lockDays: number;
  quoteValidityDays: number;
};

/** The websocket's word that a request changed (new, quoted, paid, …). */
export type CakeRequestMessage = { type: 'CAKE_REQUEST'; id: number; status?: CakeRequestStatus };
