import { CARD_TEXTS, CardProblem, type OnlineCard, type PayableOrder } from '@/lib/card-payment';
import { useStripeCard } from '@/lib/use-stripe-card';
import { checkCardPayment } from '../api/check-card-payment';
import { usePaymentsConfig } from '../api/get-payments-config';
import { payOrderByCard } from '../api/pay-order-by-card';
import { cardPaymentMethod, settleCardPayment } from '../lib/settle-card-payment';

/**
 * The shop's online card payment for a page that pays (the checkout, the order page): the
 * server's config, Stripe's card field (Stripe.js is fetched only once the field is on the page)
 * and the steps of one payment, each call made here.
 */
export function useOnlineCard(): OnlineCard {
  const config = usePaymentsConfig();
  const online = config.data?.enabled && config.data.jsUrl && config.data.publishableKey ? config.data : null;
  const field = useStripeCard(online?.jsUrl, online?.publishableKey);

  // The card's PaymentMethod: OnlineCard calls Stripe's stand-in for the card its token.
  const token = async () => {
    const { stripe, card } = field;
    if (!stripe || !card) {
      throw new CardProblem(field.status === 'failed' || config.isError ? CARD_TEXTS.unavailable : 'Câmpul pentru card se încarcă. Încearcă din nou într-o clipă.');
    }
    // localstripe's shim throws (instead of answering an error) for an empty card field.
    return cardPaymentMethod(stripe, card).catch((e: unknown) => {
      throw e instanceof CardProblem ? e : new CardProblem('Completează datele cardului.');
    });
  };

  const check = ({ orderNumber, access }: PayableOrder) => checkCardPayment(orderNumber, access);

  const settle = async (order: PayableOrder, paymentMethodId: string, onConfirming?: () => void) => {
    const { stripe } = field;
    if (!stripe) throw new CardProblem(CARD_TEXTS.unavailable);
    return settleCardPayment({ stripe, pay: () => payOrderByCard(order.orderNumber, paymentMethodId, order.access), check: () => check(order), onConfirming });
  };

  return { offered: Boolean(online), unavailable: config.isSuccess && !online, field, token, settle, check };
}
