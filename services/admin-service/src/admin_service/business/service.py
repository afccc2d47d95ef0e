"""The business setup writes. Each one locks the setup row, saves, bumps the last-key in the same
transaction (so the storefront's next read sees it) and answers the fresh state."""

from collections.abc import Sequence

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.business.repository import BusinessRepository
from bakery_shared.business.schedule import parse_hours
from bakery_shared.business.schemas import BusinessInformation, PickupLocationInfo
from bakery_shared.business.service import business_information, pickup_location_info
from bakery_shared.clock import Clock
from bakery_shared.errors import Conflict, ValidationFailed
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import HolidaySchedule, PickupLocation, Schedule

from .repository import BusinessSetupRepository
from .schemas import (
    Address,
    ContactInformation,
    HolidayIn,
    OfferedServices,
    PaymentMethods,
    PickupLocationIn,
    RestaurantSchedule,
    SocialLinks,
    UnansweredAlert,
    coordinates_sent,
)

START_IN_PAST_RULE = "Data de început trebuie să fie astăzi sau mai târziu."
END_IN_PAST_RULE = "Data de sfârșit trebuie să fie astăzi sau mai târziu."
UNKNOWN_POINT = "Punctul de lucru nu a fost găsit."
ONLINE_WITHOUT_KEYS = "Plata online cu cardul nu poate fi activată: cheile Stripe nu sunt configurate."
POINT_IN_USE = "Punctul de lucru „{point}” nu poate fi șters: categoria „{category}” se ridică de acolo."

# Per service: the prefix of its contract flags, the suffix of its contract times, the prefix of
# its BusinessSetup flags and the suffix of its BusinessSetup times.
_SERVICES = [
    ("pickup", "Pickup", "pickup", "pickup"),
    ("delivery", "Delivery", "delivery", "delivery"),
    ("booking", "Bookings", "booking", "bookings"),
    ("preOrders", "PreOrders", "pre_orders", "pre_orders"),
]


async def pickup_locations_info(session: AsyncSession) -> list[PickupLocationInfo]:
    return [pickup_location_info(row) for row in await BusinessRepository(session).pickup_locations()]


class BusinessService:
    def __init__(self, session: AsyncSession, clock: Clock) -> None:
        self.session = session
        self.clock = clock
        self.repo = BusinessSetupRepository(session)

    async def _changed(self) -> None:
        await self.session.flush()
        await bump_last_key(self.session)

    async def _saved(self) -> BusinessInformation:
        await self._changed()
        return await business_information(self.session)

    async def contact_information(self, data: ContactInformation) -> BusinessInformation:
        setup = await self.repo.lock_setup()
        setup.name, setup.phone_number, setup.email = data.name, data.phoneNumber, data.email
        return await self._saved()

    async def address(self, data: Address) -> BusinessInformation:
        setup = await self.repo.lock_setup()
        setup.county = data.county
        setup.postal_code = data.postalCode
        setup.address = data.address
        setup.street_number = data.streetNumber
        setup.city = data.city
        setup.country = data.country or "România"
        if coordinates_sent(data, "latitude", "longitude"):
            setup.latitude, setup.longitude = data.latitude, data.longitude
        return await self._saved()

    async def social_links(self, data: SocialLinks) -> BusinessInformation:
        setup = await self.repo.lock_setup()
        # Only the links named in the call change; the schema already made an empty one null.
        for field, column in (("facebookUrl", "facebook_url"), ("instagramUrl", "instagram_url"), ("tiktokUrl", "tiktok_url")):
            if field in data.model_fields_set:
                setattr(setup, column, getattr(data, field))
        return await self._saved()

    async def offered_services(self, data: OfferedServices) -> BusinessInformation:
        setup = await self.repo.lock_setup()
        for flag, times, column_flag, column_times in _SERVICES:
            enabled: bool | None = getattr(data, f"{flag}Enabled")
            if enabled is None:
                continue  # not sent: left as it is
            setattr(setup, f"{column_flag}_enabled", enabled)
            setattr(setup, f"{column_flag}_as_soon_as_possible_enabled", getattr(data, f"{flag}AsSoonAsPossibleEnabled"))
            # The schema already emptied the times of a service that is off.
            setattr(setup, f"minimum_time_in_advance_for_{column_times}", getattr(data, f"minimumTimeInAdvanceFor{times}"))
            setattr(setup, f"maximum_time_in_advance_for_{column_times}", getattr(data, f"maximumTimeInAdvanceFor{times}"))
        return await self._saved()

    async def payment_methods(self, data: PaymentMethods, *, card_keys_configured: bool) -> BusinessInformation:
        methods = set(data.paymentMethods)
        if "online" in methods and not card_keys_configured:
            raise ValidationFailed.because(ONLINE_WITHOUT_KEYS, "paymentMethods")
        setup = await self.repo.lock_setup()
        setup.cash_payment = "cash" in methods
        setup.card_payment = "card" in methods
        setup.cash_and_card_payment = "cash-card" in methods
        setup.online_card_payment = "online" in methods
        return await self._saved()

    async def restaurant_schedule(self, data: RestaurantSchedule) -> BusinessInformation:
        await self.repo.lock_setup()
        if data.holidaySchedules is not None:
            await self._replace_holidays(data.holidaySchedules)
        if data.schedules is not None:
            rows = []
            for day in data.schedules:
                opening, closing = parse_hours(day.hours) if day.hours else (None, None)
                rows.append(
                    Schedule(
                        schedule_type=day.scheduleType,
                        day_of_week=day.dayOfWeek,
                        open=day.open,
                        hours=day.hours,
                        opening_time=opening,
                        closing_time=closing,
                    )
                )
            await self.repo.replace_schedules(rows)
        return await self._saved()

    async def _replace_holidays(self, sent: Sequence[HolidayIn]) -> None:
        saved = await self.repo.holidays_by_id()
        today = self.clock.today()
        errors: dict[str, str] = {}
        for index, holiday in enumerate(sent):
            existing = saved.get(holiday.id) if holiday.id is not None else None
            # A saved holiday sent back with the same dates stays, even once it has begun or ended;
            # a new one, or new dates, must lie today or later (Sibiu's date).
            if existing is not None and (existing.start_date, existing.end_date) == (holiday.startDate, holiday.endDate):
                continue
            if holiday.startDate < today:
                errors[f"holidaySchedules.{index}.startDate"] = START_IN_PAST_RULE
            if holiday.endDate < today:
                errors[f"holidaySchedules.{index}.endDate"] = END_IN_PAST_RULE
        if errors:
            raise ValidationFailed(errors=errors)

        # Saved holidays sent back (by id) are edited in place; the rest are deleted; new ones added.
        rows: list[HolidaySchedule] = []
        for holiday in sent:
            row = saved.pop(holiday.id, None) if holiday.id is not None else None
            if row is None:
                row = HolidaySchedule()
                rows.append(row)
            row.name = holiday.name
            row.notification_message = holiday.notificationMessage
            row.start_date = holiday.startDate
            row.end_date = holiday.endDate
        await self.repo.delete_holidays(list(saved.values()))
        await self.repo.add(*rows)

    async def set_pickup_locations(self, sent: Sequence[PickupLocationIn]) -> list[PickupLocationInfo]:
        await self.repo.lock_setup()
        ids = [p.id for p in sent if p.id is not None]
        existing = await self.repo.pickup_locations_by_id(ids)
        unknown = {f"{i}.id": UNKNOWN_POINT for i, p in enumerate(sent) if p.id is not None and p.id not in existing}
        if unknown:
            raise ValidationFailed(errors=unknown)
        next_order = await self.repo.next_pickup_sort_order()
        new_rows = []
        for point in sent:
            if point.id is not None:
                row = existing[point.id]
            else:
                row = PickupLocation(sort_order=next_order)
                next_order += 1
                new_rows.append(row)
            row.name = point.pickupLocationName
            row.description = point.pickupLocationDescription
            if coordinates_sent(point, "pickupLocationLatitude", "pickupLocationLongitude"):
                row.latitude, row.longitude = point.pickupLocationLatitude, point.pickupLocationLongitude
        await self.repo.add(*new_rows)
        await self._changed()
        return await pickup_locations_info(self.session)

    async def remove_pickup_locations(self, ids: Sequence[int]) -> list[PickupLocationInfo]:
        await self.repo.lock_setup()
        # Ids no longer there are ignored: the point is gone either way.
        existing = await self.repo.pickup_locations_by_id(sorted(set(ids)))
        in_use = await self.repo.categories_picking_up_at(list(existing))
        if in_use:
            category = in_use[0]
            point = existing[category.given_location_for_pickup_id]  # type: ignore[index]
            raise Conflict(POINT_IN_USE.format(point=point.name, category=category.name))
        await self.repo.delete_pickup_locations(list(existing))
        await self._changed()
        return await pickup_locations_info(self.session)

    # ---- the unanswered-order alert's second address ----

    async def unanswered_alert(self) -> UnansweredAlert:
        setup = await self.repo.get_setup()
        return UnansweredAlert(secondEmail=setup.second_alert_email if setup else None)

    async def set_unanswered_alert(self, data: UnansweredAlert) -> UnansweredAlert:
        setup = await self.repo.lock_setup()
        setup.second_alert_email = data.secondEmail
        await self.session.flush()
        return UnansweredAlert(secondEmail=setup.second_alert_email)
