import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { CARD_TEXTS, CardProblem, type OnlineCard, type PayableOrder } from '@/lib/card-payment';
import type { PlacedOrder } from '@/types/api';
import { rememberAwaiting, restoreAwaiting, type AwaitingOrder } from '../lib/awaiting-payment';

export type CardPhase = 'idle' | 'checking' | 'confirming';

type CardPaymentInput = {
  /** Online card payment (its field, its calls), handed in by the app. */
  online: OnlineCard;
  /** Places the order (once); null when it was refused (the caller has said why). */
  place: () => Promise<PlacedOrder | null>;
  /** The card is authorized: the order has gone to the bakery. */
  onPaid: (order: AwaitingOrder) => void;
};

const payable = (order: AwaitingOrder): PayableOrder => ({
  orderNumber: order.orderNumber,
  access: order.followToken ? { orderKey: order.followToken } : { signedIn: true },
});

/**
 * The checkout's online payment: a token for the card (nothing is placed when the card field
 * refuses it), the order placed once, then the card tried on it. A declined card or a failed
 * 3-D Secure keeps the placed order: the next try with another card pays the same order.
 */
export function useCardPayment({ online, place, onPaid }: CardPaymentInput) {
  const [awaiting, setAwaitingState] = useState<AwaitingOrder | null>(() => restoreAwaiting());
  const setAwaiting = (order: AwaitingOrder | null) => {
    rememberAwaiting(order);
    setAwaitingState(order);
  };
  const [cardError, setCardError] = useState<string | null>(null);
  const [phase, setPhase] = useState<CardPhase>('idle');

  const refuse = (message: string) => {
    setCardError(message);
    toast.error(message);
  };

  /** After a 409 the order no longer waits: paid meanwhile (go on) or lapsed (place it again). */
  const settleConflict = async (order: AwaitingOrder, error: unknown) => {
    const now = await online.check(payable(order)).catch(() => null);
    if (now?.status === 'PAYMENT_EXPIRED') {
      setAwaiting(null);
      refuse(`${CARD_TEXTS.expired} Poți plasa comanda din nou.`);
    } else refuse(errorMessage(error, CARD_TEXTS.failed));
  };

  const pay = async () => {
    setCardError(null);
    setPhase('checking');
    let order = awaiting;
    try {
      const token = await online.token();
      if (!order) {
        const placed = await place();
        if (!placed) return;
        order = {
          orderNumber: placed.orderNumber,
          followToken: placed.followToken,
          followUrl: placed.followUrl,
          payBy: placed.payBy ?? null,
          total: placed.totalPrice,
        };
        setAwaiting(order);
      }
      await online.settle(payable(order), token, () => setPhase('confirming'));
      setAwaiting(null);
      onPaid(order);
    } catch (error) {
      if (order && isApiError(error) && error.status === 409) await settleConflict(order, error);
      else refuse((error instanceof CardProblem || isApiError(error)) && error.message ? error.message : CARD_TEXTS.failed);
    } finally {
      setPhase('idle');
    }
  };

  /** The customer changed the cart and wants a new order: the waiting one lapses on its own. */
  const forget = () => {
    setAwaiting(null);
    setCardError(null);
  };

  return { awaiting, cardError, phase, pay, forget };
}
