import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { accountKeys } from '@/lib/query-keys';
import { errorToastText } from '@/lib/notify';
import type { OnlineCard } from '@/lib/card-payment';
import { useCartStore, type CartLine } from '@/stores/cart';
import { useSessionStore } from '@/stores/session';
import type { PlacedOrder } from '@/types/api';
import { usePlaceOrder } from '../api/place-order';
import type { PlaceOrderBody } from '../api/types';
import { checkoutKey, isDefiniteRefusal, resetCheckoutKey } from '../lib/idempotency';
import type { DaySlots } from '../lib/moments';
import { buildOrderBody, serverFieldToForm } from '../lib/payload';
import type { CheckoutValues } from '../lib/schema';
import { useCardPayment } from './use-card-payment';

const ORDER_FAILED = 'comanda nu a putut fi plasată';

type SubmitInput = {
  form: UseFormReturn<CheckoutValues>;
  lines: CartLine[];
  slots: DaySlots[];
  asapAllowed: boolean;
  /** The signed-in customer's e-mail (their delivery address is remembered), or null for a guest. */
  account: string | null;
  /** "Plată online cu cardul": Stripe's card field and the payment's calls, handed in by the app. */
  online: OnlineCard;
  onPlaced: () => void;
};

export type OrderRefusal = { message: string; retry: boolean };

/**
 * Places the order once (same Idempotency-Key on a retry), then opens its confirmation. Paid
 * online, the order goes to the confirmation only once its card is authorized; until then a
 * retry pays the order already placed and never places a second one.
 */
export function useSubmitOrder({ form, lines, slots, asapAllowed, account, online, onPlaced }: SubmitInput) {
  const placeOrder = usePlaceOrder();
  const clearCart = useCartStore((s) => s.clear);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submitting = useRef(false);
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);

  const rememberAddress = (values: CheckoutValues, body: PlaceOrderBody) => {
    if (!account || values.method !== 'DELIVERY') return;
    const d = body.deliveryDetailsBean;
    useSessionStore.getState().setSavedAddress({
      streetAddress: d.streetAddress,
      streetNumberAddress: d.streetNumberAddress,
      buildingNumber: d.buildingNumber,
      appartmentNumber: d.appartmentNumber,
      city: d.city,
      phoneNumber: d.phoneNumber,
    });
  };

  const openConfirmation = (order: { followUrl?: string; orderNumber: string }) => {
    onPlaced();
    clearCart();
    navigate(followPath(order.followUrl, order.orderNumber), { replace: true, state: { placed: true } });
  };

  /** The order, placed once; null after a refusal, which is shown. */
  const place = async (values: CheckoutValues): Promise<PlacedOrder | null> => {
    setRefusal(null);
    const body = buildOrderBody(values, lines, slots, asapAllowed);
    try {
      const answer = await placeOrder.mutateAsync({ body, key: checkoutKey() });
      resetCheckoutKey();
      rememberAddress(values, body);
      // The service keeps the company a signed-in customer asked an invoice for: the account shows it next.
      if (account && values.wantsInvoice) void queryClient.invalidateQueries({ queryKey: accountKeys.invoiceDetails(account) });
      return answer;
    } catch (error) {
      const refused = isApiError(error) && isDefiniteRefusal(error.status);
      if (refused) resetCheckoutKey();
      // 429 (too many guest orders): the server's message says when; no "try again now" note.
      const limited = isApiError(error) && error.status === 429;
      applyServerFieldErrors(error, form.setError, serverFieldToForm);
      setRefusal({ message: errorMessage(error, ORDER_FAILED), retry: !refused && !limited });
      toast.error(errorToastText(error, ORDER_FAILED));
      return null;
    }
  };

  const card = useCardPayment({ online, place: () => place(form.getValues()), onPaid: openConfirmation });

  // A second click while the first is on its way does nothing (the button is disabled too).
  const once = async (work: () => Promise<void>) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await work();
    } finally {
      submitting.current = false;
    }
  };

  // Built at submit time: the handler touches refs, which is not allowed while rendering.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The order is placed and waits for its card: only the payment is tried again (the form's
    // moment may have passed meanwhile; the order holds its own).
    if (card.awaiting) {
      event.preventDefault();
      return once(card.pay);
    }
    return form.handleSubmit((values) =>
      once(async () => {
        if (values.payment === 'ONLINE') return card.pay();
        const answer = await place(values);
        if (answer) openConfirmation(answer);
      }),
    )(event);
  };

  return {
    onSubmit,
    refusal,
    pending: placeOrder.isPending || form.formState.isSubmitting || card.phase !== 'idle',
    card,
  };
}

/** The confirmation page's path from the answer's followUrl (relative or absolute). */
function followPath(followUrl: string | undefined, orderNumber: string): string {
  if (followUrl) {
    try {
      const url = new URL(followUrl, window.location.origin);
      return `${url.pathname}${url.search}`;
    } catch {
      // fall through
    }
  }
  return `/comanda/${encodeURIComponent(orderNumber)}`;
}
