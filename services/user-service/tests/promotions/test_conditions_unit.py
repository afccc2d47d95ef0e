"""The conditions a promotion sets on the order and the clock alone, without a database."""

from datetime import datetime
from decimal import Decimal

import pytest

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.models import DeliveryMethod, PromotionConditionType
from user_service.promotions.conditions import ON_THE_ORDER, OrderContext

C = PromotionConditionType
MONDAY_NOON = datetime(2026, 3, 2, 12, 0, tzinfo=BUSINESS_ZONE)


def context(**fields) -> OrderContext:
    values = {
        "lines": [],
        "subtotal": Decimal("50.00"),
        "method": DeliveryMethod.PICKUP,
        "for_later": False,
        "local_now": MONDAY_NOON,
        "email": "ana@example.ro",
        "user_id": None,
    }
    return OrderContext(**{**values, **fields})


def unmet(kind: PromotionConditionType, value: str, order: OrderContext) -> str | None:
    return ON_THE_ORDER[kind]("Happy hour", value, order)


@pytest.mark.parametrize(
    ("kind", "value", "met", "reason"),
    [
        (C.WEEKDAYS, "1,3", True, None),
        (C.WEEKDAYS, "6, 7,x", False, "Promoția „Happy hour” este valabilă doar în zilele: sâmbătă, duminică."),
        (C.HOURS, "12:00-14:00", True, None),
        (C.HOURS, "08:00-12:00", False, "Promoția „Happy hour” este valabilă doar între orele 08:00 și 12:00."),
        (C.DELIVERY_METHOD, "PICKUP", True, None),
        (C.DELIVERY_METHOD, "DELIVERY", False, "Promoția „Happy hour” este valabilă doar pentru livrare la domiciliu."),
        (
            C.PRE_ORDER_ONLY,
            "",
            False,
            "Promoția „Happy hour” este valabilă doar pentru comenzile programate pentru mai târziu.",
        ),
    ],
)
def test_each_condition_on_the_order_says_why_it_is_not_met(kind, value, met, reason):
    assert unmet(kind, value, context()) == reason
    assert (reason is None) is met


def test_an_order_for_later_meets_the_pre_order_condition():
    assert unmet(C.PRE_ORDER_ONLY, "", context(for_later=True)) is None


def test_conditions_that_ask_the_database_are_not_checked_on_the_order_alone():
    assert set(ON_THE_ORDER) == {C.WEEKDAYS, C.HOURS, C.DELIVERY_METHOD, C.PRE_ORDER_ONLY}
