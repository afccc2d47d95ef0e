import type { BusinessInformation, Schedule, ScheduleType } from '@/types/api';

/** One day of a schedule; the fields a test leaves out are empty. */
export function scheduleDay(fields: Pick<Schedule, 'scheduleType' | 'dayOfWeek' | 'open'> & Partial<Schedule>): Schedule {
  return { hours: null, openingTime: null, closingTime: null, ...fields };
}

function week(type: ScheduleType, hours: string | null): Schedule[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    scheduleType: type,
    dayOfWeek: day,
    open: day !== 7 && hours !== null,
    hours: day !== 7 ? hours : null,
    openingTime: day !== 7 && hours ? hours.slice(0, 5) : null,
    closingTime: day !== 7 && hours ? hours.slice(-5) : null,
  }));
}

/** The demo shop's business information as the services send it; `overrides` replace fields. */
export function businessInfo(overrides: Partial<BusinessInformation> = {}): BusinessInformation {
  return {
    name: 'Cofetăria Dulce Sibiu',
    phoneNumber: '0269 210 512',
    email: 'contact@cofetarie-demo.ro',
    county: 'Sibiu',
    postalCode: '550159',
    address: 'Str. Nicolae Bălcescu',
    streetNumber: '12',
    city: 'Sibiu',
    country: 'România',
    currency: 'RON',
    locale: 'ro-RO',
    minimumOrderValue: '50.00',
    deliveryFee: '15.00',
    lastKey: 'k1',
    cashPayment: true,
    cardPayment: true,
    cashAndCardPayment: false,
    onlineCardPayment: false,
    pickupEnabled: true,
    pickupAsSoonAsPossibleEnabled: true,
    minimumTimeInAdvanceForPickup: '30 minute',
    maximumTimeInAdvanceForPickup: '7 zile',
    deliveryEnabled: true,
    deliveryAsSoonAsPossibleEnabled: true,
    minimumTimeInAdvanceForDelivery: '2 ore',
    maximumTimeInAdvanceForDelivery: '7 zile',
    bookingEnabled: true,
    bookingAsSoonAsPossibleEnabled: false,
    minimumTimeInAdvanceForBookings: '2 ore',
    maximumTimeInAdvanceForBookings: '30 zile',
    preOrdersEnabled: true,
    preOrdersAsSoonAsPossibleEnabled: false,
    minimumTimeInAdvanceForPreOrders: '2 zile',
    maximumTimeInAdvanceForPreOrders: '30 zile',
    schedules: [...week('REGULAR', '08:00 - 20:00'), ...week('PICKUP', '08:00 - 20:00'), ...week('DELIVERY', '10:00 - 19:00')],
    holidaySchedules: [],
    pickupLocations: [
      {
        id: 1,
        pickupLocationName: 'Cofetăria din centru',
        pickupLocationDescription: 'Str. Nicolae Bălcescu 12',
        pickupLocationLatitude: '45.794150',
        pickupLocationLongitude: '24.151350',
      },
      {
        id: 2,
        pickupLocationName: 'Laboratorul Hipodrom',
        pickupLocationDescription: 'Str. Rahovei 45',
        pickupLocationLatitude: '45.780300',
        pickupLocationLongitude: '24.166800',
      },
    ],
    // As the demo seed: the shop's map marker and the networks' home pages.
    latitude: '45.794150',
    longitude: '24.151350',
    facebookUrl: 'https://www.facebook.com/',
    instagramUrl: 'https://www.instagram.com/',
    tiktokUrl: 'https://www.tiktok.com/',
    ...overrides,
  };
}
