import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { parseMoney } from '@/lib/money';
import { useCancelCakeRequest } from '../api/cancel-cake-request';
import type { CakeRequestDetail, CakeRequestOptions } from '../api/types';
import type { CakeAccess } from '../lib/access';
import { cancelRefundText, freeCancellationUntil, paidSoFar, refundOnCancel } from '../lib/terms';
import { latestQuote } from './quote-card';

type CancelRequestProps = {
  request: CakeRequestDetail;
  access: CakeAccess;
  terms: Pick<CakeRequestOptions, 'freeCancellationDays' | 'keptPercent'> | undefined;
  todayIso: string;
};

/** 'Anulează cererea', asked once more in a dialog that says what will be refunded. */
export function CancelRequest({ request, access, terms, todayIso }: CancelRequestProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelCakeRequest(String(request.id), access);
  const freeDays = terms?.freeCancellationDays ?? 0;
  const keptPercent = terms?.keptPercent ?? '0';
  const price = parseMoney(latestQuote(request.quotes)?.price) ?? 0;
  const refund = refundOnCancel({ paid: paidSoFar(request.payments), price, eventDate: request.eventDate, todayIso, freeCancellationDays: freeDays, keptPercent });
  const onConfirm = async () => {
    try {
      await cancel.mutateAsync();
      setOpen(false);
      toast.success('Cererea a fost anulată.');
    } catch (error) {
      toast.error(errorMessage(error, 'Cererea nu a putut fi anulată. Încearcă din nou.'));
    }
  };
  return (
    <>
      <div className="cake-actions">
        <Button variant="danger" onClick={() => setOpen(true)}>
          Anulează cererea
        </Button>
      </div>
      <ConfirmDialog open={open} title="Anulezi cererea?" confirmLabel="Da, anulează" cancelLabel="Renunț" loading={cancel.isPending} onConfirm={onConfirm} onCancel={() => setOpen(false)}>
        <p data-testid="cancel-refund">{cancelRefundText(refund, keptPercent, freeCancellationUntil(request.eventDate, freeDays))}</p>
        <p>Anularea nu mai poate fi retrasă.</p>
      </ConfirmDialog>
    </>
  );
}
