"""The Business information read model (docs/contracts/catalog-and-setup.md), the same for the
admin's setup screens and the storefront."""

from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated

from pydantic import BaseModel, PlainSerializer

from ..money import Money
from ..schemas import ReadModel

# Coordinates are kept with 6 decimals (numeric(9, 6)) and, like money, leave as a string.
MICRODEGREE = Decimal("0.000001")


def coordinate(value: Decimal) -> Decimal:
    return value.quantize(MICRODEGREE, rounding=ROUND_HALF_UP)


Coordinate = Annotated[Decimal, PlainSerializer(lambda value: str(coordinate(value)), return_type=str, when_used="json")]


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
    # Where the point is, for its map on /contact: both set, or both null (no map for it).
    pickupLocationLatitude: Coordinate | None
    pickupLocationLongitude: Coordinate | None


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
    # Where the shop is, for its map on /contact: both set, or both null (no map for it).
    latitude: Coordinate | None
    longitude: Coordinate | None
    currency: str
    locale: str
    minimumOrderValue: Money
    deliveryFee: Money

    cashPayment: bool
    cardPayment: bool
    cashAndCardPayment: bool
    # Paid by card on the site; the storefront offers it only when the keys are set too.
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

    # The footer's links to the shop's pages (Facebook, Instagram, TikTok); null: no link.
    facebookUrl: str | None
    instagramUrl: str | None
    tiktokUrl: str | None

    schedules: list[ScheduleInfo]
    holidaySchedules: list[HolidayInfo]
    pickupLocations: list[PickupLocationInfo]

    lastKey: str
