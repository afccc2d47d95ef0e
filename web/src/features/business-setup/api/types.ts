import type { BusinessInformation, PaymentMethodKey } from '@/types/api';

/** The four services of SPEC §4, as the ?service= query parameter names them. */
export type ServiceKey = 'pickup' | 'delivery' | 'booking' | 'pre-orders';

/** What the services form edits: the business information's switches and advance limits. */
export type ServicesFields = Pick<
  BusinessInformation,
  | 'pickupEnabled'
  | 'pickupAsSoonAsPossibleEnabled'
  | 'minimumTimeInAdvanceForPickup'
  | 'maximumTimeInAdvanceForPickup'
  | 'deliveryEnabled'
  | 'deliveryAsSoonAsPossibleEnabled'
  | 'minimumTimeInAdvanceForDelivery'
  | 'maximumTimeInAdvanceForDelivery'
  | 'bookingEnabled'
  | 'bookingAsSoonAsPossibleEnabled'
  | 'minimumTimeInAdvanceForBookings'
  | 'maximumTimeInAdvanceForBookings'
  | 'preOrdersEnabled'
  | 'preOrdersAsSoonAsPossibleEnabled'
  | 'minimumTimeInAdvanceForPreOrders'
  | 'maximumTimeInAdvanceForPreOrders'
>;

/*
 * Online card payment (issue 18), declared as the contract names it until `npm run api-types`
 * has the services' new schemas: then these become the generated `PaymentMethodsBody` and
 * `BusinessInformation`.
 */
export type PaymentMethodKeyWithOnline = PaymentMethodKey | 'online';

export type PaymentMethodsWithOnline = { paymentMethods: PaymentMethodKeyWithOnline[] };

/** The setup read, with the business's online payment switch. */
export type BusinessInformationWithOnline = BusinessInformation & { onlineCardPayment?: boolean };
