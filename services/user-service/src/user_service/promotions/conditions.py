"""The conditions a promotion sets that need nothing but the order and the shop's clock: weekdays,
hours, the delivery method, and orders for later. Each answers why the order does not meet it, or
None. (First order, newsletter and uses per customer ask the database: see the service.)"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from bakery_shared.models import DeliveryMethod, PromotionConditionType

from . import messages as m
from .discounts import BundleUse, CartProduct

C = PromotionConditionType


@dataclass(frozen=True)
class OrderContext:
    """What the conditions of a promotion look at."""

    lines: list[CartProduct]
    subtotal: Decimal
    method: DeliveryMethod
    for_later: bool
    local_now: datetime
    email: str
    user_id: int | None
    # The cart's bundle lines: promotions the customer chose, weighed by the same rules.
    bundles: tuple[BundleUse, ...] = ()
    # A live quote (price-cart): it answers nothing that depends on the typed e-mail's history.
    quote: bool = False


def weekdays_unmet(name: str, value: str, order: OrderContext) -> str | None:
    days = {int(d) for d in value.split(",") if d.strip().isdigit()}
    if order.local_now.isoweekday() in days:
        return None
    return m.ONLY_WEEKDAYS.format(name=name, days=", ".join(m.DAY_NAMES[d] for d in sorted(days) if d in m.DAY_NAMES))


def hours_unmet(name: str, value: str, order: OrderContext) -> str | None:
    start, _, end = value.partition("-")
    now = order.local_now.strftime("%H:%M")
    return None if start <= now < end else m.ONLY_HOURS.format(name=name, start=start, end=end)


def method_unmet(name: str, value: str, order: OrderContext) -> str | None:
    if order.method.value == value:
        return None
    return m.ONLY_METHOD.format(name=name, method=m.METHOD_NAMES.get(value, value))


def for_later_unmet(name: str, value: str, order: OrderContext) -> str | None:
    return None if order.for_later else m.ONLY_FOR_LATER.format(name=name)


ON_THE_ORDER: dict[PromotionConditionType, Callable[[str, str, OrderContext], str | None]] = {
    C.WEEKDAYS: weekdays_unmet,
    C.HOURS: hours_unmet,
    C.DELIVERY_METHOD: method_unmet,
    C.PRE_ORDER_ONLY: for_later_unmet,
}
