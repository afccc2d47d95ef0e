import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { LayeredModal } from '@/components/ui/layered-modal';
import { formatBani } from '@/lib/format';
import { useMarkCakeDelivered } from '../api/mark-cake-delivered';
import type { CakeRequestDetail, RestPaidWith } from '../api/types';
import { CAKE_MSG } from '../lib/messages';
import { cakeMoney } from '../lib/money';
import { reportCakeFailure } from '../lib/report-failure';

const CHOICES: { value: RestPaidWith; label: string }[] = [
  { value: 'CASH', label: 'Numerar' },
  { value: 'CARD', label: 'Card, la ghișeu' },
];

/** "Marchează livrat": when a rest is still due (not charged online), staff say how it was paid. */
export function DeliverModal({ request, onClose }: { request: CakeRequestDetail; onClose: () => void }) {
  const mutation = useMarkCakeDelivered(request.id);
  const { rest } = cakeMoney(request);
  const asksRest = rest > 0;
  const [paidWith, setPaidWith] = useState<RestPaidWith | null>(null);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (asksRest && !paidWith) {
      setError(CAKE_MSG.restPaidWithRequired);
      return;
    }
    try {
      await mutation.mutateAsync({ restPaidWith: asksRest ? paidWith : null });
      toast.success(CAKE_MSG.delivered);
      onClose();
    } catch (err) {
      reportCakeFailure(err, CAKE_MSG.deliverFailed);
    }
  };
  return (
    <LayeredModal
      open
      onClose={() => (mutation.isPending ? undefined : onClose())}
      title="Marcați tortul ca livrat?"
      dialogProps={{ 'data-testid': 'cake-deliver-modal' }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Anulează
          </Button>
          <Button type="submit" form="cake-deliver-form" loading={mutation.isPending} data-action="confirm-cake-deliver">
            Da, marchează livrat
          </Button>
        </>
      }
    >
      <form id="cake-deliver-form" className="cd-form" onSubmit={submit} noValidate>
        {asksRest ? (
          <fieldset className="cd-form" aria-describedby={error ? 'cake-rest-error' : undefined}>
            <legend>Cum a plătit clientul restul de {formatBani(rest)}?</legend>
            {CHOICES.map((c) => (
              <label key={c.value} className="checkbox__label">
                <input
                  type="radio"
                  name="rest-paid-with"
                  value={c.value}
                  checked={paidWith === c.value}
                  onChange={() => {
                    setPaidWith(c.value);
                    setError(undefined);
                  }}
                />
                <span>{c.label}</span>
              </label>
            ))}
            <FieldError id="cake-rest-error">{error}</FieldError>
          </fieldset>
        ) : (
          <p>Nu mai este nimic de încasat. Pasul nu poate fi anulat.</p>
        )}
      </form>
    </LayeredModal>
  );
}
