import { describe, expect, it } from 'vitest';
import { cardErrorText } from './card-errors';

describe('cardErrorText', () => {
  it("reads Stripe's codes, never its English text", () => {
    expect(cardErrorText({ type: 'validation_error', code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." })).toBe(
      'Anul expirării nu este corect. Scrie ultimele două cifre ale anului de pe card, de exemplu 30.',
    );
    expect(cardErrorText({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' })).toMatch(
      /^Fonduri insuficiente pe card\./,
    );
  });

  it('says what to check for a request the processor could not read ("Bad request")', () => {
    expect(cardErrorText({ type: 'invalid_request_error', message: 'Bad request' })).toMatch(/^Datele cardului nu sunt corecte\. Verifică numărul cardului/);
  });

  it('falls back to a Romanian sentence for anything unknown', () => {
    expect(cardErrorText({ message: 'Something odd' })).toBe('Plata cu cardul nu a reușit. Încearcă din nou sau folosește alt card.');
    expect(cardErrorText(undefined)).toBe('Plata cu cardul nu a reușit. Încearcă din nou sau folosește alt card.');
  });
});
