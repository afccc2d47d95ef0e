import { Button } from '@/components/ui/button';
import { CardField } from '@/components/ui/card-field';
import { CARD_TEXTS, type OnlineCard } from '@/lib/card-payment';
import { formatMoney } from '@/lib/format';
import type { CardPhase } from '../hooks/use-cake-card-payment';
import { PAY_REST } from '../lib/texts';
import { CakeSection } from './cake-section';

type PayRestProps = {
  restDue: string;
  online: OnlineCard;
  rest: { pay: () => Promise<void>; phase: CardPhase; error: string | null };
};

/**
 * The rest the saved card did not pay (the bank asked for a confirmation, or refused it): paid
 * online here with a card typed now, instead of at pickup.
 */
export function PayRest({ restDue, online, rest }: PayRestProps) {
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void rest.pay();
  };
  return (
    <CakeSection name="rest" title="Restul de plată">
      <form className="form" onSubmit={onSubmit} noValidate aria-label={PAY_REST}>
        <p data-testid="rest-unpaid">
          Plata automată a restului de {formatMoney(restDue)} nu a reușit. Îl poți plăti acum online cu cardul sau la ridicare.
        </p>
        {online.unavailable ? (
          <p role="alert" className="field__error">
            {CARD_TEXTS.unavailable}
          </p>
        ) : (
          <CardField
            id="cake-rest-card"
            label="Datele cardului"
            status={online.field.status}
            containerRef={online.field.container}
            error={rest.error}
            failedText={CARD_TEXTS.unavailable}
            hint="Restul se încasează imediat. Dacă banca cere confirmarea plății (3-D Secure), se deschide fereastra ei."
          />
        )}
        <Button type="submit" loading={rest.phase !== 'idle'} disabled={online.field.status !== 'ready'}>
          {rest.phase === 'accepting' ? CARD_TEXTS.checking : rest.phase === 'confirming' ? CARD_TEXTS.confirming : PAY_REST}
        </Button>
      </form>
    </CakeSection>
  );
}
