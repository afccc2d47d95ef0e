import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LayeredModal } from '@/components/ui/layered-modal';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { moneyToInput, parseMoney } from '@/lib/money';
import { useConfirmOrder } from '../api/confirm-order';
import type { OrderDetail } from '@/types/api';
import { acceptSchema, toConfirmBody, type AcceptValues } from '../lib/accept-schema';
import { PREP_TIME_OPTIONS } from '../lib/labels';
import { MSG } from '../lib/messages';
import { onlinePayment } from '../lib/payment';
import { reportActionFailure } from './action-failure';

type Props = { order: OrderDetail; open: boolean; onClose: () => void };

function initialPackageCost(order: OrderDetail): string {
  const value = order.manuallySetPackageCost ?? order.totalPackageCost;
  return (parseMoney(value as string | number | null) ?? 0) > 0 ? moneyToInput(value).replace('.', ',') : '';
}

/** SPEC §5: accept with a preparation time (N/A → null) and a packaging cost above 0. */
export function AcceptOrderModal({ order, open, onClose }: Props) {
  const mutation = useConfirmOrder();
  const payment = onlinePayment(order);
  // Why the card could not be charged (409): it stays in the modal, where the staff are looking.
  const [captureRefusal, setCaptureRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AcceptValues>({
    resolver: zodResolver(acceptSchema),
    defaultValues: { timeToPrepare: '', totalPackageCost: initialPackageCost(order) },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(toConfirmBody(order.orderNumber, values));
      toast.success(MSG.statusChanged);
      onClose();
    } catch (error) {
      if (payment && isApiError(error) && error.status === 409) {
        setCaptureRefusal(errorMessage(error, MSG.confirmFailed));
        return;
      }
      if (reportActionFailure(error, MSG.confirmFailed)) onClose();
    }
  });

  return (
    <LayeredModal
      open={open}
      onClose={() => (mutation.isPending ? undefined : onClose())}
      title={`Acceptă comanda #${order.orderNumber}`}
      initialFocus="select"
      dialogProps={{ 'data-testid': 'accept-modal' }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {captureRefusal ? 'Înapoi la comandă' : 'Anulează'}
          </Button>
          {captureRefusal ? null : (
            <Button type="submit" form="accept-order-form" loading={mutation.isPending} data-action="confirm-accept">
              Confirmă comanda
            </Button>
          )}
        </>
      }
    >
      <form id="accept-order-form" className="op-form" onSubmit={onSubmit} noValidate>
        {captureRefusal ? (
          <Alert tone="error" title={MSG.captureRefusedTitle}>
            <p data-testid="capture-refusal">{captureRefusal}</p>
          </Alert>
        ) : payment?.state === 'AUTHORIZED' ? (
          <p className="op-muted">{MSG.captureOnAccept(formatMoney(payment.amount))}</p>
        ) : null}
        <FormField
          id="accept-prep-time"
          label="Timp de pregătire"
          error={errors.timeToPrepare?.message}
          hint={order.pickupOrDeliveryMoment ? 'Clientul a ales data; puteți alege N/A.' : undefined}
        >
          <Select {...register('timeToPrepare')} data-testid="prep-time-select">
            <option value="">Selectați timpul de pregătire</option>
            {PREP_TIME_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id="accept-package-cost"
          label="Cost ambalaje (RON)"
          error={errors.totalPackageCost?.message}
          hint="Mai mare decât 0, cu cel mult două zecimale (ex. 2,50)."
        >
          <Input
            {...register('totalPackageCost')}
            inputMode="decimal"
            autoComplete="off"
            data-testid="package-cost-input"
            data-min="0"
            data-step="0.01"
          />
        </FormField>
      </form>
    </LayeredModal>
  );
}
