import { vi } from 'vitest';
import { forgetStripe, type StripeError } from '@/lib/stripe';

/**
 * Stands in for Stripe.js (a third-party script) in unit tests only: window.Stripe with a card
 * element of one input, and the answers the test gives to createToken, confirmCardPayment and
 * confirmCardSetup in turn. The browser test (e2e/card-payment.spec.ts) runs the real shim of localstripe.
 */
type TokenAnswer = { token?: { id: string }; error?: StripeError };
type ConfirmAnswer = { paymentIntent?: { id: string; status: string }; error?: StripeError };
type SetupAnswer = { setupIntent?: { id: string; status: string }; error?: StripeError };

export function installFakeStripe({
  tokens = [],
  confirms = [],
  setups = [],
}: { tokens?: TokenAnswer[]; confirms?: ConfirmAnswer[]; setups?: SetupAnswer[] } = {}) {
  const tokenAnswers = [...tokens];
  const confirmAnswers = [...confirms];
  const setupAnswers = [...setups];
  const createToken = vi.fn(async () => tokenAnswers.shift() ?? { error: { message: 'Niciun token pregătit în test.' } });
  const confirmCardPayment = vi.fn(async (_clientSecret: string) => confirmAnswers.shift() ?? { paymentIntent: { id: 'pi_test', status: 'requires_capture' } });
  const confirmCardSetup = vi.fn(
    async (_clientSecret: string, _data?: unknown) => setupAnswers.shift() ?? { setupIntent: { id: 'seti_test', status: 'succeeded' } },
  );
  const keys: string[] = [];
  const card = () => ({
    mount(target: HTMLElement) {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Numărul cardului');
      target.appendChild(input);
    },
    destroy() {},
  });
  vi.stubGlobal(
    'Stripe',
    vi.fn((key: string) => {
      keys.push(key);
      return { elements: () => ({ create: card }), createToken, confirmCardPayment, confirmCardSetup };
    }),
  );
  forgetStripe();
  return { createToken, confirmCardPayment, confirmCardSetup, keys };
}
