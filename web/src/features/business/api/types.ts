export type ScheduleType = 'REGULAR' | 'PICKUP' | 'DELIVERY';

export type Schedule = {
  scheduleType: ScheduleType;
  /** 1 = Monday … 7 = Sunday. */
  dayOfWeek: number;
  open: boolean;
  hours?: string | null;
  openingTime?: string | null;
  closingTime?: string | null;
};

export type HolidaySchedule = {
  id?: number;
  name: string;
  notificationMessage: string;
  startDate: string;
  endDate: string;
};

export type PickupLocation = {
  id: number;
  pickupLocationName: string;
  pickupLocationDescription: string;
};

/** GET /user-service/restaurant/fetch-information (contract: catalog-and-setup.md). */
export type BusinessInformation = {
  name: string;
  phoneNumber: string;
  email: string;
  county?: string | null;
  postalCode?: string | null;
  address?: string | null;
  streetNumber?: string | null;
  city?: string | null;
  country?: string | null;
  currency?: string;
  locale?: string;
  minimumOrderValue?: string | null;
  deliveryFee?: string | null;
  schedules?: Schedule[];
  holidaySchedules?: HolidaySchedule[];
  pickupLocations?: PickupLocation[];
  lastKey?: string | null;
  [field: string]: unknown;
};

export type LastKey = { lastKey: string };
