import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { LayeredModal } from '@/components/ui/layered-modal';
import { formatBani } from '@/lib/format';
import { useRejectOrder } from '../api/reject-order';
import type { OrderDetail } from '@/types/api';
import { rejectSchema, type RejectValues } from '../lib/accept-schema';
import { MSG } from '../lib/messages';
import { onlinePayment, refundableBani } from '../lib/payment';
import { reportActionFailure } from './action-failure';

type Props = { order: OrderDetail; open: boolean; onClose: () => void };

/** Rejecting needs a reason that is not blank after trimming: the customer is told why. */
export function RejectOrderModal({ order, open, onClose }: Props) {
  const mutation = useRejectOrder();
  const payment = onlinePayment(order);
  // The staff should know that refusing also gives the customer's money back, and how.
  const paymentNote =
    payment?.state === 'AUTHORIZED'
      ? MSG.releaseOnReject
      : payment && refundableBani(payment) > 0
        ? MSG.refundOnReject(formatBani(refundableBani(payment)))
        : null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectValues>({ resolver: zodResolver(rejectSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await mutation.mutateAsync({ orderNumber: order.orderNumber, reason: reason.trim() });
      toast.success(MSG.rejected);
      onClose();
    } catch (error) {
      if (reportActionFailure(error, MSG.rejectFailed)) onClose();
    }
  });

  return (
    <LayeredModal
      open={open}
      onClose={() => (mutation.isPending ? undefined : onClose())}
      title={`Respingeți comanda #${order.orderNumber}?`}
      initialFocus="textarea"
      dialogProps={{ 'data-testid': 'reject-modal' }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Nu, înapoi
          </Button>
          <Button variant="danger" type="submit" form="reject-order-form" loading={mutation.isPending} data-action="confirm-reject">
            Confirmă respingerea
          </Button>
        </>
      }
    >
      <form id="reject-order-form" className="op-form" onSubmit={onSubmit} noValidate>
        <p>Comanda nu mai poate fi acceptată după respingere. Clientul va primi motivul pe e-mail și în pagina comenzii.</p>
        {paymentNote ? <p className="op-muted">{paymentNote}</p> : null}
        <FormField id="reject-reason" label="Motivul respingerii" error={errors.reason?.message}>
          <Textarea rows={4} maxLength={500} {...register('reason')} data-testid="reject-reason" />
        </FormField>
      </form>
    </LayeredModal>
  );
}
