import { isApiError } from '@/lib/api-client';
import { cardErrorText } from '@/lib/card-errors';
import { CARD_TEXTS, CardProblem } from '@/lib/card-payment';
import type { StripeCardElement, StripeClient } from '@/lib/stripe';
import type { CardPaymentResultOut } from '@/types/api';

/** The card is held for the order (or already paid): the order has gone to the bakery. */
export function isAuthorized(result: CardPaymentResultOut): boolean {
  return result.cardPayment.state === 'AUTHORIZED' || result.cardPayment.state === 'CAPTURED';
}

/**
 * The id of the PaymentMethod Stripe makes of what was typed in the card element (the card goes to
 * Stripe, never to the shop); a CardProblem saying in Romanian what to fix otherwise.
 */
export async function cardPaymentMethod(stripe: StripeClient, card: StripeCardElement): Promise<string> {
  const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
  if (!paymentMethod) throw new CardProblem(cardErrorText(error));
  return paymentMethod.id;
}

export type SettleInput = {
  stripe: StripeClient;
  /** POST …/card-payment {paymentMethod} for this order and card: the server authorizes the amount it priced; 402 when the card is declined. */
  pay: () => Promise<CardPaymentResultOut>;
  /** POST …/card-payment/check for this order: the server looks at the payment itself (after 3-D Secure). */
  check: () => Promise<CardPaymentResultOut>;
  /** Told when the bank's 3-D Secure step starts (the button then reads "Se confirmă plata…"). */
  onConfirming?: () => void;
};

/**
 * Pays a placed order with a card's PaymentMethod: the server authorizes; for 3-D Secure the browser runs
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
