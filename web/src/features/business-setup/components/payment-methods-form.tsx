import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/input';
import { FieldError } from '@/components/ui/form-field';
import { CardForm } from '@/components/ui/card-form';
import { useSavePaymentMethods } from '../api/save-payment-methods';
import type { BusinessInformation, PaymentMethodKey } from '@/types/api';
import { saveSetup } from '../lib/save';
import { paymentSchema, type PaymentValues } from '../lib/schemas';
import { SetupData } from './setup-data';

/** set-payment-methods: cash, card, cash-card. */
export function PaymentMethodsForm() {
  return <SetupData>{(info) => <PaymentMethodsBody info={info} />}</SetupData>;
}

function PaymentMethodsBody({ info }: { info: BusinessInformation }) {
  const mutation = useSavePaymentMethods();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PaymentValues>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { cash: Boolean(info.cashPayment), card: Boolean(info.cardPayment), cashCard: Boolean(info.cashAndCardPayment) },
  });

  const onSubmit = handleSubmit((values) => {
    const paymentMethods: PaymentMethodKey[] = [];
    if (values.cash) paymentMethods.push('cash');
    if (values.card) paymentMethods.push('card');
    if (values.cashCard) paymentMethods.push('cash-card');
    return saveSetup(async () => {
      await mutation.mutateAsync({ paymentMethods });
      reset(values);
    });
  });

  return (
    <CardForm onSubmit={onSubmit} aria-label="Metode de plată" submitLabel="Salvează" pending={mutation.isPending} actionsClassName="adm-actions">
      <fieldset className="adm-fieldset" aria-describedby={errors.cash ? 'payment-error' : undefined}>
        <legend className="field__label">Metode de plată acceptate</legend>
        <div className="adm-checks">
          <Checkbox id="payment-cash" label="Numerar" {...register('cash')} />
          <Checkbox id="payment-card" label="Card" {...register('card')} />
          <Checkbox id="payment-cash-card" label="Numerar și card" {...register('cashCard')} />
        </div>
        <FieldError id="payment-error">{errors.cash?.message}</FieldError>
      </fieldset>
    </CardForm>
  );
}
