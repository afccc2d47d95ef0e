import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { LayeredModal } from '@/components/ui/layered-modal';
import { parseMoney } from '@/lib/money';
import { useDeclineCakeRequest } from '../api/decline-cake-request';
import type { CakeRequestDetail } from '../api/types';
import { CAKE_MSG } from '../lib/messages';
import { reportCakeFailure } from '../lib/report-failure';

/** "Refuză": a reason the customer reads; whatever she paid is refunded by the shop. */
export function DeclineModal({ request, onClose }: { request: CakeRequestDetail; onClose: () => void }) {
  const mutation = useDeclineCakeRequest(request.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const paid = (parseMoney(request.depositPaid) ?? 0) > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(CAKE_MSG.reasonRequired);
      return;
    }
    try {
      await mutation.mutateAsync({ reason: reason.trim() });
      toast.success(CAKE_MSG.declined);
      onClose();
    } catch (err) {
      reportCakeFailure(err, CAKE_MSG.declineFailed);
    }
  };
  return (
    <LayeredModal
      open
      onClose={() => (mutation.isPending ? undefined : onClose())}
      title="Refuzați cererea?"
      initialFocus="textarea"
      dialogProps={{ 'data-testid': 'decline-modal' }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Nu, înapoi
          </Button>
          <Button variant="danger" type="submit" form="cake-decline-form" loading={mutation.isPending} data-action="confirm-decline">
            Refuză cererea
          </Button>
        </>
      }
    >
      <form id="cake-decline-form" className="cd-form" onSubmit={submit} noValidate>
        <p>Clientul primește motivul pe e-mail și în pagina cererii.{paid ? ' Tot ce a plătit i se rambursează.' : ''}</p>
        <FormField id="cake-decline-reason" label="Motivul refuzului" error={error}>
          <Textarea rows={4} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      </form>
    </LayeredModal>
  );
}
