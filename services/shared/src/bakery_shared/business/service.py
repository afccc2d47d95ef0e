"""The Business information answer, built from the database (both services serve it)."""

from sqlalchemy.ext.asyncio import AsyncSession

from ..errors import NotFound
from ..last_key import read_last_key
from ..models import BusinessSetup, PickupLocation, Schedule
from .repository import BusinessRepository
from .schedule import format_time
from .schemas import BusinessInformation, HolidayInfo, PickupLocationInfo, ScheduleInfo

NOT_CONFIGURED = "Datele afacerii nu au fost configurate încă."


def schedule_info(row: Schedule) -> ScheduleInfo:
    return ScheduleInfo(
        scheduleType=row.schedule_type.value,
        dayOfWeek=row.day_of_week,
        open=row.open,
        hours=row.hours,
        openingTime=format_time(row.opening_time),
        closingTime=format_time(row.closing_time),
    )


def pickup_location_info(row: PickupLocation) -> PickupLocationInfo:
    return PickupLocationInfo(
        id=row.id,
        pickupLocationName=row.name,
        pickupLocationDescription=row.description,
        pickupLocationLatitude=row.latitude,
        pickupLocationLongitude=row.longitude,
    )


def _setup_fields(s: BusinessSetup) -> dict[str, object]:
    return {
        "name": s.name,
        "phoneNumber": s.phone_number,
        "email": s.email,
        "county": s.county,
        "postalCode": s.postal_code,
        "address": s.address,
        "streetNumber": s.street_number,
        "city": s.city,
        "country": s.country,
        "latitude": s.latitude,
        "longitude": s.longitude,
        "currency": s.currency,
        "locale": s.locale,
        "minimumOrderValue": s.minimum_order_value,
        "deliveryFee": s.delivery_fee,
        "cashPayment": s.cash_payment,
        "cardPayment": s.card_payment,
        "cashAndCardPayment": s.cash_and_card_payment,
        "onlineCardPayment": s.online_card_payment,
        "pickupEnabled": s.pickup_enabled,
        "pickupAsSoonAsPossibleEnabled": s.pickup_as_soon_as_possible_enabled,
        "minimumTimeInAdvanceForPickup": s.minimum_time_in_advance_for_pickup,
        "maximumTimeInAdvanceForPickup": s.maximum_time_in_advance_for_pickup,
        "deliveryEnabled": s.delivery_enabled,
        "deliveryAsSoonAsPossibleEnabled": s.delivery_as_soon_as_possible_enabled,
        "minimumTimeInAdvanceForDelivery": s.minimum_time_in_advance_for_delivery,
        "maximumTimeInAdvanceForDelivery": s.maximum_time_in_advance_for_delivery,
        "bookingEnabled": s.booking_enabled,
        "bookingAsSoonAsPossibleEnabled": s.booking_as_soon_as_possible_enabled,
        "minimumTimeInAdvanceForBookings": s.minimum_time_in_advance_for_bookings,
        "maximumTimeInAdvanceForBookings": s.maximum_time_in_advance_for_bookings,
        "preOrdersEnabled": s.pre_orders_enabled,
        "preOrdersAsSoonAsPossibleEnabled": s.pre_orders_as_soon_as_possible_enabled,
        "minimumTimeInAdvanceForPreOrders": s.minimum_time_in_advance_for_pre_orders,
        "maximumTimeInAdvanceForPreOrders": s.maximum_time_in_advance_for_pre_orders,
        "facebookUrl": s.facebook_url,
        "instagramUrl": s.instagram_url,
        "tiktokUrl": s.tiktok_url,
    }


async def business_information(session: AsyncSession) -> BusinessInformation:
    """The whole setup as the contract's Business information, with the current last-key."""
    repo = BusinessRepository(session)
    setup = await repo.get_setup()
    if setup is None:
        raise NotFound(NOT_CONFIGURED)
    return BusinessInformation(
        **_setup_fields(setup),
        schedules=[schedule_info(row) for row in await repo.schedules()],
        holidaySchedules=[HolidayInfo.model_validate(row) for row in await repo.holidays()],
        pickupLocations=[pickup_location_info(row) for row in await repo.pickup_locations()],
        lastKey=str(await read_last_key(session)),
    )
