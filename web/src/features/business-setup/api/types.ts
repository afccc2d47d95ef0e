import type { BusinessInformation } from '@/types/api';

/** The four services a business switches on or off, as the ?service= query parameter names them. */
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


/**
 * GET/POST /admin-service/setup/custom-cakes: the rules of custom cakes. Written by hand until the
 * admin service's OpenAPI document has it (then a name over '@/types/api'). Percents are decimal
 * strings ("30.00"); cakesPerDay null means no daily limit.
 */
export type CustomCakesSetup = {
  depositPercent: string;
  freeCancellationDays: number;
  keptPercent: string;
  lockDays: number;
  quoteValidityDays: number;
  leadDays: number;
  restChargeHours: number;
  cakesPerDay: number | null;
  alertAfterHours: number;
  flavours: string[];
  fillings: string[];
};
