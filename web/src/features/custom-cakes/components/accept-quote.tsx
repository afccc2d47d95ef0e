import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CardField } from '@/components/ui/card-field';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { CARD_TEXTS, type OnlineCard } from '@/lib/card-payment';
import { formatBani, formatMoney } from '@/lib/format';
import { parseMoney } from '@/lib/money';
import type { CakeQuote, CakeRequestOptions, RestPayment } from '../api/types';
import type { CardPhase } from '../hooks/use-cake-card-payment';
import { cancellationTerms } from '../lib/terms';
import { REST_PAYMENT_LABELS, restChargeLabel } from '../lib/texts';
import { CakeSection } from './cake-section';

const schema = z.object({ restPayment: z.enum(['AT_PICKUP', 'CARD_AUTO'], { error: 'Alege cum plătești restul.' }) });
type AcceptValues = { restPayment: RestPayment };

type AcceptQuoteProps = {
  quote: CakeQuote;
  eventDate: string;
  terms: Pick<CakeRequestOptions, 'freeCancellationDays' | 'keptPercent' | 'restChargeHours'>;
  /** Card payment's field (from the app) and the deposit's steps. */
  online: OnlineCard;
  deposit: { pay: (body: { quoteId: CakeQuote['id']; restPayment: RestPayment }) => Promise<void>; phase: CardPhase; error: string | null };
};

/** Accepting the latest quote: the cancellation terms, how the rest is paid, and the deposit by card. */
export function AcceptQuote({ quote, eventDate, terms, online, deposit }: AcceptQuoteProps) {
  const [open, setOpen] = useState(false);
  const form = useForm<AcceptValues>({ resolver: zodResolver(schema), defaultValues: { restPayment: 'AT_PICKUP' } });
  const rest = formatBani((parseMoney(quote.price) ?? 0) - (parseMoney(quote.depositAmount) ?? 0));
  const onSubmit = form.handleSubmit(({ restPayment }) => deposit.pay({ quoteId: quote.id, restPayment }));
  if (!open) {
    return (
      <div className="cake-actions">
        <Button onClick={() => setOpen(true)}>Acceptă oferta</Button>
      </div>
    );
  }
  return (
    <CakeSection name="accept" title="Acceptă oferta">
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Acceptă oferta și plătește avansul">
        <div>
          <h3 className="cake-section__title">Condiții de anulare</h3>
          <p data-testid="cancellation-terms">{cancellationTerms(eventDate, terms.freeCancellationDays, terms.keptPercent)}</p>
        </div>
        <ChoiceGroup
          id="cake-rest-payment"
          legend={`Cum plătești restul de ${rest}?`}
          layout="column"
          field={form.register('restPayment')}
          error={form.formState.errors.restPayment?.message}
          options={[
            { value: 'AT_PICKUP', label: REST_PAYMENT_LABELS.AT_PICKUP, description: 'Plătești restul când ridici sau primești tortul.' },
            {
              value: 'CARD_AUTO',
              label: restChargeLabel(terms.restChargeHours),
              description: 'Cardul cu care plătești avansul rămâne salvat în siguranță la procesatorul de plăți și restul se încasează automat.',
            },
          ]}
        />
        {online.unavailable ? (
          <p role="alert" className="field__error">
            {CARD_TEXTS.unavailable}
          </p>
        ) : (
          <CardField
            id="cake-deposit-card"
            label="Datele cardului"
            status={online.field.status}
            containerRef={online.field.container}
            error={deposit.error}
            failedText={CARD_TEXTS.unavailable}
            hint="Avansul se încasează imediat. Dacă banca cere confirmarea plății (3-D Secure), se deschide fereastra ei."
          />
        )}
        <Button type="submit" loading={deposit.phase !== 'idle'} disabled={online.field.status !== 'ready'}>
          {deposit.phase === 'accepting' ? CARD_TEXTS.checking : deposit.phase === 'confirming' ? CARD_TEXTS.confirming : `Plătește avansul de ${formatMoney(quote.depositAmount)}`}
        </Button>
      </form>
    </CakeSection>
  );
}
