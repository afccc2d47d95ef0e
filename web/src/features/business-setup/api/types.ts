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
 * GET/POST /admin-service/setup/custom-cakes: the rules of custom cakes. Percents come back as
 * decimal strings ("30.00"); cakesPerDay null means no daily limit, alertAfterHours 0 no alert.
 */
export type { CakeSetup as CustomCakesSetup, CakeSetupBody as CustomCakesSetupBody } from '@/types/api';
