/**
 * Stripe.js, loaded on demand from the address the server gives (`/user-service/payments/config`
 * jsUrl: Stripe's own in production, localstripe's shim in development), never from index.html:
 * a visitor who does not pay online never downloads it. Only the calls that both Stripe.js and
 * localstripe's shim offer are typed here; card numbers stay inside Stripe's element.
 */

/** Stripe's error: its English `message` is never shown (see card-errors.ts), only its codes are read. */
export type StripeError = { message?: string; type?: string; code?: string; decline_code?: string };

export type StripeCardElement = {
  mount(target: HTMLElement | string): void;
  unmount?(): void;
  destroy?(): void;
  on?(event: 'change', handler: (event?: { error?: StripeError; complete?: boolean }) => void): void;
};

export type StripeClient = {
  elements(options?: Record<string, unknown>): { create(kind: 'card', options?: Record<string, unknown>): StripeCardElement };
  /** The card typed in the element as a PaymentMethod (`pm_…`): the server pays the order with it, no Stripe customer made. */
  createPaymentMethod(data: { type: 'card'; card: StripeCardElement }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  confirmCardPayment(clientSecret: string): Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeError }>;
  /** Saves the typed card on a SetupIntent (a custom cake's deposit or rest, charged by the server afterwards); runs 3-D Secure when the bank asks. */
  confirmCardSetup(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ): Promise<{ setupIntent?: { id: string; status: string }; error?: StripeError }>;
};

type StripeFactory = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

/** One script per page: every card field waits for the same download. */
let loading: { url: string; promise: Promise<StripeFactory> } | null = null;

function loadScript(url: string): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  if (loading && loading.url === url) return loading.promise;
  const promise = new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start')));
    script.onerror = () => reject(new Error('Stripe.js could not be loaded'));
    document.head.appendChild(script);
  });
  // A failed download may be tried again later (the next visit to the card field).
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  loading = { url, promise };
  return promise;
}

const clients = new Map<string, StripeClient>();

/** The Stripe client for the shop's publishable key; rejects when the script cannot be loaded. */
export async function loadStripe(jsUrl: string, publishableKey: string): Promise<StripeClient> {
  const factory = await loadScript(jsUrl);
  const known = clients.get(publishableKey);
  if (known) return known;
  const client = factory(publishableKey);
  clients.set(publishableKey, client);
  return client;
}

/** Tests start each case with a fresh window.Stripe. */
export function forgetStripe(): void {
  loading = null;
  clients.clear();
}
