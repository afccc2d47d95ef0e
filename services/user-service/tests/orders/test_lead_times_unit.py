"""The kitchen's pure limits on an order, without a database: each product's lead time (whole days
by the calendar, hours and minutes by the clock), its production weekdays, and the capacity the
order needs per day (a size's own, or its product's)."""

from datetime import date, datetime, timedelta

import pytest

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.errors import ValidationFailed
from bakery_shared.models import Category, Dimension, Product
from user_service.orders.placement import messages as m
from user_service.orders.placement.production import (
    Made,
    check_lead_times_and_days,
    dd_mm_yyyy,
    earliest_day,
    earliest_moment_ok,
    lead_time_of,
    needed_capacity,
)

MONDAY = date(2026, 3, 2)
NOW = datetime(2026, 3, 2, 22, 30, tzinfo=BUSINESS_ZONE)  # late: 2 hours from now is Tuesday


def made(name="Tort Diplomat", quantity=1, *, product_id=1, dimension_id=10, product=None, dimension=None) -> Made:
    fields = {"production_days": [], **(product or {})}
    product = Product(id=product_id, name=name, category=Category(id=1, name="Torturi"), **fields)
    return Made(product, Dimension(id=dimension_id, product_id=product_id, value="1 kg", **(dimension or {})), quantity)


def refusal(call) -> ValidationFailed:
    with pytest.raises(ValidationFailed) as refused:
        call()
    return refused.value


def test_a_size_s_lead_time_wins_over_its_product_s():
    assert lead_time_of(*_pd(made(product={"lead_time": "2 zile"}, dimension={"lead_time": "4 ore"}))) == "4 ore"
    assert lead_time_of(*_pd(made(product={"lead_time": "2 zile"}))) == "2 zile"
    assert lead_time_of(*_pd(made())) is None


def _pd(line: Made) -> tuple[Product, Dimension]:
    return line.product, line.dimension


def test_whole_days_count_by_the_calendar_hours_by_the_clock():
    # "2 zile" ordered Monday 22:30: Wednesday, whatever the hour.
    assert earliest_moment_ok("2 zile", MONDAY + timedelta(days=2), None, NOW)
    assert not earliest_moment_ok("2 zile", MONDAY + timedelta(days=1), NOW + timedelta(days=1, hours=1), NOW)
    assert earliest_day("2 zile", NOW) == MONDAY + timedelta(days=2)
    # "2 ore": two hours by the clock, to the minute; unknown moment (as soon as possible): no.
    assert earliest_moment_ok("2 ore", MONDAY + timedelta(days=1), NOW + timedelta(hours=2), NOW)
    assert not earliest_moment_ok("2 ore", MONDAY + timedelta(days=1), NOW + timedelta(minutes=119), NOW)
    assert not earliest_moment_ok("2 ore", MONDAY, None, NOW)
    assert earliest_day("2 ore", NOW) == MONDAY + timedelta(days=1)
    assert earliest_day("30 minute", NOW) == MONDAY


def test_the_production_day_is_the_moment_s_or_today_for_as_soon_as_possible():
    assert check_lead_times_and_days([made()], None, NOW) == MONDAY
    assert check_lead_times_and_days([made()], NOW + timedelta(days=3), NOW) == MONDAY + timedelta(days=3)
    assert check_lead_times_and_days([], NOW + timedelta(hours=2), NOW) == MONDAY + timedelta(days=1)


def test_a_lead_time_needs_a_chosen_moment_far_enough_and_names_the_earliest_day():
    cake = made(product={"lead_time": "2 zile"})
    asap = refusal(lambda: check_lead_times_and_days([made("Ecler", product_id=2), cake], None, NOW))
    assert asap.message == m.LEAD_TIME_ASAP.format(name="Tort Diplomat", lead="2 zile")
    assert asap.errors == {"pickupOrDeliveryMoment": asap.message}
    soon = refusal(lambda: check_lead_times_and_days([cake], NOW + timedelta(days=1), NOW))
    assert soon.message == m.LEAD_TIME.format(name="Tort Diplomat", lead="2 zile", day="04-03-2026")
    assert soon.errors == {"pickupOrDeliveryMoment": soon.message}
    assert check_lead_times_and_days([cake], NOW + timedelta(days=2), NOW) == MONDAY + timedelta(days=2)
    # A lead time in hours is measured from now to the chosen moment.
    hours = made(product={"lead_time": "2 ore"})
    assert check_lead_times_and_days([hours], NOW + timedelta(hours=2), NOW) == MONDAY + timedelta(days=1)
    assert dd_mm_yyyy(date(2026, 12, 5)) == "05-12-2026"


def test_a_product_is_refused_on_a_day_it_is_not_made():
    weekly = made("Cozonac", product={"production_days": [3, 5]})  # Wednesdays and Fridays
    tuesday = refusal(lambda: check_lead_times_and_days([made(), weekly], NOW + timedelta(hours=2), NOW))
    assert tuesday.message == m.NOT_MADE_ON.format(name="Cozonac", weekday="marțea")
    assert tuesday.errors == {"pickupOrDeliveryMoment": tuesday.message}
    assert check_lead_times_and_days([weekly], NOW + timedelta(days=2), NOW) == MONDAY + timedelta(days=2)


def test_the_capacity_needed_adds_up_per_product_or_per_size_with_its_own():
    day = MONDAY + timedelta(days=1)
    lines = [
        made("Fursecuri", 9, product_id=3, dimension_id=30),  # unlimited: not counted, and the rest still is
        made("Tort", 2, product={"daily_capacity": 5}),
        made("Tort", 1, dimension_id=11, product={"daily_capacity": 5}),  # the same product's count
        made("Ecler", 3, product_id=2, dimension_id=20, dimension={"daily_capacity": 4}),  # a size of its own
        made("Ecler", 1, product_id=2, dimension_id=20, dimension={"daily_capacity": 4}),
        made("Fursecuri", 9, product_id=3, dimension_id=30),  # unlimited: not counted
    ]
    assert needed_capacity(lines, day) == {
        (1, 0, day): (3, 5, "Tort"),
        (2, 20, day): (4, 4, "Ecler 1 kg"),
    }
    assert needed_capacity([], day) == {}
