import type { PlaceOrderBody } from '@/types/api';

/*
 * The custom-cake calls of the user service, written by hand from their public contract while the
 * service is being built. Once its OpenAPI document has them (`npm run api-types`), these names
 * become aliases of the generated schemas in src/types/api/index.ts and this file goes.
 */

/** Where a request stands; it only moves forward. */
export type CakeRequestStatus = 'REQUESTED' | 'QUOTED' | 'ACCEPTED' | 'LOCKED' | 'DELIVERED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED';

/** How the rest of the price is paid once the deposit is in. */
export type RestPayment = 'AT_PICKUP' | 'CARD_AUTO';

/** GET /user-service/cake-requests/options (public): the lists and terms the owner set up. */
export type CakeRequestOptions = {
  flavours: string[];
  fillings: string[];
  /** The earliest event day is today plus this many days. */
  leadDays: number;
  /** Default deposit, percent of the price ("30.00"). */
  depositPercent: string;
  /** Cancelling at least this many days before the event refunds the deposit in full. */
  freeCancellationDays: number;
  /** After that, the percent of what was paid the bakery keeps ("50.00"). */
  keptPercent: string;
  /** For CARD_AUTO: the rest is charged this many hours before pickup or delivery. */
  restChargeHours: number;
};

/** The contact (and, for a delivery, the address) exactly as place-order takes it. */
export type CakeDeliveryDetails = PlaceOrderBody['deliveryDetailsBean'];

/** The `request` part of POST /user-service/cake-requests. */
export type CakeRequestBody = {
  /** YYYY-MM-DD */
  eventDate: string;
  /** HH:mm */
  time: string;
  deliveryMethodChosen: 'PICKUP' | 'DELIVERY';
  pickupLocationId: number | null;
  deliveryDetailsBean: CakeDeliveryDetails;
  servings: number;
  flavour: string;
  filling: string;
  inscription: string | null;
  allergies: string | null;
  /** RON as a decimal string ("350.00"), or null. */
  budget: string | null;
  description: string;
};

/** 201 of POST /user-service/cake-requests. */
export type CakeRequestCreated = { id: number | string; followKey: string };

export type CakeQuote = {
  id: number | string;
  /** Versions count from 1; only the latest can be accepted. */
  version?: number;
  price: string;
  /** What the price includes. */
  description?: string | null;
  depositPercent: string;
  depositAmount: string;
  /** YYYY-MM-DD or an ISO instant. */
  validUntil: string;
  /** After this day the request can no longer change. */
  lockDate: string;
  createdAt?: string | null;
};

export type CakePayment = {
  /** DEPOSIT or REST */
  kind?: string | null;
  amount: string;
  /** CARD, CASH, … */
  method?: string | null;
  paidAt?: string | null;
};

export type CakeRefund = { amount: string; reason?: string | null; createdAt?: string | null };

export type CakePhoto = { id?: number | string; url: string; thumbnailUrl?: string | null };

/** A change request of the customer, or the bakery's answer. */
export type CakeMessage = { message: string; author?: string | null; createdAt?: string | null };

/** GET /user-service/cake-requests/{id} */
export type CakeRequestDetail = Omit<CakeRequestBody, 'budget'> & {
  id: number | string;
  status: CakeRequestStatus;
  budget?: string | null;
  createdAt?: string | null;
  pickupLocationName?: string | null;
  photos?: CakePhoto[];
  quotes: CakeQuote[];
  payments?: CakePayment[];
  refunds?: CakeRefund[];
  restPayment?: RestPayment | null;
  declineReason?: string | null;
  messages?: CakeMessage[];
};

/** POST /user-service/cake-requests/{id}/accept */
export type AcceptQuoteBody = { quoteId: number | string; restPayment: RestPayment };
export type AcceptQuoteResult = { clientSecret: string; depositAmount: string };
