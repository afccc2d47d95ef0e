import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/input';
import { useCheckoutFields } from '../hooks/use-checkout-fields';
import { CARD_TEXTS } from '@/lib/card-payment';
import type { CardPhase } from '../hooks/use-card-payment';
import type { OrderRefusal } from '../hooks/use-submit-order';
import { PAY_LABEL, PLACE_ORDER_LABEL, TERMS_LABEL_BEFORE, TERMS_LINK_TEXT } from '../lib/messages';

type PlaceOrderPanelProps = {
  /** The order summary, above the terms. */
  summary: ReactNode;
  refusal: OrderRefusal | null;
  pending: boolean;
  canOrder: boolean;
  /** The order is placed and waits for its card: the button pays it. */
  awaitingPayment: boolean;
  cardPhase: CardPhase;
};

const PHASE_LABELS: Record<CardPhase, string | null> = { idle: null, checking: CARD_TEXTS.checking, confirming: CARD_TEXTS.confirming };

/** Beside the form: the summary, the terms to accept, why the last try failed, and the button. */
export function PlaceOrderPanel({ summary, refusal, pending, canOrder, awaitingPayment, cardPhase }: PlaceOrderPanelProps) {
  const { register, errors } = useCheckoutFields();
  return (
    <aside className="checkout__aside">
      {summary}
      <Checkbox
        id="checkout-terms"
        label={
          <>
            {TERMS_LABEL_BEFORE}
            <Link to="/termeni-si-conditii" target="_blank" rel="noopener">
              {TERMS_LINK_TEXT}
              <span className="visually-hidden"> (se deschide într-o filă nouă)</span>
            </Link>
          </>
        }
        error={errors.terms?.message}
        {...register('terms')}
      />
      {refusal ? (
        <Alert tone="error" title="Comanda nu a fost plasată">
          <p>{refusal.message}</p>
          {refusal.retry ? <p>Poți încerca din nou: comanda nu va fi înregistrată de două ori.</p> : null}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="checkout__submit" loading={pending} disabled={pending || !(canOrder || awaitingPayment)}>
        {PHASE_LABELS[cardPhase] ?? (awaitingPayment ? PAY_LABEL : PLACE_ORDER_LABEL)}
      </Button>
    </aside>
  );
}
