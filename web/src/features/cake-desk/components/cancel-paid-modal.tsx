import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { LayeredModal } from '@/components/ui/layered-modal';
import { formatBani, formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import { useCancelPaidCake } from '../api/cancel-paid-cake';
import type { CakeRequestDetail } from '../api/types';
import { CAKE_MSG } from '../lib/messages';
import { paidOf } from '../lib/money';
import { reportCakeFailure } from '../lib/report-failure';

/**
 * "Anulează comanda": the bakery cancels a cake already paid (the day is full, an ingredient is
 * missing). A reason the customer reads, and a last word that everything paid goes back.
 */
export function CancelPaidModal({ request, onClose }: { request: CakeRequestDetail; onClose: () => void }) {
  const mutation = useCancelPaidCake(request.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const paid = request.payments
    .filter((p) => paidOf(p) > 0)
    .reduce((total, p) => total + paidOf(p) - (parseMoney(p.refundedAmount) ?? 0), 0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(CAKE_MSG.cancelReasonRequired);
      return;
    }
    try {
      const done = await mutation.mutateAsync({ reason: reason.trim() });
      toast.success(CAKE_MSG.cancelled(formatMoney(done.refunded)));
      onClose();
    } catch (err) {
      reportCakeFailure(err, CAKE_MSG.cancelFailed);
    }
  };
  return (
    <LayeredModal
      open
      onClose={() => (mutation.isPending ? undefined : onClose())}
      title="Anulați comanda de tort?"
      initialFocus="textarea"
      dialogProps={{ 'data-testid': 'cake-cancel-modal' }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Nu, înapoi
          </Button>
          <Button variant="danger" type="submit" form="cake-cancel-form" loading={mutation.isPending} data-action="confirm-cake-cancel">
            Da, anulează și rambursează
          </Button>
        </>
      }
    >
      <form id="cake-cancel-form" className="cd-form" onSubmit={submit} noValidate>
        <p data-testid="cake-cancel-refund">
          <strong>Tot ce a plătit clientul ({formatBani(paid)}) i se rambursează pe card.</strong> Ziua din producție se eliberează, iar clientul primește
          motivul pe e-mail și în pagina cererii. Anularea nu poate fi retrasă.
        </p>
        <FormField id="cake-cancel-reason" label="Motivul anulării" error={error}>
          <Textarea rows={4} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </form>
    </LayeredModal>
  );
}
