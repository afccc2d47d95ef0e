import { z } from 'zod';
import { companySchema, type CompanyValues } from '@/lib/company';
import { emailField } from '@/lib/email';
import { formatBani } from '@/lib/format';
import { parseMoney, type Bani } from '@/lib/money';
import type { DaySlots } from './moments';
import { MSG, minimumOrderMessage, noteTooLongMessage, splitAmountMessage } from './messages';
import { NOTE_MAX_LENGTH, orderNote, tableNumberOf } from './order-note';

export type CheckoutValues = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  method: '' | 'PICKUP' | 'DELIVERY' | 'RESTAURANT';
  pickupLocationId: string;
  /** 'La restaurant' only, optional: the table the order is brought to. */
  tableNumber: string;
  streetAddress: string;
  streetNumberAddress: string;
  buildingNumber: string;
  appartmentNumber: string;
  city: string;
  postalCode: string;
  when: 'asap' | 'later';
  date: string;
  time: string;
  payment: '' | 'CASH' | 'CARD' | 'CASH_CARD' | 'ONLINE';
  cashAmount: string;
  cardAmount: string;
  coupon: string;
  additionalInformation: string;
  /** 'Vreau factură pe firmă': the company below is sent as invoiceDetails. */
  wantsInvoice: boolean;
  invoice: CompanyValues;
  terms: boolean;
};

/** What the rules depend on, besides the fields themselves. */
export type CheckoutContext = {
  hasPickupLocations: boolean;
  /** 'Cât mai curând posibil' is offered for the chosen method right now. */
  asapAllowed: boolean;
  slots: DaySlots[];
  /** Estimated order total (products, packaging, delivery fee). */
  estimatedTotal: Bani;
  /** Products in the cart (what the delivery minimum is compared with). */
  productsTotal: Bani;
  minimumOrderValue: Bani | null;
};

/** A Romanian phone number as the services read it: 07xx xxx xxx, or +40 / 0040 before it. */
export function normalizePhone(value: string): string | null {
  const digits = value.replace(/[\s.\-()]/g, '').replace(/^(\+40|0040)/, '0');
  return /^0\d{9}$/.test(digits) ? digits : null;
}

const text = (required: string) => z.string().trim().min(1, required).max(50, MSG.nameTooLong);

export function checkoutSchema(ctx: CheckoutContext) {
  return z
    .object({
      firstName: text(MSG.firstName),
      lastName: text(MSG.lastName),
      phoneNumber: z
        .string()
        .trim()
        .min(1, MSG.phoneRequired)
        .refine((v) => normalizePhone(v) !== null, MSG.phone),
      email: emailField({ required: MSG.emailRequired }),
      method: z.string(),
      pickupLocationId: z.string(),
      tableNumber: z.string(),
      streetAddress: z.string(),
      streetNumberAddress: z.string(),
      buildingNumber: z.string().max(20),
      appartmentNumber: z.string().max(20),
      city: z.string(),
      postalCode: z.string().max(10),
      when: z.enum(['asap', 'later']),
      date: z.string(),
      time: z.string(),
      payment: z.string(),
      cashAmount: z.string(),
      cardAmount: z.string(),
      coupon: z.string().max(50),
      additionalInformation: z.string(),
      wantsInvoice: z.boolean(),
      // Checked below, only when a company invoice is asked for.
      invoice: z.object({
        companyName: z.string(),
        cui: z.string(),
        registrationNumber: z.string(),
        streetAddress: z.string(),
        city: z.string(),
        county: z.string(),
      }),
      terms: z.boolean(),
    })
    .superRefine((v, issue) => {
      const add = (path: keyof CheckoutValues, message: string) => issue.addIssue({ code: 'custom', path: [path], message });
      if (!v.method) add('method', MSG.method);
      if (v.method === 'PICKUP' && ctx.hasPickupLocations && !v.pickupLocationId) add('pickupLocationId', MSG.pickupLocation);
      if (v.method === 'DELIVERY') {
        if (!v.streetAddress.trim()) add('streetAddress', MSG.street);
        if (!v.streetNumberAddress.trim()) add('streetNumberAddress', MSG.streetNumber);
        if (!v.city.trim()) add('city', MSG.city);
        if (ctx.minimumOrderValue !== null && ctx.productsTotal < ctx.minimumOrderValue) {
          add('method', minimumOrderMessage(formatBani(ctx.minimumOrderValue)));
        }
      }
      if (v.method === 'RESTAURANT' && v.tableNumber.trim() && tableNumberOf(v.tableNumber) === null) add('tableNumber', MSG.tableNumber);
      // The table number goes first in the note (see order-note.ts): the limit is the whole note's.
      const note = orderNote(v.method as CheckoutValues['method'], v.tableNumber, v.additionalInformation);
      if (note && note.length > NOTE_MAX_LENGTH) {
        const prefix = note.length - v.additionalInformation.trim().length;
        add('additionalInformation', noteTooLongMessage(NOTE_MAX_LENGTH - prefix));
      }
      if (v.method) {
        const asap = v.when === 'asap' && ctx.asapAllowed;
        if (!asap) {
          const day = ctx.slots.find((d) => d.date === v.date);
          if (!v.date) add('date', MSG.date);
          else if (!day) add('date', MSG.slotGone);
          else if (!v.time) add('time', MSG.time);
          else if (!day.slots.some((s) => s.time === v.time)) add('time', MSG.slotGone);
        }
      }
      if (!v.payment) add('payment', MSG.payment);
      if (v.payment === 'CASH_CARD') {
        const cash = parseMoney(v.cashAmount);
        const card = parseMoney(v.cardAmount);
        if (cash === null || cash < 0) add('cashAmount', MSG.amount);
        if (card === null || card < 0) add('cardAmount', MSG.amount);
        if (cash !== null && card !== null && cash >= 0 && card >= 0 && cash + card !== ctx.estimatedTotal) {
          add('cardAmount', splitAmountMessage(formatBani(ctx.estimatedTotal)));
        }
      }
      if (v.wantsInvoice) {
        const company = companySchema.safeParse(v.invoice);
        for (const problem of company.success ? [] : company.error.issues) {
          issue.addIssue({ code: 'custom', path: ['invoice', ...problem.path], message: problem.message });
        }
      }
      if (!v.terms) add('terms', MSG.terms);
    });
}
