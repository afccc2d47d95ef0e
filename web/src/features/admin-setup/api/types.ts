/** Shapes of docs/contracts/catalog-and-setup.md (business setup). */
export type ScheduleType = 'REGULAR' | 'PICKUP' | 'DELIVERY';

export type Schedule = {
  scheduleType: ScheduleType;
  /** 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  open: boolean;
  /** 'HH:mm - HH:mm' */
  hours: string | null;
  openingTime: string | null;
  closingTime: string | null;
};

export type HolidaySchedule = {
  id?: number | null;
  name: string;
  notificationMessage: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
};

export type PickupLocation = {
  id?: number | null;
  pickupLocationName: string;
  pickupLocationDescription: string;
};

export type ServiceKey = 'pickup' | 'delivery' | 'booking' | 'pre-orders';

export type ServicesFields = {
  pickupEnabled: boolean;
  pickupAsSoonAsPossibleEnabled: boolean;
  minimumTimeInAdvanceForPickup: string | null;
  maximumTimeInAdvanceForPickup: string | null;
  deliveryEnabled: boolean;
  deliveryAsSoonAsPossibleEnabled: boolean;
  minimumTimeInAdvanceForDelivery: string | null;
  maximumTimeInAdvanceForDelivery: string | null;
  bookingEnabled: boolean;
  bookingAsSoonAsPossibleEnabled: boolean;
  minimumTimeInAdvanceForBookings: string | null;
  maximumTimeInAdvanceForBookings: string | null;
  preOrdersEnabled: boolean;
  preOrdersAsSoonAsPossibleEnabled: boolean;
  minimumTimeInAdvanceForPreOrders: string | null;
  maximumTimeInAdvanceForPreOrders: string | null;
};

export type ContactInformation = { name: string; phoneNumber: string; email: string };

export type Address = {
  county: string;
  postalCode: string;
  address: string;
  streetNumber: string;
  city: string;
  country: string;
};

export type PaymentMethod = 'cash' | 'card' | 'cash-card';

export type BusinessInformation = ContactInformation &
  Address &
  ServicesFields & {
    currency?: string;
    locale?: string;
    minimumOrderValue?: string;
    deliveryFee?: string;
    cashPayment: boolean;
    cardPayment: boolean;
    cashAndCardPayment: boolean;
    schedules: Schedule[];
    holidaySchedules: HolidaySchedule[];
    pickupLocations: PickupLocation[];
    lastKey?: string;
  };
