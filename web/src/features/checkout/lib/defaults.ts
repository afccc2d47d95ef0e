import { emptyCompany } from '@/lib/company';
import type { SessionState, SessionUser } from '@/stores/session';
import type { BusinessInformation, DeliveryMethod, PaymentOption } from '@/types/api';
import type { CheckoutValues } from './schema';

type DefaultsInput = {
  business: BusinessInformation;
  /** Only a signed-in customer's own data is filled in, never what a guest left behind. */
  account: string | null;
  user: SessionUser | null;
  savedAddress: SessionState['savedAddress'];
  methods: DeliveryMethod[];
  payments: PaymentOption[];
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The form's first values: the first offered method and payment, the customer's saved data. */
export function checkoutDefaults({ business, account, user, savedAddress, methods, payments }: DefaultsInput): CheckoutValues {
  const pickupLocations = business.pickupLocations ?? [];
  return {
    firstName: account ? text(user?.firstName) : '',
    lastName: account ? text(user?.lastName) : '',
    phoneNumber: account ? text(savedAddress?.phoneNumber) : '',
    email: account ? text(user?.email) : '',
    method: methods[0] ?? '',
    pickupLocationId: pickupLocations.length === 1 ? String(pickupLocations[0].id) : '',
    tableNumber: '',
    streetAddress: account ? text(savedAddress?.streetAddress) : '',
    streetNumberAddress: account ? text(savedAddress?.streetNumberAddress) : '',
    buildingNumber: account ? text(savedAddress?.buildingNumber) : '',
    appartmentNumber: account ? text(savedAddress?.appartmentNumber) : '',
    city: (account ? text(savedAddress?.city) : '') || (business.city ?? ''),
    postalCode: '',
    when: 'asap',
    date: '',
    time: '',
    payment: payments[0] ?? '',
    cashAmount: '',
    cardAmount: '',
    coupon: '',
    additionalInformation: '',
    wantsInvoice: false,
    invoice: emptyCompany(),
    terms: false,
  };
}
