import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { CartLine } from '@/stores/cart';
import type { DeliveryMethod } from '@/types/api';
import { usePriceCart } from '../api/price-cart';
import { orderItems } from '../lib/payload';
import type { CheckoutValues } from '../lib/schema';
import { useDebounced } from './use-debounced';

type QuoteInput = { control: Control<CheckoutValues>; lines: CartLine[]; method: DeliveryMethod | ''; now: Date };

/** The promotions and the typed code, priced by the server as the customer types (nothing saved). */
export function useQuote({ control, lines, method, now }: QuoteInput) {
  const [coupon, email, when] = useWatch({ control, name: ['coupon', 'email', 'when'] });
  const body = useDebounced(
    useMemo(
      () => ({
        items: orderItems(lines),
        deliveryMethodChosen: (method || 'PICKUP') as DeliveryMethod,
        // Only whether it is for later matters to the promotions: any later moment says so.
        pickupOrDeliveryMoment: when === 'asap' || !when ? null : new Date(now.getTime() + 86_400_000).toISOString(),
        email: email?.trim() || null,
        coupon: coupon?.trim() || null,
      }),
      [lines, method, when, email, coupon, now],
    ),
  );
  return usePriceCart(body, lines.length > 0);
}
