"""The demo bakery's orders, drafted in memory: what was bought, by whom, how it was paid and what
became of it. Past days end in final states; today's orders still give the staff work."""

from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from decimal import ROUND_HALF_UP, Decimal
import random

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.models import CardStep, DeliveryMethod, OrderStatus, PaymentMethod, PrepTimeUnit

from .people import Person
from .people_data import LOCALITIES, ORDER_NOTES, REFUND_REASONS, REJECTION_REASONS, STREETS
from .repository import Deal, Location, Size, Zone

CENT = Decimal("0.01")
S = OrderStatus

# When orders come in (local hour -> weight): a morning peak, lunch, and the evening after work.
_HOURS = {7: 2, 8: 5, 9: 7, 10: 8, 11: 9, 12: 10, 13: 9, 14: 7, 15: 7, 16: 8, 17: 9, 18: 8, 19: 6, 20: 3, 21: 1}


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Line:
    size: Size
    quantity: int
    extras: list[tuple[str, Decimal]] = field(default_factory=list)


@dataclass
class Step:
    before: OrderStatus | None
    after: OrderStatus
    at: datetime
    by: int | None = None


@dataclass
class Draft:
    created_at: datetime
    person: Person
    account: bool
    method: DeliveryMethod
    lines: list[Line]
    status: OrderStatus = S.DELIVERED
    location: Location | None = None
    zone: Zone | None = None
    address: tuple[str, str, str, str] | None = None  # street, number, city, postal code
    moment: datetime | None = None
    note: str | None = None
    subtotal: Decimal = Decimal("0.00")
    delivery_fee: Decimal = Decimal("0.00")
    package: Decimal = Decimal("0.00")
    deal: Deal | None = None
    discount: Decimal = Decimal("0.00")
    total: Decimal = Decimal("0.00")
    payment: PaymentMethod = PaymentMethod.CASH
    # What happened to the card's money and when, in order (paid online only): the payment's state
    # and records are what these steps add up to through the state table (writing.py).
    card_steps: list[tuple[CardStep, datetime]] = field(default_factory=list)
    refund: tuple[Decimal, str] | None = None
    steps: list[Step] = field(default_factory=list)
    rejection_reason: str | None = None
    prep: tuple[int, PrepTimeUnit] | None = None
    updated_at: datetime | None = None


@dataclass
class Shop:
    """What the seed knows of the bakery while drafting orders."""

    sizes: list[Size]
    popularity: list[float]
    extras: dict[str, list[tuple[str, Decimal]]]
    zones: list[Zone]
    locations: list[Location]
    deals: list[Deal]
    accounts: list[Person]
    guests: list[Person]
    staff: list[int]
    now: datetime
    # (promotion, e-mail) pairs already used: a once-per-customer coupon is not used twice.
    used: set[tuple[int, str]] = field(default_factory=set)


def popularity(rng: random.Random, sizes: list[Size]) -> list[float]:
    """A weight per size: each product gets a rank (a few best sellers, a long tail), its smaller
    sizes sell more than the large ones."""
    products = sorted({s.product_id for s in sizes})
    rng.shuffle(products)
    rank = {product: 1 / (place + 1) ** 0.6 for place, product in enumerate(products)}
    seen: dict[int, int] = {}
    weights = []
    for size in sizes:
        seen[size.product_id] = seen.get(size.product_id, 0) + 1
        weights.append(rank[size.product_id] / seen[size.product_id])
    return weights


def moment_on(day: date, rng: random.Random) -> datetime:
    hour = rng.choices(list(_HOURS), weights=list(_HOURS.values()))[0]
    return datetime.combine(day, time(hour, rng.randint(0, 59), rng.randint(0, 59)), BUSINESS_ZONE)


def _quantity(rng: random.Random, size: Size) -> int:
    """A whole cake comes one at a time; pastries and cookies by the handful."""
    if size.price >= 60:
        return 1 if rng.random() < 0.9 else 2
    if size.price >= 25:
        return rng.choices((1, 2, 3), weights=(60, 30, 10))[0]
    return rng.choices((1, 2, 3, 4, 6), weights=(35, 30, 15, 12, 8))[0]


def _lines(rng: random.Random, shop: Shop, pre_orders: bool, still_open: bool) -> list[Line]:
    lines: dict[int, Line] = {}
    for _ in range(rng.choices((1, 2, 3, 4), weights=(35, 35, 20, 10))[0]):
        size = rng.choices(shop.sizes, weights=shop.popularity)[0]
        if (size.pre_order and not pre_orders) or (size.limited and still_open):
            continue
        if size.dimension_id in lines:
            continue
        extras = shop.extras.get(size.category, [])
        chosen = rng.sample(extras, 1) if extras and rng.random() < 0.25 else []
        lines[size.dimension_id] = Line(size, max(size.minimum, _quantity(rng, size)), chosen)
    if not lines:  # only sizes this order may not hold were drawn
        size = next((s for s in shop.sizes if not s.pre_order and not s.limited), shop.sizes[0])
        lines[size.dimension_id] = Line(size, 2)
    return list(lines.values())


def _price(draft: Draft) -> None:
    draft.subtotal = money(
        sum((line.size.price + sum((p for _, p in line.extras), Decimal(0))) * line.quantity for line in draft.lines)
    )
    draft.package = money(sum((line.size.box_price * line.quantity for line in draft.lines), Decimal(0)))


def _discount(rng: random.Random, shop: Shop, draft: Draft) -> None:
    """One cart promotion now and then, among those running on the order's day."""
    day = draft.created_at.astimezone(BUSINESS_ZONE).date()
    running = [
        d
        for d in shop.deals
        if (d.start is None or d.start <= day)
        and (d.end is None or day <= d.end)
        and draft.subtotal >= d.min_order
        and not (d.once_per_customer and (d.id, draft.person.email) in shop.used)
    ]
    if not running or rng.random() > 0.22:
        return
    deal = rng.choice(running)
    shop.used.add((deal.id, draft.person.email))
    off = draft.subtotal * deal.percent / 100 if deal.percent is not None else (deal.amount or Decimal(0))
    draft.deal, draft.discount = deal, money(min(off, draft.subtotal))


def _delivery(rng: random.Random, shop: Shop, draft: Draft) -> None:
    # Most deliveries stay in town; the zones further out get fewer.
    zone = rng.choices(shop.zones, weights=[75, 15, 10, *[5] * len(shop.zones)][: len(shop.zones)])[0]
    street = rng.choice(STREETS.get(zone.name, STREETS["Sibiu"]))
    city, postal = rng.choice(LOCALITIES.get(zone.name, LOCALITIES["Sibiu"]))
    draft.zone, draft.address = zone, (street, str(rng.randint(1, 120)), city, postal)
    draft.delivery_fee = zone.delivery_fee
    for _ in range(50):  # the checkout refuses less than the zone's minimum: a bigger order
        if draft.subtotal >= zone.minimum_order:
            break
        draft.lines[0].quantity += 1
        _price(draft)


def _payment(rng: random.Random, draft: Draft) -> None:
    draft.payment = rng.choices(
        (PaymentMethod.CASH, PaymentMethod.CARD, PaymentMethod.CASH_CARD, PaymentMethod.ONLINE), weights=(40, 30, 5, 25)
    )[0]


def draft_order(rng: random.Random, shop: Shop, created_at: datetime, *, pre_orders: bool, still_open: bool = False) -> Draft:
    """An order placed at `created_at`, priced as the checkout would; its fate is decided by `settle`.
    `still_open`: it will stay waiting or in the making (no limited stock or capacity in it)."""
    regular = rng.random() < 0.62
    people = [p for p in shop.accounts if p.joined and p.joined <= created_at] if regular else shop.guests
    if not people:
        people, regular = shop.guests, False
    person = rng.choices(people, weights=[p.weight for p in people])[0]
    method = DeliveryMethod.DELIVERY if rng.random() < 0.38 and shop.zones else DeliveryMethod.PICKUP
    draft = Draft(
        created_at=created_at, person=person, account=regular, method=method, lines=_lines(rng, shop, pre_orders, still_open)
    )
    _price(draft)
    if method == DeliveryMethod.DELIVERY:
        _delivery(rng, shop, draft)
    elif shop.locations:  # the first point (the shop in town) most of the time
        draft.location = shop.locations[0] if rng.random() < 0.8 or len(shop.locations) < 2 else shop.locations[1]
    _discount(rng, shop, draft)
    draft.total = money(draft.subtotal - draft.discount + draft.delivery_fee + draft.package)
    _payment(rng, draft)
    if rng.random() < 0.12:
        draft.note = rng.choice(ORDER_NOTES)
    ahead = timedelta(days=rng.randint(2, 4)) if any(line.size.pre_order for line in draft.lines) else None
    if ahead or rng.random() < 0.35:  # a chosen moment; otherwise "as soon as possible"
        draft.moment = (created_at + (ahead or timedelta(hours=rng.randint(2, 6)))).replace(second=0, microsecond=0)
    return draft


def _staff(rng: random.Random, shop: Shop) -> int | None:
    return rng.choice(shop.staff) if shop.staff else None


def _card_step(draft: Draft, step: CardStep, at: datetime) -> None:
    """A step of the card's money, for an order paid online (the others have no card state)."""
    if draft.payment == PaymentMethod.ONLINE:
        draft.card_steps.append((step, at))


def settle(rng: random.Random, shop: Shop, draft: Draft, status: OrderStatus) -> None:
    """Walk the order to `status` as the staff would have, with the steps' history and the card's state."""
    at, by = draft.created_at, _staff(rng, shop)
    online = draft.payment == PaymentMethod.ONLINE
    opened = S.SCHEDULED if draft.moment and draft.moment - at > timedelta(days=1) else S.NEW
    if status == S.AWAITING_PAYMENT or status == S.PAYMENT_EXPIRED:
        draft.payment = PaymentMethod.ONLINE
        draft.steps.append(Step(None, S.AWAITING_PAYMENT, at))
        if status == S.PAYMENT_EXPIRED:
            draft.steps.append(Step(S.AWAITING_PAYMENT, S.PAYMENT_EXPIRED, at + timedelta(minutes=15)))
            draft.card_steps.append((CardStep.EXPIRY, draft.steps[-1].at))
        draft.status, draft.updated_at = status, draft.steps[-1].at
        return
    if online:
        draft.steps.append(Step(None, S.AWAITING_PAYMENT, at))
        at += timedelta(seconds=rng.randint(20, 120))
        draft.steps.append(Step(S.AWAITING_PAYMENT, opened, at))
        draft.card_steps.append((CardStep.AUTHORIZATION, at))
    else:
        draft.steps.append(Step(None, opened, at))
    if status in (S.NEW, S.SCHEDULED):
        draft.status, draft.updated_at = opened, at
        return
    # Nothing the staff did lies in the future, whatever the hour the seed runs at.
    latest = shop.now - timedelta(minutes=1)
    answered = max(at, min(at + timedelta(minutes=rng.randint(2, 25)), latest))
    if status == S.REJECTED:
        draft.rejection_reason = rng.choice(REJECTION_REASONS)
        draft.steps.append(Step(opened, S.REJECTED, answered, by))
        _card_step(draft, CardStep.RELEASE, answered)
        draft.status, draft.updated_at = S.REJECTED, answered
        return
    draft.steps.append(Step(opened, S.CONFIRMED, answered, by))
    _card_step(draft, CardStep.CAPTURE, answered)
    if draft.moment is None:
        draft.prep = rng.choice(((30, PrepTimeUnit.MINUTES), (45, PrepTimeUnit.MINUTES), (1, PrepTimeUnit.HOURS)))
    if status == S.CONFIRMED:
        draft.status, draft.updated_at = S.CONFIRMED, answered
        return
    done = draft.moment or answered + timedelta(minutes=rng.randint(30, 90))
    draft.steps.append(Step(S.CONFIRMED, S.DELIVERED, max(answered, min(done, latest)), by))
    draft.status, draft.updated_at = S.DELIVERED, draft.steps[-1].at
    if online and rng.random() < 0.04:
        draft.refund = (money(min(draft.total, draft.total * Decimal("0.2") + 5)), rng.choice(REFUND_REASONS))
        draft.card_steps.append((CardStep.REFUND, draft.updated_at))


def past_fate(rng: random.Random) -> OrderStatus:
    """What became of an order of a past day: nearly all delivered, a few rejected or never paid."""
    return rng.choices((S.DELIVERED, S.REJECTED, S.PAYMENT_EXPIRED), weights=(91, 6, 3))[0]


def todays_fate(rng: random.Random, age: timedelta, position: int) -> OrderStatus:
    """Today's orders, newest first: the last few wait for an answer, the hour before is being
    prepared, the morning's are delivered; a couple are pre-orders for the coming days."""
    # Every kind is there even just after midnight, when all of today's orders are minutes old.
    kinds = {0: S.AWAITING_PAYMENT, 1: S.NEW, 2: S.NEW, 3: S.NEW, 4: S.SCHEDULED, 5: S.SCHEDULED, 6: S.CONFIRMED}
    if position in kinds:
        return kinds[position]
    if age < timedelta(minutes=20):
        return S.NEW
    if position in (7, 8) or age < timedelta(hours=2):
        return S.CONFIRMED
    return rng.choices((S.DELIVERED, S.REJECTED), weights=(94, 6))[0]
