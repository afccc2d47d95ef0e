import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardField } from '@/components/ui/card-field';
import { formatClock } from '@/lib/bucharest-time';
import { CARD_TEXTS } from '@/lib/card-payment';
import { formatBani, formatMoney } from '@/lib/format';
import type { Bani } from '@/lib/money';
import type { StripeCard } from '@/lib/use-stripe-card';
import type { AwaitingOrder } from '../lib/awaiting-payment';
import { heldUntilMessage } from '../lib/messages';

type CardSectionProps = {
  field: StripeCard;
  error: string | null;
  estimatedTotal: Bani;
  /** Placed and waiting for its card (after a declined card or a failed 3-D Secure). */
  awaiting: AwaitingOrder | null;
  /** Leaves the waiting order to lapse, to place the cart as a new order. */
  onForget?: () => void;
};

/** "Plată online cu cardul": the amount, what happens to it, Stripe's card field and why it was refused. */
export function CardSection({ field, error, estimatedTotal, awaiting, onForget }: CardSectionProps) {
  const clock = awaiting?.payBy ? formatClock(awaiting.payBy) : '';
  return (
    <div className="checkout-card">
      {awaiting ? (
        <Alert tone="info" title={`Comanda nr. ${awaiting.orderNumber} așteaptă plata`}>
          {clock ? <p>{heldUntilMessage(clock)}</p> : null}
          <p>Încearcă din nou cu alt card; comanda nu va fi plasată a doua oară.</p>
          {onForget ? (
            <Button variant="link" size="sm" onClick={onForget}>
              Am schimbat coșul: plasez o comandă nouă
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <p className="checkout-card__total">
        Total de plată: <strong>{awaiting ? formatMoney(awaiting.total) : formatBani(estimatedTotal)}</strong>
      </p>
      <CardField id="checkout-card-element" label="Datele cardului" status={field.status} containerRef={field.container} error={error ?? field.problem} failedText={CARD_TEXTS.unavailable} hint={CARD_TEXTS.reserved} />
    </div>
  );
}
