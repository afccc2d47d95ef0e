import type { Path } from 'react-hook-form';
import { toCompanyDetails, type CompanyValues } from '@/lib/company';
import { baniToMoney, parseMoney } from '@/lib/money';
import type { CartLine } from '@/stores/cart';
import type { DeliveryMethod, PaymentOption } from '@/types/api';
import type { PlaceOrderBody, PlaceOrderItem } from '../api/types';
import type { DaySlots } from './moments';
import { orderNote } from './order-note';
import { normalizePhone, type CheckoutValues } from './schema';

const orNull = (value: string) => value.trim() || null;

export function orderItems(lines: CartLine[]): PlaceOrderItem[] {
  return lines.map((line) =>
    line.kind === 'product'
      ? {
          id: line.id,
          dimensionId: line.dimensionId,
          quantity: line.quantity,
          extraIngredients: line.extraIngredients.map((e) => e.name),
          preferredMessage: line.preferredMessage || null,
        }
      : {
          promotionId: line.promotionId,
          quantity: line.quantity,
          productBeans: line.productBeans.map((b) => ({ productId: b.productId, dimensionId: b.dimensionId })),
        },
  );
}

/** The place-order body (contract: ordering.md); nothing priced by the client is sent. */
export function buildOrderBody(values: CheckoutValues, lines: CartLine[], slots: DaySlots[], asapAllowed: boolean): PlaceOrderBody {
  const method = values.method as DeliveryMethod;
  const payment = values.payment as PaymentOption;
  const delivery = method === 'DELIVERY';
  const asap = values.when === 'asap' && asapAllowed;
  const slot = asap ? null : (slots.find((d) => d.date === values.date)?.slots.find((s) => s.time === values.time) ?? null);
  const split = payment === 'CASH_CARD';
  return {
    items: orderItems(lines),
    deliveryMethodChosen: method,
    deliveryDetailsBean: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: normalizePhone(values.phoneNumber) ?? values.phoneNumber.trim(),
      email: values.email.trim(),
      ...(delivery
        ? {
            streetAddress: values.streetAddress.trim(),
            streetNumberAddress: values.streetNumberAddress.trim(),
            buildingNumber: orNull(values.buildingNumber),
            appartmentNumber: orNull(values.appartmentNumber),
            city: values.city.trim(),
            postalCode: orNull(values.postalCode),
          }
        : {}),
    },
    pickupLocationId: method === 'PICKUP' && values.pickupLocationId ? Number(values.pickupLocationId) : null,
    pickupOrDeliveryMoment: slot ? slot.iso : null,
    orderPaymentOptions: payment,
    cashAmount: split ? baniToMoney(parseMoney(values.cashAmount) ?? 0) : null,
    cardAmount: split ? baniToMoney(parseMoney(values.cardAmount) ?? 0) : null,
    coupon: orNull(values.coupon),
    additionalInformation: orderNote(method, values.tableNumber, values.additionalInformation),
    // Only when asked for: a consumer's order carries no company at all.
    ...(values.wantsInvoice ? { invoiceDetails: toCompanyDetails(values.invoice) } : {}),
  };
}

const COMPANY_KEYS: string[] = ['companyName', 'cui', 'registrationNumber', 'streetAddress', 'city', 'county'];

/** Server field names (dotted) → the form's fields. */
export function serverFieldToForm(key: string): Path<CheckoutValues> | null {
  const company = /^invoiceDetails\.(\w+)$/.exec(key);
  if (company) return COMPANY_KEYS.includes(company[1]) ? (`invoice.${company[1] as keyof CompanyValues}` as const) : 'wantsInvoice';
  const name = key.replace(/^deliveryDetailsBean\./, '');
  const map: Record<string, keyof CheckoutValues> = {
    firstName: 'firstName',
    lastName: 'lastName',
    phoneNumber: 'phoneNumber',
    email: 'email',
    streetAddress: 'streetAddress',
    streetNumberAddress: 'streetNumberAddress',
    buildingNumber: 'buildingNumber',
    appartmentNumber: 'appartmentNumber',
    city: 'city',
    postalCode: 'postalCode',
    deliveryMethodChosen: 'method',
    pickupLocationId: 'pickupLocationId',
    pickupOrDeliveryMoment: 'time',
    orderPaymentOptions: 'payment',
    cashAmount: 'cashAmount',
    cardAmount: 'cardAmount',
    coupon: 'coupon',
    additionalInformation: 'additionalInformation',
  };
  return map[name] ?? null;
}
