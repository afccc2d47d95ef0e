import './card-field.css';
import type { ReactNode } from 'react';
import type { StripeCardStatus } from '@/lib/use-stripe-card';
import { Alert } from './alert';
import { FieldError } from './form-field';

type CardFieldProps = {
  id: string;
  label: ReactNode;
  /** From useStripeCard: whether the element is there, and its container's callback ref. */
  status: StripeCardStatus;
  containerRef: (element: HTMLDivElement | null) => void;
  /** The card's refusal or Stripe's message about what was typed. */
  error?: string | null;
  /** Said instead of the field when Stripe.js could not be loaded. */
  failedText: ReactNode;
  hint?: ReactNode;
};

/**
 * The card number, expiry and CVC, typed inside Stripe's own element (the numbers never reach
 * our servers). A labelled group, so that a screen reader names what the inputs inside are for.
 */
export function CardField({ id, label, status, containerRef, error, failedText, hint }: CardFieldProps) {
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  if (status === 'failed') return <Alert tone="error">{failedText}</Alert>;
  return (
    <div className={['field', 'card-field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div
        ref={containerRef}
        id={id}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-busy={status === 'loading' || undefined}
        className="card-field__element"
        data-testid="card-element"
      />
      {status === 'loading' ? (
        <p className="field__hint" role="status">
          Se încarcă câmpul pentru card…
        </p>
      ) : null}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
