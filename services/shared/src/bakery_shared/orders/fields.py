"""An order's fields as every answer and event shows them alike: the detail (both services), the
panels' table, the new-order event and the placement's answer (user-service), the status mails
and the dashboard (admin-service)."""

from datetime import datetime
from decimal import Decimal

from ..clock import BUSINESS_ZONE
from ..models import Order
from ..money import ZERO, money
from .schemas import DiscountLineOut


def order_date(moment: datetime) -> list[int]:
    """Bucharest local time as [year, month, day, hour, minute, second, nanos]."""
    local = moment.astimezone(BUSINESS_ZONE)
    return [local.year, local.month, local.day, local.hour, local.minute, local.second, local.microsecond * 1000]


def time_to_prepare(order: Order) -> str | None:
    if order.time_to_prepare_value is None or order.time_to_prepare_unit is None:
        return None
    return f"{order.time_to_prepare_value} {order.time_to_prepare_unit.value}"


def discount_of(order: Order) -> Decimal:
    if order.updated_price_after_coupon is None:
        return ZERO
    return money(order.sub_total_price - order.updated_price_after_coupon)


def discount_lines_out(order: Order) -> list[DiscountLineOut]:
    """What each promotion took off the order, by name, as the checkout applied it."""
    return [
        DiscountLineOut(promotionId=line.get("promotionId"), promotionName=line["promotionName"], amount=Decimal(line["amount"]))
        for line in order.discount_lines or []
    ]


def client_name(order: Order) -> str:
    details = order.delivery_details
    return f"{details.first_name} {details.last_name}" if details else ""
