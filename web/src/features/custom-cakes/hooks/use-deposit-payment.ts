import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { cardErrorText } from '@/lib/card-errors';
import { CARD_TEXTS, CardProblem, type OnlineCard } from '@/lib/card-payment';
import { formatMoney } from '@/lib/format';
import type { StripeCardElement, StripeError } from '@/lib/stripe';
import { useAcceptCakeQuote } from '../api/accept-cake-quote';
import { customCakeKeys } from '../api/keys';
import type { AcceptQuoteBody } from '../api/types';
import type { CakeAccess } from '../lib/access';

export type DepositPhase = 'idle' | 'accepting' | 'confirming';

/** Stripe.js's confirmCardPayment with the card element that pays (the shop's type names only the 3-D Secure form). */
type ConfirmWithCard = (
  clientSecret: string,
  data: { payment_method: { card: StripeCardElement } },
) => Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeError }>;

/** The deposit is taken at once; 'processing' settles on the server (webhook or reconciliation). */
const WENT_THROUGH = ['succeeded', 'processing', 'requires_capture'];

/**
 * Accepting a quote and paying its deposit with card payment's field (handed in by the app): the
 * server accepts and opens the deposit's payment, Stripe.js pays it with the card typed and runs
 * the bank's 3-D Secure when asked; the page then reads the request again, since only the server
 * decides that the deposit is in.
 */
export function useDepositPayment(id: string, access: CakeAccess, online: OnlineCard) {
  const accept = useAcceptCakeQuote(id, access);
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<DepositPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<string | null>(null);

  const pay = async (body: AcceptQuoteBody) => {
    if (phase !== 'idle') return;
    setError(null);
    const { stripe, card } = online.field;
    if (!stripe || !card) {
      setError(online.field.status === 'failed' || online.unavailable ? CARD_TEXTS.unavailable : 'Câmpul pentru card se încarcă. Încearcă din nou într-o clipă.');
      return;
    }
    setPhase('accepting');
    try {
      const { clientSecret, depositAmount } = await accept.mutateAsync(body);
      setPhase('confirming');
      const confirm: ConfirmWithCard = stripe.confirmCardPayment.bind(stripe);
      const result = await confirm(clientSecret, { payment_method: { card } });
      if (result.error || !WENT_THROUGH.includes(result.paymentIntent?.status ?? '')) throw new CardProblem(cardErrorText(result.error));
      setPaid(depositAmount);
      toast.success(`Avans plătit: ${formatMoney(depositAmount)}. Ziua ta este rezervată.`);
    } catch (e) {
      const message = (e instanceof CardProblem || isApiError(e)) && e.message ? e.message : CARD_TEXTS.failed;
      setError(message);
      toast.error(message);
    } finally {
      setPhase('idle');
      void queryClient.invalidateQueries({ queryKey: customCakeKeys.request(id, access.cheie) });
    }
  };

  return { pay, phase, error: error ?? online.field.problem, paid };
}
