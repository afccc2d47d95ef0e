"""The Business information read model (docs/contracts/catalog-and-setup.md), the same for the
admin's setup screens and the storefront."""

from datetime import date

from pydantic import BaseModel

from ..money import Money
from ..schemas import ReadModel


class ScheduleInfo(BaseModel):
    scheduleType: str  # REGULAR, PICKUP, DELIVERY
    dayOfWeek: int  # 1 Monday ... 7 Sunday
    open: bool
    hours: str | None  # 'HH:mm - HH:mm', null when closed
    openingTime: str | None  # 'HH:mm'
    closingTime: str | None


class HolidayInfo(ReadModel):
    id: int
    name: str
    notification_message: str
    start_date: date
    end_date: date


class PickupLocationInfo(BaseModel):
    id: int
    pickupLocationName: str
    pickupLocationDescription: str


class BusinessInformation(BaseModel):
    name: str
    phoneNumber: str | None
    email: str | None
    county: str | None
    postalCode: str | None
    address: str | None
    streetNumber: str | None
    city: str | None
    country: str
    currency: str
    locale: str
    minimumOrderValue: Money
    deliveryFee: Money

    cashPayment: bool
    cardPayment: bool
    cashAndCardPayment: bool
    # Paid by card on the site (issue 18); the storefront offers it only when the keys are set too.
    onlineCardPayment: bool

    pickupEnabled: bool
    pickupAsSoonAsPossibleEnabled: bool
    minimumTimeInAdvanceForPickup: str | None
    maximumTimeInAdvanceForPickup: str | None

    deliveryEnabled: bool
    deliveryAsSoonAsPossibleEnabled: bool
    minimumTimeInAdvanceForDelivery: str | None
    maximumTimeInAdvanceForDelivery: str | None

    bookingEnabled: bool
    bookingAsSoonAsPossibleEnabled: bool
    minimumTimeInAdvanceForBookings: str | None
    maximumTimeInAdvanceForBookings: str | None

    preOrdersEnabled: bool
    preOrdersAsSoonAsPossibleEnabled: bool
    minimumTimeInAdvanceForPreOrders: str | None
    maximumTimeInAdvanceForPreOrders: str | None

    schedules: list[ScheduleInfo]
    holidaySchedules: list[HolidayInfo]
    pickupLocations: list[PickupLocationInfo]

    lastKey: str
