/** What the checkout reads from the business information (contract: catalog-and-setup.md). */
export type CheckoutSchedule = {
  scheduleType: string;
  dayOfWeek: number;
  open: boolean;
  hours?: string | null;
  openingTime?: string | null;
  closingTime?: string | null;
};

export type CheckoutHoliday = { name?: string; notificationMessage?: string; startDate: string; endDate: string };

export type CheckoutPickupLocation = { id: number; pickupLocationName: string; pickupLocationDescription: string };

export type CheckoutBusiness = {
  name?: string;
  phoneNumber?: string;
  address?: string | null;
  streetNumber?: string | null;
  city?: string | null;
  minimumOrderValue?: string | null;
  deliveryFee?: string | null;
  cashPayment?: boolean;
  cardPayment?: boolean;
  cashAndCardPayment?: boolean;
  pickupEnabled?: boolean;
  pickupAsSoonAsPossibleEnabled?: boolean;
  minimumTimeInAdvanceForPickup?: string | null;
  maximumTimeInAdvanceForPickup?: string | null;
  deliveryEnabled?: boolean;
  deliveryAsSoonAsPossibleEnabled?: boolean;
  minimumTimeInAdvanceForDelivery?: string | null;
  maximumTimeInAdvanceForDelivery?: string | null;
  bookingEnabled?: boolean;
  bookingAsSoonAsPossibleEnabled?: boolean;
  minimumTimeInAdvanceForBookings?: string | null;
  maximumTimeInAdvanceForBookings?: string | null;
  preOrdersEnabled?: boolean;
  preOrdersAsSoonAsPossibleEnabled?: boolean;
  minimumTimeInAdvanceForPreOrders?: string | null;
  maximumTimeInAdvanceForPreOrders?: string | null;
  schedules?: CheckoutSchedule[];
  holidaySchedules?: CheckoutHoliday[];
  pickupLocations?: CheckoutPickupLocation[];
};

export type DeliveryMethod = 'PICKUP' | 'DELIVERY' | 'RESTAURANT';
export type PaymentOption = 'CASH' | 'CARD' | 'CASH_CARD';

export type PlaceOrderItem =
  | { id: number; dimensionId: number; quantity: number; extraIngredients: string[]; preferredMessage: string | null }
  | { promotionId: number; quantity: number; productBeans: { productId: number; dimensionId: number }[] };

/** POST /user-service/place-order (contract: ordering.md). */
export type PlaceOrderBody = {
  items: PlaceOrderItem[];
  deliveryMethodChosen: DeliveryMethod;
  deliveryDetailsBean: {
    firstName: string;
    lastName: string;
    phoneNumber: string;
    email: string;
    streetAddress?: string | null;
    streetNumberAddress?: string | null;
    buildingNumber?: string | null;
    appartmentNumber?: string | null;
    city?: string | null;
  };
  pickupLocationId: number | null;
  pickupOrDeliveryMoment: string | null;
  orderPaymentOptions: PaymentOption;
  cashAmount: string | null;
  cardAmount: string | null;
  coupon: string | null;
  additionalInformation: string | null;
};

export type PlaceOrderAnswer = {
  id: number;
  orderNumber: string;
  status: string;
  subTotalPrice?: string | null;
  totalPackageCost?: string | null;
  deliveryFee?: string | null;
  discount?: string | null;
  totalPrice: string;
  followToken?: string;
  followUrl: string;
};

export type ContactInformation = { firstName?: string | null; lastName?: string | null; email?: string | null; phoneNumber?: string | null };

export type AddressInformation = {
  streetAddress?: string | null;
  streetNumberAddress?: string | null;
  cityAddress?: string | null;
  countyAddress?: string | null;
  buildingNumber?: string | null;
  appartmentNumber?: string | null;
  phoneNumber?: string | null;
};
