import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { formatBani } from '@/lib/format';
import { baniToMoney, parseMoney, type Bani } from '@/lib/money';
import type { StripeCard } from '@/lib/use-stripe-card';
import type { PaymentOption } from '@/types/api';
import type { AwaitingOrder } from '../lib/awaiting-payment';
import { PAYMENT_LABELS } from '../lib/messages';
import type { CheckoutValues } from '../lib/schema';
import { CardSection } from './card-section';

type PaymentFieldsProps = {
  methods: PaymentOption[];
  estimatedTotal: Bani;
  /** "Plată online cu cardul": Stripe's card field, its refusal and the order waiting for it. */
  online: { field: StripeCard; error: string | null; awaiting: AwaitingOrder | null; forget: () => void };
};

const DESCRIPTIONS: Record<PaymentOption, string> = {
  CASH: 'Plătești la ridicare sau la livrare.',
  CARD: 'Plătești cu cardul, la ridicare sau la livrare.',
  CASH_CARD: 'O parte numerar, restul cu cardul.',
  ONLINE: 'Plătești acum, în siguranță; suma se încasează când cofetăria acceptă comanda.',
};

/**
 * The payment methods the shop accepts; 'Numerar și card' asks both amounts (they add up to the
 * total); online, the card. An order placed and waiting for its card keeps the online method.
 */
export function PaymentFields({ methods, estimatedTotal, online }: PaymentFieldsProps) {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const payment = useWatch<CheckoutValues, 'payment'>({ name: 'payment' });

  if (online.awaiting) {
    return (
      <div className="checkout-section__body">
        <CardSection field={online.field} error={online.error} estimatedTotal={estimatedTotal} awaiting={online.awaiting} onForget={online.forget} />
      </div>
    );
  }
  if (methods.length === 0) return <Alert tone="error">Momentan nu este disponibilă nicio metodă de plată. Te rugăm să ne suni.</Alert>;

  // Typing one amount fills the other with the rest of the estimated total.
  const rest = (value: string): string | null => {
    const amount = parseMoney(value);
    if (amount === null || amount < 0 || amount > estimatedTotal) return null;
    return baniToMoney(estimatedTotal - amount);
  };

  return (
    <div className="checkout-section__body">
      <ChoiceGroup
        id="checkout-payment"
        legend="Cum plătești?"
        field={register('payment')}
        error={errors.payment?.message}
        options={methods.map((m) => ({ value: m, label: PAYMENT_LABELS[m], description: DESCRIPTIONS[m] }))}
      />
      {payment === 'ONLINE' ? <CardSection field={online.field} error={online.error} estimatedTotal={estimatedTotal} awaiting={null} /> : null}
      {payment === 'CASH_CARD' ? (
        <>
          <div className="form__row">
            <FormField id="checkout-cash" label="Suma în numerar" error={errors.cashAmount?.message} hint="RON">
              <Input
                inputMode="decimal"
                autoComplete="off"
                {...register('cashAmount', {
                  onChange: (e) => {
                    const other = rest(e.target.value);
                    if (other !== null) setValue('cardAmount', other);
                  },
                })}
              />
            </FormField>
            <FormField id="checkout-card" label="Suma cu cardul" error={errors.cardAmount?.message} hint="RON">
              <Input
                inputMode="decimal"
                autoComplete="off"
                {...register('cardAmount', {
                  onChange: (e) => {
                    const other = rest(e.target.value);
                    if (other !== null) setValue('cashAmount', other);
                  },
                })}
              />
            </FormField>
          </div>
          <p className="field__hint">Împreună: {formatBani(estimatedTotal)} (totalul estimat al comenzii).</p>
        </>
      ) : null}
    </div>
  );
}
