import type { PlaceOrderBody } from '@/types/api';

/*
 * The custom cakes' names over the generated API types; only the form's `request` part is typed
 * here, since the service reads it from a multipart text part that its OpenAPI document cannot
 * describe.
 */
export type {
  AcceptCakeQuoteBody as AcceptQuoteBody,
  CakeCancelled,
  CakeChange,
  CakePayment,
  CakePaymentCheck,
  CakeQuote,
  CakeRefund,
  CakeRequest as CakeRequestDetail,
  CakeOptions as CakeRequestOptions,
  CakeRequestCreated,
  CakeRequestStatus,
  DepositCard,
  RestCard,
  RestPayment,
} from '@/types/api';

/** The contact (and, for a delivery, the address) exactly as place-order takes it. */
export type CakeDeliveryDetails = PlaceOrderBody['deliveryDetailsBean'];

/** The `request` part of POST /user-service/cake-requests (the server's CakeRequestIn). */
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
  description: string | null;
  /** The gallery item or the special category the request started from. */
  productId?: number | null;
  categoryId?: number | null;
};
