import { useEffect, useState } from 'react';
import { cardErrorText } from './card-errors';
import { loadStripe, type StripeCardElement, type StripeClient } from './stripe';

export type StripeCardStatus = 'off' | 'loading' | 'ready' | 'failed';

export type StripeCard = {
  status: StripeCardStatus;
  stripe: StripeClient | null;
  card: StripeCardElement | null;
  /** The callback ref of the element's container. */
  container: (element: HTMLDivElement | null) => void;
  /** What is wrong with what is typed in the field now, in Romanian (Stripe's own check while typing). */
  problem: string | null;
};

type Mounted = { stripe: StripeClient; card: StripeCardElement; container: HTMLDivElement };

/**
 * Stripe's card element, mounted into its container once the container is on the page: Stripe.js
 * is fetched then, the first time (from `jsUrl`), so a visitor who pays otherwise never loads it.
 * When the script cannot be loaded the status is 'failed' and the page offers the other methods.
 */
export function useStripeCard(jsUrl: string | null | undefined, publishableKey: string | null | undefined): StripeCard {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const [failed, setFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!jsUrl || !publishableKey || !container) return;
    let live = true;
    let card: StripeCardElement | null = null;
    loadStripe(jsUrl, publishableKey).then(
      (stripe) => {
        if (!live) return;
        try {
          card = stripe.elements({ locale: 'ro' }).create('card', { hidePostalCode: true });
          card.mount(container);
          // Stripe.js checks what is typed (its English message is not shown); the local stand-in
          // calls the handler without an event.
          card.on?.('change', (event) => setProblem(event?.error ? cardErrorText(event.error) : null));
          setMounted({ stripe, card, container });
        } catch {
          setFailed(true);
        }
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      if (card?.destroy) card.destroy();
      else card?.unmount?.();
      // localstripe's shim leaves its inputs behind when it cannot unmount: start clean.
      container.replaceChildren();
    };
  }, [jsUrl, publishableKey, container]);

  const current = mounted && mounted.container === container ? mounted : null;
  const status: StripeCardStatus = !jsUrl || !publishableKey ? 'off' : failed ? 'failed' : current ? 'ready' : 'loading';
  return { status, stripe: current?.stripe ?? null, card: current?.card ?? null, container: setContainer, problem: current ? problem : null };
}
