import { vi } from 'vitest';
import { forgetStripe, type StripeError } from '@/lib/stripe';

/**
 * Stands in for Stripe.js (a third-party script) in unit tests only: window.Stripe with a card
 * element of one input, and the answers the test gives to createPaymentMethod, confirmCardPayment and
 * confirmCardSetup in turn. The browser test (e2e/card-payment.spec.ts) runs the real shim of localstripe.
 */
type PaymentMethodAnswer = { paymentMethod?: { id: string }; error?: StripeError };
type ConfirmAnswer = { paymentIntent?: { id: string; status: string }; error?: StripeError };
type SetupAnswer = { setupIntent?: { id: string; status: string }; error?: StripeError };

export function installFakeStripe({
  paymentMethods = [],
  confirms = [],
  setups = [],
}: { paymentMethods?: PaymentMethodAnswer[]; confirms?: ConfirmAnswer[]; setups?: SetupAnswer[] } = {}) {
  const paymentMethodAnswers = [...paymentMethods];
  const confirmAnswers = [...confirms];
  const setupAnswers = [...setups];
  const createPaymentMethod = vi.fn(async (_data: { type: 'card'; card: unknown }) => paymentMethodAnswers.shift() ?? { error: { message: 'Nicio metodă de plată pregătită în test.' } });
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
      return { elements: () => ({ create: card }), createPaymentMethod, confirmCardPayment, confirmCardSetup };
    }),
  );
  forgetStripe();
  return { createPaymentMethod, confirmCardPayment, confirmCardSetup, keys };
}
