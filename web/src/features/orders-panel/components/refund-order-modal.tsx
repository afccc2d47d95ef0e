import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { LayeredModal } from '@/components/ui/layered-modal';
import { errorMessage } from '@/lib/api-client';
import { formatBani } from '@/lib/format';
import { baniToMoney, normalizeMoney, parseMoney } from '@/lib/money';
import { useRefundOrder } from '../api/refund-order';
import type { CardPaymentOut, OrderDetail } from '@/types/api';
import { MSG } from '../lib/messages';
import { refundableBani } from '../lib/payment';
import { refundSchema, type RefundValues } from '../lib/refund-schema';

type Props = { order: OrderDetail; payment: CardPaymentOut; open: boolean; onClose: () => void };

/** "4550" bani → "45,50", the way the staff type amounts. */
const toInput = (bani: number) => baniToMoney(bani).replace('.', ',');

/** Admin only: gives the customer back part or all of what the card paid, with a reason. */
export function RefundOrderModal({ order, payment, open, onClose }: Props) {
  const mutation = useRefundOrder();
  const rest = refundableBani(payment);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RefundValues>({
    resolver: zodResolver(refundSchema(rest)),
    defaultValues: { amount: toInput(rest), reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const amount = normalizeMoney(values.amount) ?? values.amount;
    try {
      await mutation.mutateAsync({ orderNumber: order.orderNumber, amount, reason: values.reason.trim() });
      toast.success(MSG.refunded(formatBani(parseMoney(amount) ?? 0)));
      onClose();
    } catch (error) {
      const detail = errorMessage(error, '');
      toast.error(MSG.refundFailed, detail && detail !== MSG.refundFailed ? { description: detail } : undefined);
    }
  });

  return (
    <LayeredModal
      open={open}
      onClose={() => (mutation.isPending ? undefined : onClose())}
      title={`Rambursează comanda #${order.orderNumber}`}
      initialFocus="input"
      dialogProps={{ 'data-testid': 'refund-modal' }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Anulează
          </Button>
          <Button variant="danger" type="submit" form="refund-order-form" loading={mutation.isPending} data-action="confirm-refund">
            Rambursează
          </Button>
        </>
      }
    >
      <form id="refund-order-form" className="op-form" onSubmit={onSubmit} noValidate>
        <p className="op-muted">
          Încasat online: {formatBani(parseMoney(payment.capturedAmount) ?? 0)}. Se mai pot rambursa cel mult {formatBani(rest)}; banii
          ajung înapoi pe cardul clientului.
        </p>
        <FormField id="refund-amount" label="Suma de rambursat (RON)" error={errors.amount?.message} hint="Cu cel mult două zecimale (ex. 45,50).">
          <Input {...register('amount')} inputMode="decimal" autoComplete="off" data-testid="refund-amount" />
        </FormField>
        <FormField id="refund-reason" label="Motivul rambursării" error={errors.reason?.message}>
          <Textarea rows={3} maxLength={500} {...register('reason')} data-testid="refund-reason" />
        </FormField>
      </form>
    </LayeredModal>
  );
}
