import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button, Checkbox } from '@/components/ui';
import { notifyError } from '@/lib/notify';
import { useBusinessInformation } from '../api/get-business-information';
import { useSavePaymentMethods } from '../api/save-payment-methods';
import type { BusinessInformation, PaymentMethod } from '../api/types';
import { MSG } from '../lib/messages';
import { paymentSchema, type PaymentValues } from '../lib/schemas';
import { SetupData } from './setup-data';

/** set-payment-methods: cash, card, cash-card. */
export function PaymentMethodsForm() {
  const query = useBusinessInformation();
  return <SetupData query={query}>{(info) => <PaymentMethodsBody info={info} />}</SetupData>;
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

  const onSubmit = handleSubmit(async (values) => {
    const paymentMethods: PaymentMethod[] = [];
    if (values.cash) paymentMethods.push('cash');
    if (values.card) paymentMethods.push('card');
    if (values.cashCard) paymentMethods.push('cash-card');
    try {
      await mutation.mutateAsync({ paymentMethods });
      reset(values);
      toast.success(MSG.saved);
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-label="Metode de plată">
      <fieldset className="adm-fieldset" aria-describedby={errors.cash ? 'payment-error' : undefined}>
        <legend className="field__label">Metode de plată acceptate</legend>
        <div className="adm-checks">
          <Checkbox id="payment-cash" label="Numerar" {...register('cash')} />
          <Checkbox id="payment-card" label="Card" {...register('card')} />
          <Checkbox id="payment-cash-card" label="Numerar și card" {...register('cashCard')} />
        </div>
        {errors.cash ? (
          <p className="field__error" id="payment-error" role="alert">
            {errors.cash.message}
          </p>
        ) : null}
      </fieldset>
      <div className="adm-actions">
        <Button type="submit" loading={mutation.isPending}>
          Salvează
        </Button>
      </div>
    </form>
  );
}
