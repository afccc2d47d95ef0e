import { isApiError, type RequestOptions } from '@/lib/api-client';
import type { CardPaymentResultOut } from '@/types/api';
import { cardErrorText } from './card-errors';
import type { StripeCardElement, StripeClient } from './stripe';

/*
 * Online card payment, shared by the checkout (pays right after placing) and the order page (pays
 * an order still waiting for its card): the texts, the Stripe steps and the order in which the
 * server is asked. The calls themselves are each feature's own (its api/ folder), handed in here.
 */

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

/** How a call about an order is let in: the follow secret in X-Order-Key (no bearer), or the session's bearer. */
export function orderAccessOptions(access: OrderAccess): Pick<RequestOptions, 'headers' | 'skipAuth'> {
  return 'orderKey' in access ? { headers: { 'X-Order-Key': access.orderKey }, skipAuth: true } : {};
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
  /** POST …/card-payment {token} for this order and card: the server authorizes the amount it priced; 402 when the card is declined. */
  pay: () => Promise<CardPaymentResultOut>;
  /** POST …/card-payment/check for this order: the server looks at the payment itself (after 3-D Secure). */
  check: () => Promise<CardPaymentResultOut>;
  /** Told when the bank's 3-D Secure step starts (the button then reads "Se confirmă plata…"). */
  onConfirming?: () => void;
};

/**
 * Pays a placed order with a card token: the server authorizes; for 3-D Secure the browser runs
 * Stripe's dialog and then asks the server to look again, since only the server decides. Resolves
 * with the authorized payment; a decline is the server's 402 (ApiError) or a CardProblem.
 */
export async function settleCardPayment({ stripe, pay, check, onConfirming }: SettleInput): Promise<CardPaymentResultOut> {
  let result: CardPaymentResultOut;
  try {
    result = await pay();
  } catch (error) {
    // 409: the order no longer awaits payment; perhaps an earlier try went through after all.
    if (!isApiError(error) || error.status !== 409) throw error;
    const now = await check().catch(() => null);
    if (now && isAuthorized(now)) return now;
    throw error;
  }
  if (result.clientSecret && !isAuthorized(result)) {
    onConfirming?.();
    const confirmed = await stripe.confirmCardPayment(result.clientSecret);
    result = await check();
    if (!isAuthorized(result)) throw new CardProblem(result.cardPayment.declineMessage || (confirmed.error ? cardErrorText(confirmed.error) : CARD_TEXTS.failed));
  }
  if (!isAuthorized(result)) throw new CardProblem(result.cardPayment.declineMessage || CARD_TEXTS.failed);
  return result;
}
