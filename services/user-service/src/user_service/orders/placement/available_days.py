"""The days the checkout offers: for a cart and a service (and a delivery address's
zone), every day from today to the service's furthest advance, with the hours it may be chosen in,
or why not: closed, the zone not served, a product's lead time or production weekdays, or the day's
capacity already taken. Read only; placing the order checks all of it again under its locks."""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.business.advance import parse_advance_time
from bakery_shared.business.repository import BusinessRepository
from bakery_shared.business.schedule import END_OF_DAY, format_time
from bakery_shared.business.zones import DeliveryZoneOut, zone_out
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import DeliveryMethod, DeliveryZone, HolidaySchedule, ProductOrderType
from bakery_shared.orders.production import LoadKey, capacity_of
from bakery_shared.orders.repository import ProductionRepository

from ...business.advance import advance_delta
from ...business.zones import ZoneMiss, address_zone, zone_window
from ..repository import CustomerOrderRepository
from ..schemas import CartLineIn, CartLines
from . import messages as m
from .production import ON_WEEKDAY, Made, lead_time_of
from .rules import SCHEDULE_OF, ServiceRules, pre_order_rules, refuse, service_rules

DEFAULT_DAYS = 14
MAX_DAYS = 60


class AvailableDaysIn(BaseModel):
    items: CartLines = []
    deliveryMethodChosen: DeliveryMethod
    city: str | None = None
    postalCode: str | None = None


class DayOut(BaseModel):
    date: date
    available: bool
    # HH:mm: the first and the last moment that may be chosen that day (when available).
    firstTime: str | None = None
    lastTime: str | None = None
    reason: str | None = None


class AvailableDaysOut(BaseModel):
    days: list[DayOut]
    zone: DeliveryZoneOut | None


def _at(day: date, moment: time) -> datetime:
    return datetime.combine(day, moment, tzinfo=BUSINESS_ZONE)


# A capacity-limited product (or size): its pieces in the cart, the day's capacity, its name.
Limited = dict[tuple[int, int], tuple[int, int, str]]


@dataclass(frozen=True)
class Calendar:
    """What every day of the list is checked against, read once for the whole list."""

    now: datetime
    earliest: datetime  # now plus the service's minimum advance
    hours: dict[int, tuple[time, time]]  # the service's opening and closing, per weekday
    holidays: list[HolidaySchedule]
    zone: DeliveryZone | None
    made: list[Made]
    limited: Limited
    taken: dict[LoadKey, int]  # pieces already taken, per product (or size) and day


class AvailableDays:
    def __init__(self, session: AsyncSession, clock: Clock) -> None:
        self.session = session
        self.clock = clock
        self.business = BusinessRepository(session)
        self.orders = CustomerOrderRepository(session)

    async def _made(self, items: list[CartLineIn]) -> list[Made]:
        wanted = [(line.id, line.dimensionId, line.quantity) for line in items if line.id and line.dimensionId] + [
            (bean.productId, bean.dimensionId, line.quantity) for line in items for bean in line.productBeans
        ]
        products = await self.orders.products({p for p, _, _ in wanted})
        dimensions = await self.orders.dimensions({d for _, d, _ in wanted})
        made = []
        for product_id, dimension_id, quantity in wanted:
            product, dimension = products.get(product_id), dimensions.get(dimension_id)
            if product is not None and dimension is not None and dimension.product_id == product.id:
                made.append(Made(product, dimension, quantity))
        return made

    async def _zone(self, data: AvailableDaysIn) -> DeliveryZone | None:
        # The locality decides the zone (see zones.py): until the checkout has one, no zone yet.
        if data.deliveryMethodChosen != DeliveryMethod.DELIVERY or not (data.city or "").strip():
            return None
        zones = await self.business.delivery_zones()
        if not zones:
            return None
        zone = address_zone(zones, data.city, data.postalCode)
        if isinstance(zone, ZoneMiss):
            raise refuse(zone.message, zone.field)
        return zone

    async def _hours(self, method: DeliveryMethod) -> dict[int, tuple[time, time]]:
        schedule_type = SCHEDULE_OF[method]
        return {
            s.day_of_week: (s.opening_time, s.closing_time)
            for s in await self.business.schedules()
            if s.schedule_type == schedule_type and s.open and s.opening_time and s.closing_time
        }

    async def days(self, data: AvailableDaysIn) -> AvailableDaysOut:
        setup = await self.business.get_setup()
        if setup is None:
            raise refuse(m.NOT_CONFIGURED)
        made = await self._made(data.items)
        rules = service_rules(setup, data.deliveryMethodChosen)
        if any(line.product.order_type == ProductOrderType.PRE_ORDER for line in made):
            rules = pre_order_rules(setup)
        zone = await self._zone(data)
        now = self.clock.local_now()
        today, last = now.date(), now.date() + timedelta(days=min(_span(rules), MAX_DAYS))
        earliest = now + (advance_delta(rules.minimum) if rules.minimum else timedelta(0))
        hours = await self._hours(data.deliveryMethodChosen)
        holidays = await self.business.holidays()
        limited = limited_of(made)
        taken = await ProductionRepository(self.session).taken_between(limited, today, last)
        calendar = Calendar(now, earliest, hours, holidays, zone, made, limited, taken)
        answer = [day_out(calendar, today + timedelta(days=n)) for n in range((last - today).days + 1)]
        return AvailableDaysOut(days=answer, zone=zone_out(zone) if zone is not None else None)


def _span(rules: ServiceRules) -> int:
    """How many days ahead the service may be ordered for."""
    try:
        return parse_advance_time(rules.maximum).amount if rules.maximum else DEFAULT_DAYS
    except ValueError:
        return DEFAULT_DAYS


def limited_of(made: list[Made]) -> Limited:
    limited: Limited = {}
    for line in made:
        limit = capacity_of(line.product, line.dimension)
        if limit is not None:
            key = (line.product.id, limit[0])
            name = f"{line.product.name} {line.dimension.value}" if limit[0] else line.product.name
            quantity = limited.get(key, (0, 0, ""))[0] + line.quantity
            limited[key] = (quantity, limit[1], name)
    return limited


class Closed(Exception):
    """Why a day is not offered."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def day_out(calendar: Calendar, day: date) -> DayOut:
    try:
        first, last = _times(calendar, day)
    except Closed as closed:
        return DayOut(date=day, available=False, reason=closed.reason)
    return DayOut(date=day, available=True, firstTime=format_time(first.time()), lastTime=format_time(last.time()))


def _times(calendar: Calendar, day: date) -> tuple[datetime, datetime]:
    """The first and the last moment that may be chosen on `day`."""
    opening, closing = _hours(calendar, day)
    # The last moment offered: 5 minutes before closing (a 23:59 closing means to midnight).
    end = _at(day, time(23, 55)) if closing == END_OF_DAY else _at(day, closing) - timedelta(minutes=5)
    start = max(_kitchen_start(calendar, day, _at(day, opening)), calendar.earliest)
    if start > end:
        raise Closed(m.DAY_TOO_SOON)
    for key, (quantity, capacity, name) in calendar.limited.items():
        if calendar.taken.get((*key, day), 0) + quantity > capacity:
            raise Closed(m.DAY_FULL.format(name=name))
    first = start.astimezone(BUSINESS_ZONE)
    if first.second or first.microsecond or first.minute % 5:
        first = (first + timedelta(minutes=5 - first.minute % 5)).replace(second=0, microsecond=0)
    if first > end:
        raise Closed(m.DAY_TOO_SOON)
    return first, end


def _hours(calendar: Calendar, day: date) -> tuple[time, time]:
    """The day's opening and closing, within the delivery zone's hours."""
    holiday = next((h for h in calendar.holidays if h.start_date <= day <= h.end_date), None)
    if holiday is not None:
        raise Closed(m.DAY_HOLIDAY.format(name=holiday.name))
    window = calendar.hours.get(day.isoweekday())
    if window is None:
        raise Closed(m.DAY_CLOSED)
    opening, closing = window
    zone = calendar.zone
    if zone is None:
        return opening, closing
    served = zone_window(zone, day.isoweekday())
    if served is None or max(opening, served[0]) >= min(closing, served[1]):
        raise Closed(m.DAY_ZONE_NOT_SERVED.format(zone=zone.name))
    return max(opening, served[0]), min(closing, served[1])


def _kitchen_start(calendar: Calendar, day: date, start: datetime) -> datetime:
    """The start of the day, later when a product's lead time in hours asks; closed when a lead
    time in days or a production weekday rules the day out."""
    for line in calendar.made:
        lead = lead_time_of(line.product, line.dimension)
        if lead:
            advance = parse_advance_time(lead)
            if advance.unit == "zile":
                if day < calendar.now.date() + timedelta(days=advance.amount):
                    raise Closed(m.DAY_LEAD_TIME.format(name=line.name, lead=lead))
            else:
                start = max(start, calendar.now + advance.delta)
        days = line.product.production_days or []
        if days and day.isoweekday() not in days:
            raise Closed(m.NOT_MADE_ON.format(name=line.name, weekday=ON_WEEKDAY[day.isoweekday()]))
    return start
