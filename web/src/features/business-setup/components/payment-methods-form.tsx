import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/input';
import { FieldError } from '@/components/ui/form-field';
import { CardForm } from '@/components/ui/card-form';
import { errorMessage, isApiError } from '@/lib/api-client';
import type { BusinessInformation, PaymentMethodKey } from '@/types/api';
import { useSavePaymentMethods } from '../api/save-payment-methods';
import { MSG } from '../lib/messages';
import { saveSetup } from '../lib/save';
import { paymentSchema, type PaymentValues } from '../lib/schemas';
import { SetupData } from './setup-data';

/** set-payment-methods: cash, card, cash-card at pickup/delivery, and online card payment. */
export function PaymentMethodsForm() {
  return <SetupData>{(info) => <PaymentMethodsBody info={info} />}</SetupData>;
}

function PaymentMethodsBody({ info }: { info: BusinessInformation }) {
  const mutation = useSavePaymentMethods();
  // The server's reason for a refused save (e.g. online payment without the Stripe keys), by the choices.
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PaymentValues>({
    resolver: zodResolver(paymentSchema),
    defaultValues: {
      cash: Boolean(info.cashPayment),
      card: Boolean(info.cardPayment),
      cashCard: Boolean(info.cashAndCardPayment),
      online: Boolean(info.onlineCardPayment),
    },
  });

  const onSubmit = handleSubmit((values) => {
    const paymentMethods: PaymentMethodKey[] = [];
    if (values.cash) paymentMethods.push('cash');
    if (values.card) paymentMethods.push('card');
    if (values.cashCard) paymentMethods.push('cash-card');
    if (values.online) paymentMethods.push('online');
    setRefusal(null);
    return saveSetup(
      async () => {
        await mutation.mutateAsync({ paymentMethods });
        reset(values);
      },
      (error) => setRefusal(isApiError(error) && error.status >= 400 && error.status < 500 ? errorMessage(error, '') || null : null),
    );
  });

  const errorText = errors.cash?.message ?? refusal ?? undefined;
  return (
    <CardForm onSubmit={onSubmit} aria-label="Metode de plată" submitLabel="Salvează" pending={mutation.isPending} actionsClassName="adm-actions">
      <fieldset className="adm-fieldset" aria-describedby={errorText ? 'payment-error' : undefined}>
        <legend className="field__label">Metode de plată acceptate</legend>
        <div className="adm-checks">
          <Checkbox id="payment-cash" label="Numerar" {...register('cash')} />
          <Checkbox id="payment-card" label="Card la ridicare/livrare" {...register('card')} />
          <Checkbox id="payment-cash-card" label="Numerar și card la ridicare/livrare" {...register('cashCard')} />
          <div>
            <Checkbox id="payment-online" label="Plată online cu cardul" aria-describedby="payment-online-hint" {...register('online')} />
            <p className="field__hint" id="payment-online-hint">
              {MSG.onlinePaymentHint}
            </p>
          </div>
        </div>
        <FieldError id="payment-error">{errorText}</FieldError>
      </fieldset>
    </CardForm>
  );
}
