import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { cardErrorText } from '@/lib/card-errors';
import { CARD_TEXTS, CardProblem, type OnlineCard } from '@/lib/card-payment';
import { formatMoney } from '@/lib/format';
import { acceptCakeQuote } from '../api/accept-cake-quote';
import { checkCakePayment } from '../api/check-cake-payment';
import { customCakeKeys } from '../api/keys';
import { payCakeRest } from '../api/pay-cake-rest';
import type { AcceptQuoteBody } from '../api/types';
import type { CakeAccess } from '../lib/access';

export type CardPhase = 'idle' | 'accepting' | 'confirming';

/** What was paid, shown at once while the request is read again. */
export type CakePaid = { purpose: 'DEPOSIT' | 'REST'; amount: string };

/** Money the card has given: the server's word after payment-check. */
const TAKEN = ['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED'];

/**
 * Paying a custom cake's deposit (accepting its quote) or its rest with card payment's field,
 * handed in by the app. The server answers a card setup: Stripe.js saves the typed card on it
 * (3-D Secure when the bank asks), then the server charges it (payment-check). When the bank asks
 * 3-D Secure on the charge too, Stripe.js runs it and the server looks again. A refused card is the
 * server's 402 with the bank's reason: the customer starts again with another card.
 */
export function useCakeCardPayment(id: string, access: CakeAccess, online: OnlineCard) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CardPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<CakePaid | null>(null);

  const run = async (purpose: CakePaid['purpose'], start: () => Promise<{ clientSecret: string; amount: string }>) => {
    if (phase !== 'idle') return;
    setError(null);
    const { stripe, card } = online.field;
    if (!stripe || !card) {
      setError(online.field.status === 'failed' || online.unavailable ? CARD_TEXTS.unavailable : 'Câmpul pentru card se încarcă. Încearcă din nou într-o clipă.');
      return;
    }
    setPhase('accepting');
    try {
      const { clientSecret, amount } = await start();
      setPhase('confirming');
      const setup = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      if (setup.error) throw new CardProblem(cardErrorText(setup.error));
      let check = await checkCakePayment(id, access);
      if (check.clientSecret) {
        const confirmed = await stripe.confirmCardPayment(check.clientSecret);
        // The server decides either way; a failed 3-D Secure usually comes back as its 402.
        check = await checkCakePayment(id, access);
        if (confirmed.error && !TAKEN.includes(check.state ?? '')) throw new CardProblem(cardErrorText(confirmed.error));
      }
      if (!TAKEN.includes(check.state ?? '')) throw new CardProblem(check.declineMessage || CARD_TEXTS.failed);
      setPaid({ purpose, amount });
      toast.success(purpose === 'DEPOSIT' ? `Avans plătit: ${formatMoney(amount)}. Ziua ta este rezervată.` : `Restul de ${formatMoney(amount)} a fost plătit.`);
    } catch (e) {
      const message = (e instanceof CardProblem || isApiError(e)) && e.message ? e.message : CARD_TEXTS.failed;
      setError(message);
      toast.error(message);
    } finally {
      setPhase('idle');
      await queryClient.invalidateQueries({ queryKey: customCakeKeys.request(id, access.cheie) });
    }
  };

  const payDeposit = (body: AcceptQuoteBody) =>
    run('DEPOSIT', async () => {
      const answer = await acceptCakeQuote(id, access, body);
      return { clientSecret: answer.clientSecret, amount: answer.depositAmount };
    });
  const payRest = () =>
    run('REST', async () => {
      const answer = await payCakeRest(id, access);
      return { clientSecret: answer.clientSecret, amount: answer.restAmount };
    });

  return { payDeposit, payRest, phase, error: error ?? online.field.problem, paid };
}
