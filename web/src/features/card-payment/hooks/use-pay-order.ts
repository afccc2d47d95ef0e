import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { CARD_TEXTS, CardProblem, cardToken, settleCardPayment, type OrderAccess } from '@/lib/card-payment';
import { useStripeCard } from '@/lib/use-stripe-card';
import { checkCardPayment } from '../api/check-card-payment';
import { usePaymentsConfig } from '../api/get-payments-config';
import { payOrderByCard } from '../api/pay-order-by-card';

export type PayPhase = 'idle' | 'checking' | 'confirming';

/**
 * Paying, from the order page, an order that still waits for its card (the checkout's card was
 * declined, or the customer left before paying): the same card field, the same order. When the
 * card is authorized the page reads the order again (it is now new, or scheduled).
 */
export function usePayOrder(orderNumber: string, access: OrderAccess, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const online = config.data?.jsUrl && config.data.publishableKey ? config.data : null;
  const field = useStripeCard(online?.jsUrl, online?.publishableKey);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<PayPhase>('idle');

  const refuse = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const pay = async () => {
    if (phase !== 'idle') return;
    const { stripe, card } = field;
    if (!stripe || !card) {
      refuse(field.status === 'failed' || config.isError ? CARD_TEXTS.unavailable : 'Câmpul pentru card se încarcă. Încearcă din nou într-o clipă.');
      return;
    }
    setError(null);
    setPhase('checking');
    try {
      const token = await cardToken(stripe, card).catch((e: unknown) => {
        throw e instanceof CardProblem ? e : new CardProblem('Completează datele cardului.');
      });
      await settleCardPayment({
        stripe,
        pay: () => payOrderByCard(orderNumber, token, access),
        check: () => checkCardPayment(orderNumber, access),
        onConfirming: () => setPhase('confirming'),
      });
      toast.success('Plata a fost autorizată. Comanda a ajuns la cofetărie.');
    } catch (e) {
      refuse((e instanceof CardProblem || isApiError(e)) && e.message ? e.message : CARD_TEXTS.failed);
    } finally {
      setPhase('idle');
      // Paid, lapsed (409) or still waiting: the page shows what the server now says.
      void queryClient.invalidateQueries({ queryKey, exact: true });
    }
  };

  return { field, error, phase, pay, unavailable: config.isSuccess && !online };
}
