import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import type { CardPaymentResultOut, PaymentsConfigOut } from '@/types/api';
import { cardErrorText } from './card-errors';
import type { StripeCardElement, StripeClient } from './stripe';

/* Online card payment (issue 18), shared by the checkout and the order page. */

/** Who may pay: whoever holds the order's follow secret, or its signed-in owner (bearer). */
export type OrderAccess = { orderKey: string } | { signedIn: true };

export const CARD_TEXTS = {
  unavailable: 'Plata online cu cardul nu poate fi încărcată acum. Alege altă metodă de plată sau încearcă din nou mai târziu.',
  failed: 'Plata cu cardul nu a reușit. Încearcă din nou sau folosește alt card.',
  checking: 'Se verifică cardul…',
  confirming: 'Se confirmă plata…',
  reserved: 'Suma este doar rezervată pe card acum; o încasăm când cofetăria acceptă comanda. Dacă o refuză, suma se deblochează imediat.',
  expired: 'Timpul pentru plată a expirat; comanda a fost anulată.',
} as const;

export const paymentsKeys = { config: ['user-service', 'payments', 'config'] as const };

/** GET /user-service/payments/config (public): whether the shop takes cards online, and how. */
export function getPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfigOut> {
  return api.get<PaymentsConfigOut>('/user-service/payments/config', { skipAuth: true, signal });
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: paymentsKeys.config,
    queryFn: ({ signal }) => getPaymentsConfig(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

function accessOptions(access: OrderAccess) {
  return 'orderKey' in access ? { headers: { 'X-Order-Key': access.orderKey }, skipAuth: true } : {};
}

const cardPaymentPath = (orderNumber: string) => `/user-service/orders/${encodeURIComponent(orderNumber)}/card-payment`;

/** POST …/card-payment {token}: the server authorizes the amount it priced; 402 when the card is declined. */
export function payOrderByCard(orderNumber: string, token: string, access: OrderAccess): Promise<CardPaymentResultOut> {
  return api.post<CardPaymentResultOut>(cardPaymentPath(orderNumber), { token }, accessOptions(access));
}

/** POST …/card-payment/check: the server fetches the PaymentIntent itself (after 3-D Secure). */
export function checkCardPayment(orderNumber: string, access: OrderAccess): Promise<CardPaymentResultOut> {
  return api.post<CardPaymentResultOut>(`${cardPaymentPath(orderNumber)}/check`, undefined, accessOptions(access));
}

/** The card is held for the order (or already paid): the order has gone to the bakery. */
export function isAuthorized(result: CardPaymentResultOut): boolean {
  return result.cardPayment.state === 'AUTHORIZED' || result.cardPayment.state === 'CAPTURED';
}

/** A refusal the customer can act on (another card, another try): its Romanian message. */
export class CardProblem extends Error {}

/** Stripe's token for what was typed in the card element; a CardProblem saying in Romanian what to fix otherwise. */
export async function cardToken(stripe: StripeClient, card: StripeCardElement): Promise<string> {
  const { token, error } = await stripe.createToken(card);
  if (!token) throw new CardProblem(cardErrorText(error));
  return token.id;
}

export type SettleInput = {
  stripe: StripeClient;
  orderNumber: string;
  token: string;
  access: OrderAccess;
  /** Told when the bank's 3-D Secure step starts (the button then reads "Se confirmă plata…"). */
  onConfirming?: () => void;
};

/**
 * Pays a placed order with a card token: the server authorizes; for 3-D Secure the browser runs
 * Stripe's dialog and then asks the server to look again, since only the server decides. Resolves
 * with the authorized payment; a decline is the server's 402 (ApiError) or a CardProblem.
 */
export async function settleCardPayment({ stripe, orderNumber, token, access, onConfirming }: SettleInput): Promise<CardPaymentResultOut> {
  let result: CardPaymentResultOut;
  try {
    result = await payOrderByCard(orderNumber, token, access);
  } catch (error) {
    // 409: the order no longer awaits payment; perhaps an earlier try went through after all.
    if (!isApiError(error) || error.status !== 409) throw error;
    const now = await checkCardPayment(orderNumber, access).catch(() => null);
    if (now && isAuthorized(now)) return now;
    throw error;
  }
  if (result.clientSecret && !isAuthorized(result)) {
    onConfirming?.();
    const confirmed = await stripe.confirmCardPayment(result.clientSecret);
    result = await checkCardPayment(orderNumber, access);
    if (!isAuthorized(result)) throw new CardProblem(result.cardPayment.declineMessage || (confirmed.error ? cardErrorText(confirmed.error) : CARD_TEXTS.failed));
  }
  if (!isAuthorized(result)) throw new CardProblem(result.cardPayment.declineMessage || CARD_TEXTS.failed);
  return result;
}
