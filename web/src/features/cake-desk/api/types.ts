import type { CakeRequestStatus, PaymentOption } from '@/types/api';

/*
 * The staff's custom cakes, named over the generated API types. Money is a decimal string in RON
 * ("250.00"), days are "YYYY-MM-DD", moments ISO 8601. The websocket's message is not in the
 * OpenAPI documents, so it is typed here by what the panel reads from it.
 */
export type {
  CakeChange,
  CakeDayLoad,
  CakePayment,
  CakePaymentPurpose,
  CakeQuote,
  CakeQuoteDefaults,
  CakeRefund,
  CakeRequestStatus,
  RestPayment,
  CakeDeclineBody as DeclineBody,
  CakeDeliveredBody as MarkDeliveredBody,
  CakeQuoteBody as SendQuoteBody,
  StaffCakeCancelBody as StaffCancelBody,
  StaffCakeCancelled as StaffCancelled,
  StaffCakeRequest as CakeRequestDetail,
  StaffCakeRequestPage as CakeRequestPage,
  StaffCakeRequestRow as CakeRequestRow,
} from '@/types/api';

/** How staff were paid the rest at pickup, when it was not charged online. */
export type RestPaidWith = Extract<PaymentOption, 'CASH' | 'CARD'>;

/** The websocket's word that a request changed (new, quoted, paid, …). */
export type CakeRequestMessage = { type: 'CAKE_REQUEST'; id: number; status?: CakeRequestStatus };
