import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardField } from '@/components/ui/card-field';
import { formatClock } from '@/lib/bucharest-time';
import { CARD_TEXTS, type PayOrderFormProps } from '@/lib/card-payment';
import { formatMoney } from '@/lib/format';
import { usePayOrder } from '../hooks/use-pay-order';

/** While the order waits for its card: the amount, until when it is held, the card field and "Plătește". */
export function PayOrderForm({ orderNumber, access, payment, onSettled }: PayOrderFormProps) {
  const { field, error, phase, onSubmit, unavailable } = usePayOrder({ orderNumber, access }, onSettled);
  const clock = formatClock(payment.holdUntil);
  if (unavailable) return <Alert tone="error">{CARD_TEXTS.unavailable}</Alert>;
  return (
    <form className="order-pay" aria-label="Plata comenzii" noValidate onSubmit={onSubmit}>
      {clock ? <p className="order-pay__hold">Comanda este rezervată până la {clock}.</p> : null}
      <p className="order-pay__total">
        Total de plată: <strong>{formatMoney(payment.amount)}</strong>
      </p>
      <CardField id="order-card-element" label="Datele cardului" status={field.status} containerRef={field.container} error={error ?? field.problem} failedText={CARD_TEXTS.unavailable} hint={CARD_TEXTS.reserved} />
      <Button type="submit" loading={phase !== 'idle'} disabled={field.status !== 'ready'}>
        {phase === 'checking' ? CARD_TEXTS.checking : phase === 'confirming' ? CARD_TEXTS.confirming : CARD_TEXTS.pay}
      </Button>
    </form>
  );
}
