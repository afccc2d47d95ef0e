"""The days the checkout offers (issue 12): for a cart and a service (and a delivery address's
zone), every day from today to the service's furthest advance, with the hours it may be chosen in,
or why not: closed, the zone not served, a product's lead time or production weekdays, or the day's
capacity already taken. Read only; placing the order checks all of it again under its locks."""

from datetime import date, datetime, time, timedelta

from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.business.advance import parse_advance_time
from bakery_shared.business.repository import BusinessRepository
from bakery_shared.business.schedule import END_OF_DAY, format_time
from bakery_shared.business.zones import DeliveryZoneOut, zone_out
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import DeliveryMethod, ProductOrderType
from bakery_shared.orders.production import ProductionRepository, capacity_of

from ...business.advance import advance_delta
from ..repository import CustomerOrderRepository
from ..schemas import CartLineIn
from ..zones import OUTSIDE_ZONES, find_zone, served_localities, zone_window
from . import messages as m
from .production import ON_WEEKDAY, Made, lead_time_of
from .rules import SCHEDULE_OF, pre_order_rules, refuse, service_rules

DEFAULT_DAYS = 14
MAX_DAYS = 60
NOT_CONFIGURED = "Magazinul nu primește comenzi momentan."


class AvailableDaysIn(BaseModel):
    items: list[CartLineIn] = []
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

    async def days(self, data: AvailableDaysIn) -> AvailableDaysOut:
        setup = await self.business.get_setup()
        if setup is None:
            raise refuse(NOT_CONFIGURED)
        method = data.deliveryMethodChosen
        made = await self._made(data.items)
        rules = service_rules(setup, method)
        if any(line.product.order_type == ProductOrderType.PRE_ORDER for line in made):
            rules = pre_order_rules(setup)
        zone = None
        if method == DeliveryMethod.DELIVERY and (data.city or data.postalCode):
            zones = await self.business.delivery_zones()
            if zones:
                zone = find_zone(zones, data.city, data.postalCode)
                if zone is None:
                    message = OUTSIDE_ZONES.format(localities=served_localities(zones))
                    raise refuse(message, "city")

        now = self.clock.local_now()
        today = now.date()
        try:
            span = parse_advance_time(rules.maximum).amount if rules.maximum else DEFAULT_DAYS
        except ValueError:
            span = DEFAULT_DAYS
        last = today + timedelta(days=min(span, MAX_DAYS))
        earliest = now + (advance_delta(rules.minimum) if rules.minimum else timedelta(0))

        schedule_type = SCHEDULE_OF[method]
        hours = {
            s.day_of_week: (s.opening_time, s.closing_time)
            for s in await self.business.schedules()
            if s.schedule_type == schedule_type and s.open and s.opening_time and s.closing_time
        }
        holidays = await self.business.holidays()
        limited = {}
        for line in made:
            limit = capacity_of(line.product, line.dimension)
            if limit is not None:
                key = (line.product.id, limit[0])
                name = f"{line.product.name} {line.dimension.value}" if limit[0] else line.product.name
                quantity = limited.get(key, (0, 0, ""))[0] + line.quantity
                limited[key] = (quantity, limit[1], name)
        taken = await ProductionRepository(self.session).taken_between(limited, today, last)

        answer = []
        day = today
        while day <= last:
            answer.append(self._day(day, now, earliest, hours, holidays, zone, made, limited, taken))
            day += timedelta(days=1)
        return AvailableDaysOut(days=answer, zone=zone_out(zone) if zone is not None else None)

    def _day(self, day, now, earliest, hours, holidays, zone, made, limited, taken) -> DayOut:
        def closed(reason: str) -> DayOut:
            return DayOut(date=day, available=False, reason=reason)

        holiday = next((h for h in holidays if h.start_date <= day <= h.end_date), None)
        if holiday is not None:
            return closed(m.DAY_HOLIDAY.format(name=holiday.name))
        window = hours.get(day.isoweekday())
        if window is None:
            return closed(m.DAY_CLOSED)
        opening, closing = window
        if zone is not None:
            served = zone_window(zone, day.isoweekday())
            if served is None:
                return closed(m.DAY_ZONE_NOT_SERVED.format(zone=zone.name))
            opening, closing = max(opening, served[0]), min(closing, served[1])
            if opening >= closing:
                return closed(m.DAY_ZONE_NOT_SERVED.format(zone=zone.name))
        # The last moment offered: 5 minutes before closing (a 23:59 closing means to midnight).
        end = _at(day, time(23, 55)) if closing == END_OF_DAY else _at(day, closing) - timedelta(minutes=5)
        start = _at(day, opening)
        for line in made:
            lead = lead_time_of(line.product, line.dimension)
            if lead:
                advance = parse_advance_time(lead)
                if advance.unit == "zile":
                    if day < now.date() + timedelta(days=advance.amount):
                        return closed(m.DAY_LEAD_TIME.format(name=line.name, lead=lead))
                else:
                    start = max(start, now + advance.delta)
            days = line.product.production_days or []
            if days and day.isoweekday() not in days:
                return closed(m.NOT_MADE_ON.format(name=line.name, weekday=ON_WEEKDAY[day.isoweekday()]))
        start = max(start, earliest)
        if start > end:
            return closed(m.DAY_TOO_SOON)
        for key, (quantity, capacity, name) in limited.items():
            if taken.get((*key, day), 0) + quantity > capacity:
                return closed(m.DAY_FULL.format(name=name))
        first = start.astimezone(BUSINESS_ZONE)
        if first.second or first.microsecond or first.minute % 5:
            first = (first + timedelta(minutes=5 - first.minute % 5)).replace(second=0, microsecond=0)
        if first > end:
            return closed(m.DAY_TOO_SOON)
        return DayOut(date=day, available=True, firstTime=format_time(first.time()), lastTime=format_time(end.time()))
