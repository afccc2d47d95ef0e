import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { errorMessage, isApiError } from '@/lib/api-client';
import { parseMoney } from '@/lib/money';
import type { CartLine } from '@/stores/cart';
import type { BusinessInformation, DeliveryMethod } from '@/types/api';
import { useAvailableDays } from '../api/get-available-days';
import { orderItems } from '../lib/payload';
import type { CheckoutValues } from '../lib/schema';

type ZoneInput = { control: Control<CheckoutValues>; business: BusinessInformation; method: DeliveryMethod | ''; lines: CartLine[] };

/**
 * The kitchen's and the zone's limits (lead times, daily capacity, delivery zones): the server says which days and hours it can
 * serve for this cart and address, and the address's zone (its fee and minimum).
 */
export function useZone({ control, business, method, lines }: ZoneInput) {
  const [city, postalCode] = useWatch({ control, name: ['city', 'postalCode'] });
  const [zoneAddress, setZoneAddress] = useState({ city: '', postalCode: '' });
  useEffect(() => {
    const timer = window.setTimeout(() => setZoneAddress({ city: (city ?? '').trim(), postalCode: (postalCode ?? '').trim() }), 400);
    return () => window.clearTimeout(timer);
  }, [city, postalCode]);
  const items = useMemo(() => orderItems(lines), [lines]);
  const daysBody = method
    ? {
        items,
        deliveryMethodChosen: method,
        city: method === 'DELIVERY' ? zoneAddress.city || null : null,
        postalCode: method === 'DELIVERY' ? zoneAddress.postalCode || null : null,
      }
    : null;
  const serverDays = useAvailableDays(daysBody);
  const refusal =
    method === 'DELIVERY' && isApiError(serverDays.error) && serverDays.error.status === 422 ? errorMessage(serverDays.error, '') : null;
  const zone = method === 'DELIVERY' && !refusal ? (serverDays.data?.zone ?? null) : null;
  return {
    zone,
    refusal,
    days: serverDays.data?.days ?? null,
    deliveryFee: method === 'DELIVERY' ? (parseMoney(zone?.deliveryFee ?? business.deliveryFee ?? null) ?? 0) : null,
    minimumOrderValue: parseMoney(zone?.minimumOrder ?? business.minimumOrderValue ?? null),
  };
}
