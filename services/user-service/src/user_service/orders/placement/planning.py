"""When and where: the moment the order is for (inside the service's schedule, the zone's hours
and every product's lead time and production days) and the pickup point."""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.errors import Conflict
from bakery_shared.models import BusinessSetup, DeliveryMethod, DeliveryZone, Dimension, PickupLocation, Product

from ...business.zones import ZONE_NOT_SERVED, served_at, zone_hours_text
from ...promotions.service import PromotionService
from ..schemas import PlaceOrderIn
from . import messages as m
from .checking import Cart
from .lines import Priced
from .pricing import PricedCart
from .production import check_lead_times_and_days, dd_mm_yyyy
from .rules import MOMENT, SCHEDULE_OF, check_moment, check_service_on, pre_order_rules, refuse
from .shop import Shop

OPEN_ORDERS_FULL = (
    "Aveți deja {count} comenzi în așteptare pentru {day}, cât putem primi de la un client pentru o zi. "
    "Pentru o comandă în plus, vă rugăm să ne sunați."
)


@dataclass(frozen=True)
class PlannedCart:
    """The priced cart's values that the bill and the order read, and when and where it is for."""

    cart: Cart
    setup: BusinessSetup
    zone: DeliveryZone | None
    priced: Priced
    dimensions: dict[int, Dimension]
    products: dict[int, Product]
    promotions: PromotionService
    moment: datetime | None  # None: as soon as possible
    production_day: date
    location: PickupLocation | None


def plan(shop: Shop, priced: PricedCart) -> PlannedCart:
    data, known, lines = priced.cart.data, priced.known, priced.priced
    # Which service's rules: pre-orders' when the cart holds a pre-order product.
    rules = priced.rules
    if lines.pre_order:
        rules = pre_order_rules(priced.setup)
        check_service_on(rules, "items")
    schedule = SCHEDULE_OF[data.deliveryMethodChosen]
    moment = check_moment(data.pickupOrDeliveryMoment, shop.clock.local_now(), rules, schedule, known.schedules, known.holidays)
    now = shop.clock.local_now()
    zone = priced.zone
    if zone is not None and not served_at(zone, moment or now):
        raise refuse(ZONE_NOT_SERVED.format(zone=zone.name, hours=zone_hours_text(zone)), MOMENT)
    return PlannedCart(
        cart=priced.cart,
        setup=priced.setup,
        zone=zone,
        priced=lines,
        dimensions=priced.dimensions,
        products=priced.products,
        promotions=priced.promotions,
        moment=moment,
        production_day=check_lead_times_and_days(lines.made, moment, now),
        location=pickup_location(data, lines, known.pickup_locations),
    )


async def limit_open_orders(shop: Shop, planned: PlannedCart) -> None:
    """At most `open_orders_per_account_per_day` orders not yet delivered per account (a guest: per
    e-mail; the staff's phone orders are not counted against anyone) for one production day, so
    no single customer holds the kitchen's day. Counted under a lock per customer (taken first
    thing, see checking's `customer_queue`), held to the commit, so parallel orders count one
    after another: this count is a statement after it."""
    cart = planned.cart
    if cart.staff:
        return  # a phone order taken by the staff, who see the day's load
    start = datetime.combine(planned.production_day, time(0), tzinfo=BUSINESS_ZONE)
    end = datetime.combine(planned.production_day + timedelta(days=1), time(0), tzinfo=BUSINESS_ZONE)
    count = await shop.orders.open_orders_between(cart.user_id, cart.email, start, end)
    if count >= shop.settings.open_orders_per_account_per_day:
        raise Conflict(OPEN_ORDERS_FULL.format(count=count, day=dd_mm_yyyy(planned.production_day)))


def pickup_location(data: PlaceOrderIn, priced: Priced, locations: dict[int, PickupLocation]) -> PickupLocation | None:
    if data.deliveryMethodChosen != DeliveryMethod.PICKUP:
        return None
    fixed = fixed_pickup_location(data, priced, locations)
    if fixed is not None:
        return fixed
    wanted = data.pickupLocationId
    if wanted is not None:
        if wanted not in locations:
            raise refuse(m.PICKUP_LOCATION_UNKNOWN, "pickupLocationId")
        return locations[wanted]
    if locations:
        raise refuse(m.PICKUP_LOCATION_REQUIRED, "pickupLocationId")
    return None


def fixed_pickup_location(data: PlaceOrderIn, priced: Priced, locations: dict[int, PickupLocation]) -> PickupLocation | None:
    """A category picked up at its own point (figurine cakes at the laboratory) decides; a choice
    that contradicts it is refused, never quietly replaced, and so is a cart bound to two points
    (no single point could hand it over whole). None when no category of the cart has its own point."""
    fixed: dict[int, str] = {}  # point id -> the first category in the cart that fixes it
    for category in priced.categories:
        if category.is_pickup_from_specific_location and category.given_location_for_pickup_id:
            fixed.setdefault(category.given_location_for_pickup_id, category.name)
    if not fixed:
        return None
    if any(point not in locations for point in fixed):
        raise refuse(m.PICKUP_LOCATION_UNKNOWN, "pickupLocationId")
    if len(fixed) > 1:
        # Named in the storefront's order of the points, as the checkout names them.
        points = ", ".join(location.name for point, location in locations.items() if point in fixed)
        raise refuse(m.PICKUP_LOCATIONS_MIXED.format(points=points), "pickupLocationId")
    [(point, category_name)] = fixed.items()
    if data.pickupLocationId is not None and data.pickupLocationId != point:
        message = m.PICKUP_LOCATION_FIXED.format(category=category_name, point=locations[point].name)
        raise refuse(message, "pickupLocationId")
    return locations[point]
