import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LayeredModal } from '@/components/ui/layered-modal';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { todayIso } from '@/lib/bucharest-time';
import { formatBani } from '@/lib/format';
import { applyServerFieldErrors, sameNames } from '@/lib/form-errors';
import { normalizeMoney, parseMoney } from '@/lib/money';
import { useQuoteDefaults } from '../api/get-quote-defaults';
import { useSendQuote } from '../api/send-quote';
import type { CakeRequestDetail } from '../api/types';
import { dayLabel } from '../lib/labels';
import { CAKE_MSG } from '../lib/messages';
import { latestQuote } from '../lib/money';
import { normalizePercent, quoteDefaults, quoteSchema, toQuoteBody, type QuoteValues } from '../lib/quote-schema';
import { reportCakeFailure } from '../lib/report-failure';

type Props = { request: CakeRequestDetail; onClose: () => void };
const FORM_ID = 'cake-quote-form';
const FIELDS = ['price', 'depositPercent', 'description', 'validUntil', 'lockDate'] as const;

/** "Trimite ofertă": waits for the setup's defaults (or their failure: the form then starts blank). */
export function QuoteFormModal({ request, onClose }: Props) {
  const defaults = useQuoteDefaults();
  const ready = !defaults.isPending;
  return (
    <LayeredModal open onClose={onClose} title="Trimite ofertă" initialFocus="input" dialogProps={{ 'data-testid': 'quote-modal' }}>
      {ready ? <QuoteForm request={request} setup={defaults.data} onClose={onClose} /> : <p role="status">Se încarcă…</p>}
    </LayeredModal>
  );
}

function QuoteForm({ request, setup, onClose }: Props & { setup: Parameters<typeof quoteDefaults>[2] }) {
  const today = todayIso();
  const mutation = useSendQuote(request.id);
  const schema = useMemo(() => quoteSchema(request.eventDate, today), [request.eventDate, today]);
  const { control, handleSubmit, setError } = useForm<QuoteValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: quoteDefaults(request.eventDate, today, setup, latestQuote(request)),
  });
  const [price, percent] = useWatch({ control, name: ['price', 'depositPercent'] });
  const priceBani = parseMoney(normalizeMoney(price));
  const percentValue = normalizePercent(percent);
  const deposit = priceBani && percentValue !== null ? Math.round((priceBani * Number(percentValue)) / 100) : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(toQuoteBody(values));
      toast.success(CAKE_MSG.quoteSent);
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, sameNames<QuoteValues>(FIELDS));
      reportCakeFailure(error, CAKE_MSG.quoteFailed);
    }
  });

  return (
    <form id={FORM_ID} className="cd-form" onSubmit={onSubmit} noValidate>
      <p className="cd-muted">Evenimentul: {dayLabel(request.eventDate)}. Clientul primește oferta pe e-mail și o acceptă plătind avansul.</p>
      <div className="cd-form__row">
        <TextField control={control} name="price" id="quote-price" label="Preț (RON)" inputMode="decimal" autoComplete="off" />
        <TextField
          control={control}
          name="depositPercent"
          id="quote-deposit"
          label="Avans (%)"
          inputMode="decimal"
          hint={deposit !== null ? `Avans: ${formatBani(deposit)}` : undefined}
        />
      </div>
      <TextAreaField control={control} name="description" id="quote-description" label="Ce include oferta" rows={4} maxLength={2000} />
      <div className="cd-form__row">
        <TextField control={control} name="validUntil" id="quote-valid-until" label="Valabilă până la" type="date" min={today} />
        <TextField
          control={control}
          name="lockDate"
          id="quote-lock-date"
          label="Fără modificări după"
          type="date"
          hint="După această dată clientul nu mai poate cere modificări."
        />
      </div>
      <div className="cd-actions">
        <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
          Renunță
        </Button>
        <Button type="submit" loading={mutation.isPending} data-action="send-quote">
          Trimite oferta
        </Button>
      </div>
    </form>
  );
}
