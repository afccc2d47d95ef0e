import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { CARD_TEXTS, CardProblem, type PayableOrder } from '@/lib/card-payment';
import { useOnlineCard } from './use-online-card';

export type PayPhase = 'idle' | 'checking' | 'confirming';

/**
 * Paying, from the order page, an order that still waits for its card (the checkout's card was
 * declined, or the customer left before paying): the same card field, the same order. Once the
 * try is over (paid, lapsed or refused) `onSettled` lets the page read the order again.
 */
export function usePayOrder(order: PayableOrder, onSettled: () => void) {
  const online = useOnlineCard();
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<PayPhase>('idle');

  const pay = async () => {
    if (phase !== 'idle') return;
    setError(null);
    setPhase('checking');
    try {
      const card = await online.token();
      await online.settle(order, card, () => setPhase('confirming'));
      toast.success('Plata a fost autorizată. Comanda a ajuns la cofetărie.');
    } catch (e) {
      const message = (e instanceof CardProblem || isApiError(e)) && e.message ? e.message : CARD_TEXTS.failed;
      setError(message);
      toast.error(message);
    } finally {
      setPhase('idle');
      // Paid, lapsed (409) or still waiting: the page shows what the server now says.
      onSettled();
    }
  };

  /** The form's submit: pays, once at a time. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void pay();
  };

  return { field: online.field, error, phase, onSubmit, unavailable: online.unavailable };
}
