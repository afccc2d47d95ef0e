"""The kitchen's production list: for one day, every product and size to make, with the quantities,
the messages to write on them exactly as typed, and each order's pickup or delivery time and its
customer's note (allergies), grouped by category in menu order. Orders for that moment's day (or
placed that day, as soon as possible); rejected orders are left out, and so are orders paid online
not (or never) authorized. Each order says how it is paid: money to collect, or its online payment's
state."""

from collections import defaultdict
from datetime import date, datetime, time, timedelta

from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.clock import BUSINESS_ZONE, local_moment
from bakery_shared.models import CakeRequest, DeliveryMethod, Order, OrderStatus, PaymentMethod
from bakery_shared.money import ro_money
from bakery_shared.payments.messages import STATE_NAMES

from ..cakes.repository import CakeRequestRepository
from ..cakes.views import photo_urls
from . import messages as m
from .repository import StaffOrderRepository

NO_CATEGORY = "Fără categorie"
CUSTOM_CAKES = "Torturi la comandă"
# Custom cakes first: the day's longest work.
CUSTOM_CAKES_POSITION = (-1, CUSTOM_CAKES)


class ProductionCakeOut(BaseModel):
    """A custom cake as the customer asked for it; the photos are the staff's own addresses."""

    servings: int
    flavour: str
    filling: str
    inscription: str | None
    allergies: str | None
    photos: list[str]


class ProductionOrderOut(BaseModel):
    orderNumber: str
    status: OrderStatus
    quantity: int
    preferredMessage: str | None
    extras: list[str]
    deliveryMethod: DeliveryMethod
    # When it is picked up or delivered (null: as soon as possible, placed at `placedAt`).
    moment: datetime | None
    placedAt: datetime
    client: str
    # How it is paid, in Romanian: money to collect at pickup/delivery, or the online payment's state.
    payment: str
    # The customer's note for the whole order as typed (allergies, "fără cacao"...): the kitchen works
    # from this sheet, so it is on every line of the order.
    note: str | None = None
    # A custom cake's order: the cake itself (null for every other order).
    cake: ProductionCakeOut | None = None


class ProductionItemOut(BaseModel):
    productName: str
    dimension: str
    quantity: int
    orders: list[ProductionOrderOut]


class ProductionCategoryOut(BaseModel):
    category: str
    items: list[ProductionItemOut]


class ProductionListOut(BaseModel):
    date: date
    totalPieces: int
    categories: list[ProductionCategoryOut]


def day_bounds(day: date) -> tuple[datetime, datetime]:
    start = datetime.combine(day, time(0, 0), tzinfo=BUSINESS_ZONE)
    return start, datetime.combine(day + timedelta(days=1), time(0, 0), tzinfo=BUSINESS_ZONE)


def _client(order: Order) -> str:
    d = order.delivery_details
    return f"{d.first_name} {d.last_name}" if d is not None else ""


def payment_words(order: Order) -> str:
    """'De încasat cu cardul la ridicare', 'Plătit online cu cardul'...: how the order is paid, in
    the kitchen's words."""
    payment = order.payment
    if payment is None:
        return ""
    if payment.method == PaymentMethod.ONLINE:
        return STATE_NAMES[payment.card_state] if payment.card_state is not None else ""
    at = m.AT_DELIVERY if order.delivery_method == DeliveryMethod.DELIVERY else m.AT_PICKUP
    if payment.method == PaymentMethod.CASH:
        return m.TO_COLLECT_CASH.format(at=at)
    if payment.method == PaymentMethod.CARD:
        return m.TO_COLLECT_CARD.format(at=at)
    return m.TO_COLLECT_BOTH.format(at=at, cash=ro_money(payment.cash_amount), card=ro_money(payment.card_amount))


# (product id or None, product name, dimension)
Wanted = dict[tuple[int | None, str, str], list[ProductionOrderOut]]


def _cake_out(cake: CakeRequest) -> ProductionCakeOut:
    return ProductionCakeOut(
        servings=cake.servings,
        flavour=cake.flavour,
        filling=cake.filling,
        inscription=cake.inscription,
        allergies=cake.allergies,
        photos=photo_urls(cake),
    )


def _order_out(
    order: Order,
    quantity: int,
    message: str | None = None,
    extras: list[str] | None = None,
    cake: CakeRequest | None = None,
) -> ProductionOrderOut:
    return ProductionOrderOut(
        orderNumber=order.order_number,
        status=order.status,
        quantity=quantity,
        preferredMessage=message,
        extras=list(extras or []),
        deliveryMethod=order.delivery_method,
        moment=local_moment(order.pickup_or_delivery_moment) if order.pickup_or_delivery_moment else None,
        placedAt=local_moment(order.created_at),
        client=_client(order),
        payment=payment_words(order),
        note=(order.additional_information or "").strip() or None,
        cake=_cake_out(cake) if cake is not None else None,
    )


def _wanted(orders: list[Order], cakes: dict[int, CakeRequest]) -> Wanted:
    """Every piece to make, of the orders' products and of their promotions' choices. A custom
    cake's line counts once even without a size line: the kitchen makes the cake whatever the order
    says of sizes."""
    wanted: Wanted = defaultdict(list)
    for order in orders:
        cake = cakes.get(order.id)
        for line in order.product_lines:
            if cake is not None:
                key = (None, line.product_name, f"{cake.servings} porții")
                quantity = sum(size.quantity for size in line.dimension_lines) or 1
                wanted[key].append(_order_out(order, quantity, cake.inscription, cake=cake))
                continue
            extras = [e.name for e in line.extras]
            for size in line.dimension_lines:
                key = (line.product_id, line.product_name, size.dimension_value)
                wanted[key].append(_order_out(order, size.quantity, line.preferred_message, extras))
        for promotion in order.promotion_lines:
            for choice in promotion.choices:
                key = (choice.product_id, choice.product_name, choice.dimension_name)
                wanted[key].append(_order_out(order, promotion.quantity))
    return wanted


async def production_list(session: AsyncSession, day: date) -> ProductionListOut:
    repo = StaffOrderRepository(session)
    orders = await repo.orders_made_between(*day_bounds(day))
    cakes = await CakeRequestRepository(session).of_orders([order.id for order in orders])
    wanted = _wanted(orders, cakes)
    cake_keys = {key for key, lines in wanted.items() if any(line.cake is not None for line in lines)}

    categories = await repo.categories_of({pid for pid, _, _ in wanted if pid is not None})
    grouped: dict[tuple[int, str], list[ProductionItemOut]] = defaultdict(list)
    for (product_id, name, dimension), lines in sorted(wanted.items(), key=lambda kv: (kv[0][1], kv[0][2])):
        lines.sort(key=lambda o: o.moment or o.placedAt)
        if (product_id, name, dimension) in cake_keys:
            category = CUSTOM_CAKES_POSITION
        elif product_id is not None:
            category = categories.get(product_id, (10**9, NO_CATEGORY))
        else:
            category = (10**9, NO_CATEGORY)
        grouped[category].append(
            ProductionItemOut(productName=name, dimension=dimension, quantity=sum(o.quantity for o in lines), orders=lines)
        )
    return ProductionListOut(
        date=day,
        totalPieces=sum(item.quantity for items in grouped.values() for item in items),
        categories=[ProductionCategoryOut(category=name, items=items) for (_, name), items in sorted(grouped.items())],
    )
