import { useRef, useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToastText } from '@/lib/notify';
import { useCartStore, type CartLine } from '@/stores/cart';
import { useSessionStore } from '@/stores/session';
import { usePlaceOrder } from '../api/place-order';
import { checkoutKey, isDefiniteRefusal, resetCheckoutKey } from '../lib/idempotency';
import type { DaySlots } from '../lib/moments';
import { buildOrderBody, serverFieldToForm } from '../lib/payload';
import type { CheckoutValues } from '../lib/schema';

const ORDER_FAILED = 'comanda nu a putut fi plasată';

type SubmitInput = {
  form: UseFormReturn<CheckoutValues>;
  lines: CartLine[];
  slots: DaySlots[];
  asapAllowed: boolean;
  /** The signed-in customer's e-mail (their delivery address is remembered), or null for a guest. */
  account: string | null;
  onPlaced: () => void;
};

export type OrderRefusal = { message: string; retry: boolean };

/** Places the order once (same Idempotency-Key on a retry), then opens its confirmation. */
export function useSubmitOrder({ form, lines, slots, asapAllowed, account, onPlaced }: SubmitInput) {
  const placeOrder = usePlaceOrder();
  const clearCart = useCartStore((s) => s.clear);
  const navigate = useNavigate();
  const submitting = useRef(false);
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);

  // Built at submit time: the handler touches refs, which is not allowed while rendering.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async (values) => {
      // A second click while the first is on its way does nothing (the button is disabled too).
      if (submitting.current) return;
      submitting.current = true;
      setRefusal(null);
      const body = buildOrderBody(values, lines, slots, asapAllowed);
      const key = checkoutKey();
      try {
        const answer = await placeOrder.mutateAsync({ body, key });
        resetCheckoutKey();
        if (account && values.method === 'DELIVERY') {
          useSessionStore.getState().setSavedAddress({
            streetAddress: body.deliveryDetailsBean.streetAddress,
            streetNumberAddress: body.deliveryDetailsBean.streetNumberAddress,
            buildingNumber: body.deliveryDetailsBean.buildingNumber,
            appartmentNumber: body.deliveryDetailsBean.appartmentNumber,
            city: body.deliveryDetailsBean.city,
            phoneNumber: body.deliveryDetailsBean.phoneNumber,
          });
        }
        onPlaced();
        clearCart();
        navigate(followPath(answer.followUrl, answer.orderNumber), { replace: true, state: { placed: true } });
      } catch (error) {
        const refused = isApiError(error) && isDefiniteRefusal(error.status);
        if (refused) resetCheckoutKey();
        // 429 (too many guest orders): the server's message says when; no "try again now" note.
        const limited = isApiError(error) && error.status === 429;
        applyServerFieldErrors(error, form.setError, serverFieldToForm);
        setRefusal({ message: errorMessage(error, ORDER_FAILED), retry: !refused && !limited });
        toast.error(errorToastText(error, ORDER_FAILED));
      } finally {
        submitting.current = false;
      }
    })(event);

  return { onSubmit, refusal, pending: placeOrder.isPending || form.formState.isSubmitting };
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
