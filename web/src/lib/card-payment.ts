import type { ReactNode } from 'react';
import type { CardPaymentOut, CardPaymentResultOut } from '@/types/api';
import type { StripeCard } from './use-stripe-card';

/*
 * Online card payment as the checkout (pays right after placing) and the order page (pays an
 * order still waiting for its card) see it: the texts, who may pay, and what the app hands them.
 * The card-payment feature (features/card-payment) makes the calls and the Stripe steps; neither
 * page imports it: src/app passes its parts in.
 */

/** Who may pay: whoever holds the order's follow secret, or its signed-in owner (bearer). */
export type OrderAccess = { orderKey: string } | { signedIn: true };

export const CARD_TEXTS = {
  unavailable: 'Plata online cu cardul nu poate fi încărcată acum. Alege altă metodă de plată sau încearcă din nou mai târziu.',
  failed: 'Plata cu cardul nu a reușit. Încearcă din nou sau folosește alt card.',
  checking: 'Se verifică cardul…',
  confirming: 'Se confirmă plata…',
  reserved: 'Suma este doar rezervată pe card acum; o încasăm când cofetăria acceptă comanda. Dacă o refuză, suma se deblochează imediat.',
  expired: 'Timpul pentru plată a expirat; comanda a fost anulată.',
  pay: 'Plătește',
} as const;

/** A refusal the customer can act on (another card, another try): its Romanian message. */
export class CardProblem extends Error {}

/** A placed order a card pays, and who pays it. */
export type PayableOrder = { orderNumber: string; access: OrderAccess };

/**
 * The shop's online card payment, ready for a page that pays: whether cards are taken online,
 * Stripe's card field and the steps of one payment. Made by the card-payment feature
 * (useOnlineCard) and handed in by the app; the checkout places its order between the token and
 * the payment, so that nothing is placed when the card field refuses what was typed.
 */
export type OnlineCard = {
  /** The server takes cards online (false while it is asked, when it cannot be read, or when it is off). */
  offered: boolean;
  /** The server answered that it takes no card online: the page says so instead of a field. */
  unavailable: boolean;
  field: StripeCard;
  /** Stripe's stand-in for what is typed in the field (the id of a PaymentMethod, `pm_…`); a CardProblem saying in Romanian what to do otherwise (the field not ready included). */
  token: () => Promise<string>;
  /**
   * Pays the order with the token: the server authorizes; for 3-D Secure the bank's dialog runs
   * (`onConfirming` is told when it starts) and the server looks again, since only the server
   * decides. Resolves with the authorized payment; a decline is the server's 402 (ApiError) or a CardProblem.
   */
  settle: (order: PayableOrder, token: string, onConfirming?: () => void) => Promise<CardPaymentResultOut>;
  /** Where the order's money is now, as the server finds it (after a 409: paid meanwhile, or lapsed). */
  check: (order: PayableOrder) => Promise<CardPaymentResultOut>;
};

/** What the order page hands to the form that pays an order still waiting for its card. */
export type PayOrderFormProps = PayableOrder & {
  payment: CardPaymentOut;
  /** Read again once the try is over: the page shows what the server now says. */
  onSettled: () => void;
};

/** The app's form that pays a waiting order (the card-payment feature's), rendered where the order page puts it. */
export type RenderPayOrderForm = (props: PayOrderFormProps) => ReactNode;
