import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { CLIENT_CHOSEN_MOMENT, NA_PREP_TIME, PREP_TIME_OPTIONS, QUICK_PREP_TIMES } from '../lib/labels';
import { lastPackageCost, rememberPackageCost } from '../lib/package-cost-memory';
import { MSG } from '../lib/messages';
import { onlinePayment } from '../lib/payment';
import { reportActionFailure } from './action-failure';

type Props = { order: OrderDetail; open: boolean; onClose: () => void };

type CostSource = 'order' | 'last' | 'paid' | null;

/**
 * The order's own boxes (or the cost staff set on it), else the last cost confirmed here. An order
 * paid online keeps the cost it paid, even 0: the card was authorized for it.
 */
function initialPackageCost(order: OrderDetail, paidOnline: boolean): { value: string; source: CostSource } {
  if (paidOnline) return { value: moneyToInput(order.totalPackageCost).replace('.', ','), source: 'paid' };
  const value = order.manuallySetPackageCost ?? order.totalPackageCost;
  if ((parseMoney(value as string | number | null) ?? 0) > 0) return { value: moneyToInput(value).replace('.', ','), source: 'order' };
  const last = lastPackageCost();
  return last ? { value: last, source: 'last' } : { value: '', source: null };
}

const COST_HINTS: Record<Exclude<CostSource, null>, string> = {
  order: 'Completat cu cutiile din comandă; schimbați doar dacă e nevoie.',
  last: 'Completat cu ultimul cost confirmat; schimbați doar dacă e nevoie.',
  paid: 'Plătit online odată cu comanda; nu se mai poate schimba.',
};

/**
 * Accept with a preparation time (N/A → null) and a packaging cost above 0. The usual
 * times are large buttons (one tap on a tablet), the whole list under "Altă durată"; the cost
 * starts filled in.
 */
export function AcceptOrderModal({ order, open, onClose }: Props) {
  const mutation = useConfirmOrder();
  const payment = onlinePayment(order);
  // Why the card could not be charged (409): it stays in the modal, where the staff are looking.
  const [captureRefusal, setCaptureRefusal] = useState<string | null>(null);
  const [initialCost] = useState(() => initialPackageCost(order, payment !== null));
  const [schema] = useState(() => acceptSchema({ paidOnline: payment !== null }));
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<AcceptValues>({
    resolver: zodResolver(schema),
    defaultValues: { timeToPrepare: '', totalPackageCost: initialCost.value },
  });
  const chosenTime = useWatch({ control, name: 'timeToPrepare' });
  const chooseTime = (value: string) => setValue('timeToPrepare', value, { shouldValidate: isSubmitted });
  // The customer chose the moment: "Data aleasă de client" (SPEC's N/A) comes first.
  const quickTimes = order.pickupOrDeliveryMoment ? [{ value: NA_PREP_TIME, label: CLIENT_CHOSEN_MOMENT }, ...QUICK_PREP_TIMES] : QUICK_PREP_TIMES;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(toConfirmBody(order.orderNumber, values));
      if (!payment) rememberPackageCost(values.totalPackageCost.trim());
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
      initialFocus="[data-prep-quick]"
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
        <fieldset className="op-prep">
          <legend className="field__label">Timp de pregătire</legend>
          <div className="op-prep__quick">
            {quickTimes.map((t) => (
              <button
                key={t.value}
                type="button"
                className={`op-prep__choice${t.value === NA_PREP_TIME ? ' op-prep__choice--wide' : ''}`}
                aria-pressed={chosenTime === t.value}
                onClick={() => chooseTime(t.value)}
                data-prep-quick={t.value}
              >
                {t.label}
              </button>
            ))}
          </div>
          <FormField id="accept-prep-time" label="Altă durată" error={errors.timeToPrepare?.message} className="op-prep__other">
            <Select {...register('timeToPrepare')} data-testid="prep-time-select">
              <option value="">Alegeți din listă</option>
              {PREP_TIME_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </FormField>
        </fieldset>
        <FormField
          id="accept-package-cost"
          label="Cost ambalaje (RON)"
          error={errors.totalPackageCost?.message}
          hint={initialCost.source ? COST_HINTS[initialCost.source] : 'Mai mare decât 0, cu cel mult două zecimale (ex. 2,50).'}
        >
          <Input
            {...register('totalPackageCost')}
            inputMode="decimal"
            autoComplete="off"
            data-testid="package-cost-input"
            readOnly={initialCost.source === 'paid'}
            data-min="0"
            data-step="0.01"
          />
        </FormField>
      </form>
    </LayeredModal>
  );
}
