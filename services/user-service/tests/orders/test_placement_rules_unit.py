"""The checks of place-order that need no database (orders/placement/rules.py): service and payment
switches, the cart's shape, the delivery address, the moment against schedule, holidays and advance
limits (in real time across DST), the delivery minimum and the cash/card split."""

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal

import pytest

from bakery_devtools.seed.business_data import BUSINESS
from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.errors import ValidationFailed
from bakery_shared.models import BusinessSetup, DeliveryMethod, PaymentMethod, ScheduleType
from user_service.orders.placement import messages as m
from user_service.orders.placement.rules import (
    SCHEDULE_OF,
    ServiceRules,
    check_address,
    check_line_kinds,
    check_minimum_order,
    check_moment,
    check_not_empty,
    check_payment_method,
    check_service_on,
    payment_split,
    pre_order_rules,
    service_rules,
)
from user_service.orders.schemas import CartLineIn, PlaceOrderIn

D = Decimal


def refusal(call) -> ValidationFailed:
    with pytest.raises(ValidationFailed) as refused:
        call()
    return refused.value


def setup(**changes) -> BusinessSetup:
    return BusinessSetup(id=1, **{**BUSINESS, **changes})


def order(**fields) -> PlaceOrderIn:
    body = {
        "items": [{"id": 1, "dimensionId": 10}],
        "deliveryMethodChosen": "PICKUP",
        "deliveryDetailsBean": {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722 123 456", "email": "ana@example.ro"},
        "orderPaymentOptions": "CASH",
        **fields,
    }
    return PlaceOrderIn.model_validate(body)


# ---- which service's rules ---------------------------------------------------------------------


def test_each_method_follows_its_own_services_switches_and_limits():
    shop = setup(
        pickup_enabled=True,
        pickup_as_soon_as_possible_enabled=True,
        minimum_time_in_advance_for_pickup="30 minute",
        maximum_time_in_advance_for_pickup="7 zile",
        delivery_enabled=False,
        delivery_as_soon_as_possible_enabled=False,
        minimum_time_in_advance_for_delivery="2 ore",
        maximum_time_in_advance_for_delivery="3 zile",
        booking_enabled=True,
        booking_as_soon_as_possible_enabled=False,
        minimum_time_in_advance_for_bookings="1 ore",
        maximum_time_in_advance_for_bookings="30 zile",
        pre_orders_enabled=False,
        pre_orders_as_soon_as_possible_enabled=True,
        minimum_time_in_advance_for_pre_orders="2 zile",
        maximum_time_in_advance_for_pre_orders="20 zile",
    )
    assert service_rules(shop, DeliveryMethod.PICKUP) == ServiceRules("PICKUP", True, True, "30 minute", "7 zile")
    assert service_rules(shop, DeliveryMethod.DELIVERY) == ServiceRules("DELIVERY", False, False, "2 ore", "3 zile")
    assert service_rules(shop, DeliveryMethod.RESTAURANT) == ServiceRules("RESTAURANT", True, False, "1 ore", "30 zile")
    assert pre_order_rules(shop) == ServiceRules("PRE_ORDER", False, True, "2 zile", "20 zile")


def test_each_method_is_checked_against_its_schedule():
    assert SCHEDULE_OF == {
        DeliveryMethod.PICKUP: ScheduleType.PICKUP,
        DeliveryMethod.DELIVERY: ScheduleType.DELIVERY,
        DeliveryMethod.RESTAURANT: ScheduleType.REGULAR,
    }


@pytest.mark.parametrize(
    ("key", "message"),
    [
        ("PICKUP", "Ridicarea personală nu este disponibilă momentan."),
        ("DELIVERY", "Livrarea la domiciliu nu este disponibilă momentan."),
        ("RESTAURANT", "Rezervările nu sunt disponibile momentan."),
        ("PRE_ORDER", "Precomenzile nu sunt disponibile momentan."),
    ],
)
def test_a_service_that_is_off_is_refused_with_its_own_message(key, message):
    check_service_on(ServiceRules(key, True, True, None, None), "deliveryMethodChosen")  # on: nothing to say
    refused = refusal(lambda: check_service_on(ServiceRules(key, False, True, None, None), "items"))
    assert (refused.message, refused.errors) == (message, {"items": message})


@pytest.mark.parametrize(
    ("method", "flag", "message"),
    [
        (PaymentMethod.CASH, "cash_payment", "Plata în numerar nu este disponibilă."),
        (PaymentMethod.CARD, "card_payment", "Plata cu cardul nu este disponibilă."),
        (PaymentMethod.CASH_CARD, "cash_and_card_payment", "Plata combinată (numerar și card) nu este disponibilă."),
        (PaymentMethod.ONLINE, "online_card_payment", "Plata online cu cardul nu este disponibilă."),
    ],
)
def test_a_payment_method_that_is_off_is_refused_and_the_others_still_work(method, flag, message):
    check_payment_method(setup(online_card_payment=True), method, cards_configured=True)
    shop = setup(**{"online_card_payment": True, flag: False})
    refused = refusal(lambda: check_payment_method(shop, method, cards_configured=True))
    assert (refused.message, refused.errors) == (message, {"orderPaymentOptions": message})
    for other in PaymentMethod:
        if other != method:
            check_payment_method(shop, other, cards_configured=True)


def test_online_card_payment_switched_on_without_the_stripe_keys_is_refused():
    refused = refusal(lambda: check_payment_method(setup(online_card_payment=True), PaymentMethod.ONLINE))
    assert refused.message == "Plata online cu cardul nu este disponibilă."


# ---- the cart ---------------------------------------------------------------------------------


def test_an_empty_cart_is_refused():
    refused = refusal(lambda: check_not_empty([]))
    assert (refused.message, refused.errors) == (m.EMPTY_CART, {"items": m.EMPTY_CART})
    check_not_empty([CartLineIn(id=1, dimensionId=1)])


def test_every_line_is_a_product_with_its_dimension_or_a_promotion():
    check_line_kinds([CartLineIn(id=1, dimensionId=2), CartLineIn(promotionId=3)])


@pytest.mark.parametrize(
    "bad",
    [
        {"id": 1},
        {"dimensionId": 2},
        {},
        {"id": 1, "dimensionId": 2, "promotionId": 3},
        {"promotionId": 3, "id": 1},
        {"promotionId": 3, "dimensionId": 2},
    ],
)
def test_a_line_of_neither_kind_is_refused_where_it_is(bad):
    lines = [CartLineIn(id=1, dimensionId=2), CartLineIn(promotionId=3), CartLineIn(**bad)]
    refused = refusal(lambda: check_line_kinds(lines))
    assert (refused.message, refused.errors) == (m.LINE_KIND, {"items.2": m.LINE_KIND})


# ---- the address -------------------------------------------------------------------------------

ADDRESS = {"streetAddress": "Str. Mare", "streetNumberAddress": "5", "city": "Sibiu"}


def details(**fields) -> dict:
    return {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722 123 456", "email": "ana@example.ro", **fields}


def test_a_delivery_needs_street_number_and_town_pickup_does_not():
    check_address(order(deliveryMethodChosen="PICKUP", deliveryDetailsBean=details()))
    check_address(order(deliveryMethodChosen="RESTAURANT", deliveryDetailsBean=details()))
    check_address(order(deliveryMethodChosen="DELIVERY", deliveryDetailsBean=details(**ADDRESS)))

    nothing = refusal(lambda: check_address(order(deliveryMethodChosen="DELIVERY", deliveryDetailsBean=details())))
    assert nothing.message == "Strada este obligatorie."
    assert nothing.errors == {
        "deliveryDetailsBean.streetAddress": "Strada este obligatorie.",
        "deliveryDetailsBean.streetNumberAddress": "Numărul străzii este obligatoriu.",
        "deliveryDetailsBean.city": "Localitatea este obligatorie.",
    }


@pytest.mark.parametrize(
    ("missing", "message"),
    [
        ("streetAddress", "Strada este obligatorie."),
        ("streetNumberAddress", "Numărul străzii este obligatoriu."),
        ("city", "Localitatea este obligatorie."),
    ],
)
def test_each_missing_part_of_the_address_is_named(missing, message):
    body = details(**{**ADDRESS, missing: "  "})
    refused = refusal(lambda: check_address(order(deliveryMethodChosen="DELIVERY", deliveryDetailsBean=body)))
    assert (refused.message, refused.errors) == (message, {f"deliveryDetailsBean.{missing}": message})


# ---- the moment -------------------------------------------------------------------------------


@dataclass
class Day:
    schedule_type: ScheduleType
    day_of_week: int
    open: bool
    opening_time: time | None
    closing_time: time | None


@dataclass
class Holiday:
    name: str
    start_date: date
    end_date: date


PICKUP_8_TO_20 = [Day(ScheduleType.PICKUP, d, True, time(8), time(20)) for d in range(1, 8)]
RULES = ServiceRules("PICKUP", True, True, "30 minute", "7 zile")
# 2026-11-24 is a Tuesday; 10:00 in Sibiu.
NOW = datetime(2026, 11, 24, 10, 0, tzinfo=BUSINESS_ZONE)


def moment(rules=RULES, *, at, now=NOW, schedules=PICKUP_8_TO_20, holidays=()):
    return check_moment(at, now, rules, ScheduleType.PICKUP, schedules, list(holidays))


def refused_moment(message, **kwargs):
    refused = refusal(lambda: moment(**kwargs))
    assert (refused.message, refused.errors) == (message, {"pickupOrDeliveryMoment": message})


def test_as_soon_as_possible_needs_the_option_and_an_open_shop():
    assert moment(at=None) is None
    refused_moment(m.ASAP_OFF, rules=ServiceRules("PICKUP", True, False, "30 minute", "7 zile"), at=None)
    refused_moment(m.ASAP_CLOSED, at=None, now=NOW.replace(hour=21))
    refused_moment(m.ASAP_CLOSED, at=None, holidays=[Holiday("Inventar", NOW.date(), NOW.date())])
    refused_moment(m.ASAP_CLOSED, at=None, schedules=[])


def test_a_chosen_moment_comes_back_on_the_shops_clock():
    chosen = moment(at=datetime(2026, 11, 24, 12, 0, tzinfo=UTC))  # 14:00 in Sibiu
    assert chosen == datetime(2026, 11, 24, 14, 0, tzinfo=BUSINESS_ZONE)
    assert chosen.tzinfo is BUSINESS_ZONE
    # A moment without a zone is Sibiu time.
    assert moment(at=datetime(2026, 11, 24, 14, 0)) == datetime(2026, 11, 24, 14, 0, tzinfo=BUSINESS_ZONE)


def test_a_moment_now_or_earlier_has_passed():
    refused_moment(m.MOMENT_PAST, at=NOW)
    refused_moment(m.MOMENT_PAST, at=NOW - timedelta(seconds=1))
    refused_moment(m.MOMENT_PAST, at=NOW - timedelta(days=1))


def test_a_moment_in_a_holiday_names_the_holiday():
    holidays = [Holiday("Inventar", date(2026, 11, 26), date(2026, 11, 27))]
    refused_moment(
        "În ziua aleasă suntem închiși (Inventar). Vă rugăm să alegeți altă zi.",
        at=datetime(2026, 11, 27, 12, tzinfo=BUSINESS_ZONE),
        holidays=holidays,
    )
    refused_moment(
        m.MOMENT_HOLIDAY.format(name="Inventar"), at=datetime(2026, 11, 26, 12, tzinfo=BUSINESS_ZONE), holidays=holidays
    )
    # The holiday is the Sibiu date: 23:30 UTC on the 25th is already the 26th in Sibiu.
    refused_moment(m.MOMENT_HOLIDAY.format(name="Inventar"), at=datetime(2026, 11, 25, 23, 30, tzinfo=UTC), holidays=holidays)
    assert moment(at=datetime(2026, 11, 25, 12, tzinfo=BUSINESS_ZONE), holidays=holidays) is not None
    assert moment(at=datetime(2026, 11, 28, 12, tzinfo=BUSINESS_ZONE), holidays=holidays) is not None


def test_a_moment_outside_the_hours_is_refused():
    refused_moment(m.MOMENT_OUTSIDE_SCHEDULE, at=datetime(2026, 11, 24, 20, 0, tzinfo=BUSINESS_ZONE))
    refused_moment(m.MOMENT_OUTSIDE_SCHEDULE, at=datetime(2026, 11, 25, 7, 59, tzinfo=BUSINESS_ZONE))
    assert moment(at=datetime(2026, 11, 25, 8, 0, tzinfo=BUSINESS_ZONE)) is not None


def test_the_minimum_advance_is_inclusive():
    assert moment(at=NOW + timedelta(minutes=30)) == NOW + timedelta(minutes=30)
    refused_moment("Comanda trebuie plasată cu cel puțin 30 minute înainte.", at=NOW + timedelta(minutes=29, seconds=59))
    refused_moment(
        "Comanda trebuie plasată cu cel puțin 2 ore înainte.",
        rules=ServiceRules("PICKUP", True, True, " 2 ore ", None),
        at=NOW + timedelta(hours=1),
    )


def test_the_maximum_advance_is_inclusive():
    last = datetime(2026, 12, 1, 10, 0, tzinfo=BUSINESS_ZONE)  # exactly 7 days
    assert moment(at=last) == last
    refused_moment("Comanda se poate plasa cu cel mult 7 zile înainte.", at=last + timedelta(seconds=1))
    refused_moment(
        "Comanda se poate plasa cu cel mult 2 zile înainte.",
        rules=ServiceRules("PICKUP", True, True, None, "2 zile "),
        at=NOW + timedelta(days=2, minutes=1),
    )


def test_without_limits_any_future_moment_in_the_hours_is_fine():
    free = ServiceRules("PICKUP", True, True, None, None)
    assert moment(free, at=NOW + timedelta(minutes=1)) is not None
    assert moment(free, at=NOW + timedelta(days=300)) is not None


def test_the_advance_is_real_time_across_the_spring_jump():
    now = datetime(2027, 3, 28, 2, 59, tzinfo=BUSINESS_ZONE)  # 00:59 UTC; at 03:00 the clocks show 04:00
    always = [Day(ScheduleType.PICKUP, d, True, time(0), time(23, 59)) for d in range(1, 8)]
    # 04:09 on the wall is 10 real minutes away (70 on the wall).
    refused_moment(
        m.MOMENT_TOO_SOON.format(minimum="30 minute"),
        now=now,
        schedules=always,
        at=datetime(2027, 3, 28, 4, 9, tzinfo=BUSINESS_ZONE),
    )
    assert moment(now=now, schedules=always, at=datetime(2027, 3, 28, 4, 29, tzinfo=BUSINESS_ZONE)) is not None
    # The maximum too: 7 days later at 02:59 wall time is 6 days 23 hours of real time.
    week = ServiceRules("PICKUP", True, True, None, "7 zile")
    assert moment(week, now=now, schedules=always, at=datetime(2027, 4, 4, 3, 58, tzinfo=BUSINESS_ZONE)) is not None
    refused_moment(
        m.MOMENT_TOO_LATE.format(maximum="7 zile"),
        rules=week,
        now=now,
        schedules=always,
        at=datetime(2027, 4, 4, 4, 0, tzinfo=BUSINESS_ZONE),
    )


def test_the_past_is_real_time_in_the_hour_lived_twice():
    always = [Day(ScheduleType.PICKUP, d, True, time(0), time(23, 59)) for d in range(1, 8)]
    now = datetime(2026, 10, 25, 3, 10, fold=1, tzinfo=BUSINESS_ZONE)  # 01:10 UTC, winter time
    assert now.utcoffset() == timedelta(hours=2)
    # 03:30 summer time (00:30 UTC) is 40 minutes ago, though 03:30 > 03:10 on the wall.
    refused_moment(m.MOMENT_PAST, now=now, schedules=always, at=datetime.fromisoformat("2026-10-25T03:30:00+03:00"))
    free = ServiceRules("PICKUP", True, True, None, None)
    assert moment(free, now=now, schedules=always, at=datetime.fromisoformat("2026-10-25T03:30:00+02:00")) is not None


# ---- money -------------------------------------------------------------------------------------


def test_a_delivery_must_reach_the_minimum_order_pickup_need_not():
    check_minimum_order(DeliveryMethod.DELIVERY, D("50.00"), D("50.00"))
    check_minimum_order(DeliveryMethod.PICKUP, D("10.00"), D("50.00"))
    check_minimum_order(DeliveryMethod.RESTAURANT, D("10.00"), D("50.00"))
    refused = refusal(lambda: check_minimum_order(DeliveryMethod.DELIVERY, D("49.99"), D("50")))
    assert refused.message == "Comanda minimă pentru livrare este de 50.00 RON (fără taxa de livrare)."
    assert refused.errors == {"items": refused.message}


def test_only_a_split_payment_has_parts():
    assert payment_split(order(orderPaymentOptions="CASH", cashAmount="10", cardAmount="20"), D("90.00")) == (None, None)
    assert payment_split(order(orderPaymentOptions="CARD"), D("90.00")) == (None, None)


@pytest.mark.parametrize(
    ("cash", "card", "parts"),
    [
        ("20.00", "70", (D("20.00"), D("70.00"))),
        ("0", "90", (D("0.00"), D("90.00"))),
        ("20,50", "69.50", (D("20.50"), D("69.50"))),
        ("20.004", "69.996", (D("20.00"), D("70.00"))),  # each part is rounded to cents first
    ],
)
def test_a_split_payment_must_add_up_to_the_total(cash, card, parts):
    assert payment_split(order(orderPaymentOptions="CASH_CARD", cashAmount=cash, cardAmount=card), D("90.00")) == parts


@pytest.mark.parametrize(("cash", "card"), [("20.00", "60.00"), ("20.00", None), (None, "90.00"), (None, None), ("90.01", "0")])
def test_a_split_payment_that_does_not_add_up_is_refused_on_both_parts(cash, card):
    refused = refusal(lambda: payment_split(order(orderPaymentOptions="CASH_CARD", cashAmount=cash, cardAmount=card), D("90.00")))
    message = "Suma plătită în numerar și cea plătită cu cardul trebuie să dea împreună totalul comenzii (90.00 RON)."
    assert refused.message == message
    assert refused.errors == {"cashAmount": message, "cardAmount": message}
