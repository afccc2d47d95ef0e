"""The kitchen's limits on an order: each product's lead time and production weekdays
(pure checks), then the day's capacity, taken in the order's transaction (see
`bakery_shared.orders.production` and `bakery_shared.orders.repository`)."""

from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from bakery_shared.business.advance import parse_advance_time
from bakery_shared.errors import Conflict
from bakery_shared.models import Dimension, Product
from bakery_shared.orders.production import LoadKey, capacity_of
from bakery_shared.orders.repository import ProductionRepository

from . import messages as m
from .rules import MOMENT, refuse

# "nu se pregătește lunea"
ON_WEEKDAY = {1: "lunea", 2: "marțea", 3: "miercurea", 4: "joia", 5: "vinerea", 6: "sâmbăta", 7: "duminica"}


@dataclass(frozen=True)
class Made:
    """Pieces of one product size the order asks the kitchen for."""

    product: Product
    dimension: Dimension
    quantity: int

    @property
    def name(self) -> str:
        return self.product.name


def dd_mm_yyyy(day: date) -> str:
    return f"{day:%d-%m-%Y}"


def lead_time_of(product: Product, dimension: Dimension) -> str | None:
    return dimension.lead_time or product.lead_time


def earliest_moment_ok(lead: str, day: date, moment: datetime | None, now: datetime) -> bool:
    """Whether making for `day` (at `moment`, when known) respects the lead time: whole days count
    by the calendar ('3 zile' ordered on Monday: Thursday), hours and minutes by the clock."""
    advance = parse_advance_time(lead)
    if advance.unit == "zile":
        return day >= now.date() + timedelta(days=advance.amount)
    if moment is None:
        return False
    return moment.astimezone(UTC) - now.astimezone(UTC) >= advance.delta


def earliest_day(lead: str, now: datetime) -> date:
    advance = parse_advance_time(lead)
    if advance.unit == "zile":
        return now.date() + timedelta(days=advance.amount)
    return (now + advance.delta).date()


def check_lead_times_and_days(made: list[Made], moment: datetime | None, now: datetime) -> date:
    """The production day (the moment's, or today for as soon as possible), once every line's lead
    time and production weekdays allow it."""
    day = (moment or now).date()
    for line in made:
        lead = lead_time_of(line.product, line.dimension)
        if lead:
            if moment is None:
                raise refuse(m.LEAD_TIME_ASAP.format(name=line.name, lead=lead), MOMENT)
            if not earliest_moment_ok(lead, day, moment, now):
                earliest = dd_mm_yyyy(earliest_day(lead, now))
                raise refuse(m.LEAD_TIME.format(name=line.name, lead=lead, day=earliest), MOMENT)
        days = line.product.production_days or []
        if days and day.isoweekday() not in days:
            raise refuse(m.NOT_MADE_ON.format(name=line.name, weekday=ON_WEEKDAY[day.isoweekday()]), MOMENT)
    return day


def needed_capacity(made: list[Made], day: date) -> dict[LoadKey, tuple[int, int, str]]:
    """Per load key: (pieces, capacity, name for messages)."""
    needed: dict[LoadKey, list] = defaultdict(lambda: [0, 0, ""])
    for line in made:
        limit = capacity_of(line.product, line.dimension)
        if limit is None:
            continue
        dimension_key, capacity = limit
        entry = needed[(line.product.id, dimension_key, day)]
        entry[0] += line.quantity
        entry[1] = capacity
        entry[2] = f"{line.product.name} {line.dimension.value}" if dimension_key else line.product.name
    return {key: (q, c, n) for key, (q, c, n) in needed.items()}


async def take_capacity(production: ProductionRepository, made: list[Made], day: date) -> None:
    """Takes the day's capacity for every limited line, in key order; 409 naming what is left."""
    needed = needed_capacity(made, day)
    for key in sorted(needed):
        quantity, capacity, name = needed[key]
        if not await production.take(key, quantity, capacity):
            taken = (await production.taken([key])).get(key, 0)
            left = max(capacity - taken, 0)
            template = m.CAPACITY_FULL if left == 0 else m.CAPACITY_SOME
            message = template.format(name=name, day=dd_mm_yyyy(day), left=m.how_many(left, "bucată", "bucăți"))
            raise Conflict(message, errors={"items": message})
