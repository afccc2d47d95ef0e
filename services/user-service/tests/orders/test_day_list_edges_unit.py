"""The edges of the checkout's day list, without a database: a day open to midnight, the first
time rounded up to five minutes, a day exactly full or with exactly one piece left, a zone served
right up to opening, the days a service may be ordered ahead, and what counts against capacity."""

from datetime import date, datetime, time, timedelta

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.models import Category, DeliveryZone, Dimension, Product
from user_service.orders.placement import messages as m
from user_service.orders.placement.available_days import DEFAULT_DAYS, Calendar, Closed, _span, day_out, limited_of
from user_service.orders.placement.production import Made
from user_service.orders.placement.rules import ServiceRules

MONDAY = date(2026, 3, 2)
TUESDAY = MONDAY + timedelta(days=1)
NOW = datetime(2026, 3, 2, 9, 2, tzinfo=BUSINESS_ZONE)


def calendar(**fields) -> Calendar:
    values = {
        "now": NOW,
        "earliest": NOW,
        "hours": {day: (time(8, 0), time(18, 0)) for day in range(1, 8)},
        "holidays": [],
        "zone": None,
        "made": [],
        "limited": {},
        "taken": {},
    }
    return Calendar(**{**values, **fields})


def test_a_day_open_to_midnight_is_offered_until_23_55():
    late = calendar(hours={2: (time(8, 0), time(23, 59))})
    assert (day_out(late, TUESDAY).firstTime, day_out(late, TUESDAY).lastTime) == ("08:00", "23:55")
    # 23:50 closing: five minutes before it, as any other closing.
    assert day_out(calendar(hours={2: (time(8, 0), time(23, 50))}), TUESDAY).lastTime == "23:45"


def test_the_first_time_is_rounded_up_to_the_next_five_minutes():
    for earliest, first in (
        (datetime(2026, 3, 3, 9, 0, 1, tzinfo=BUSINESS_ZONE), "09:05"),  # a second past: the next 5
        (datetime(2026, 3, 3, 9, 0, 0, 1, tzinfo=BUSINESS_ZONE), "09:05"),  # a microsecond too
        (datetime(2026, 3, 3, 9, 10, tzinfo=BUSINESS_ZONE), "09:10"),  # on the 5: as it is
        (datetime(2026, 3, 3, 9, 12, 30, tzinfo=BUSINESS_ZONE), "09:15"),
        (datetime(2026, 3, 3, 9, 6, tzinfo=BUSINESS_ZONE), "09:10"),
    ):
        assert day_out(calendar(earliest=earliest), TUESDAY).firstTime == first, earliest


def test_the_last_moment_itself_may_still_be_chosen():
    # Closing at 18:00: 17:55 is the last moment; an earliest of exactly 17:55 still offers it.
    edge = calendar(earliest=datetime(2026, 3, 3, 17, 55, tzinfo=BUSINESS_ZONE))
    assert (day_out(edge, TUESDAY).available, day_out(edge, TUESDAY).firstTime) == (True, "17:55")
    rounded_past = calendar(earliest=datetime(2026, 3, 3, 17, 55, 1, tzinfo=BUSINESS_ZONE))
    assert day_out(rounded_past, TUESDAY).reason == m.DAY_TOO_SOON
    # Rounded up to 17:55 exactly (seconds and microseconds dropped), the last moment is still offered.
    for earliest in (
        datetime(2026, 3, 3, 17, 50, 1, tzinfo=BUSINESS_ZONE),
        datetime(2026, 3, 3, 17, 50, 0, 1, tzinfo=BUSINESS_ZONE),
    ):
        assert day_out(calendar(earliest=earliest), TUESDAY).firstTime == "17:55", earliest
    # Closing at 18:02 (last moment 17:57): from 17:56, rounded up to 18:00, nothing is left.
    odd = calendar(hours={2: (time(8, 0), time(18, 2))}, earliest=datetime(2026, 3, 3, 17, 56, tzinfo=BUSINESS_ZONE))
    assert day_out(odd, TUESDAY).reason == m.DAY_TOO_SOON


def test_a_day_with_room_for_exactly_the_cart_is_offered_and_one_piece_more_is_not():
    limited = {(1, 0): (2, 10, "Tort Diplomat")}
    assert day_out(calendar(limited=limited, taken={(1, 0, TUESDAY): 8}), TUESDAY).available
    assert day_out(calendar(limited=limited, taken={(1, 0, TUESDAY): 9}), TUESDAY).reason == m.DAY_FULL.format(
        name="Tort Diplomat"
    )
    assert day_out(calendar(limited={(1, 0): (10, 10, "Tort Diplomat")}), TUESDAY).available  # nothing taken yet


def test_a_zone_served_only_up_to_the_opening_closes_the_day():
    zone = DeliveryZone(name="Cisnădie", schedule=[{"dayOfWeek": 2, "hours": "06:00 - 08:00"}])
    assert day_out(calendar(zone=zone), TUESDAY).reason == m.DAY_ZONE_NOT_SERVED.format(zone="Cisnădie")
    overlap = DeliveryZone(name="Cisnădie", schedule=[{"dayOfWeek": 2, "hours": "06:00 - 08:10"}])
    assert day_out(calendar(zone=overlap), TUESDAY).available


def test_a_closed_day_says_why_and_is_not_available():
    closed = day_out(calendar(hours={}), TUESDAY)
    assert (closed.available, closed.firstTime, closed.lastTime, closed.reason) == (False, None, None, m.DAY_CLOSED)
    assert str(Closed(m.DAY_CLOSED)) == m.DAY_CLOSED and Closed(m.DAY_CLOSED).reason == m.DAY_CLOSED


def test_a_service_is_offered_as_many_days_ahead_as_its_maximum_says():
    def rules(maximum):
        return ServiceRules(key="DELIVERY", enabled=True, asap=True, minimum="30 minute", maximum=maximum)

    assert _span(rules("30 zile")) == 30
    assert _span(rules(None)) == DEFAULT_DAYS == 14
    assert _span(rules("oricând")) == DEFAULT_DAYS


def made(product_id, dimension_id, quantity, *, product_capacity=None, size_capacity=None, value="1 kg", name="Tort") -> Made:
    product = Product(id=product_id, name=name, category=Category(id=1, name="Torturi"), daily_capacity=product_capacity)
    return Made(product, Dimension(id=dimension_id, product_id=product_id, value=value, daily_capacity=size_capacity), quantity)


def test_what_counts_against_capacity_adds_up_per_product_or_per_size():
    lines = [
        made(1, 10, 2, product_capacity=6),
        made(1, 11, 1, product_capacity=6, value="2 kg"),
        made(2, 20, 3, size_capacity=4, name="Ecler", value="mare"),
        made(2, 20, 1, size_capacity=4, name="Ecler", value="mare"),
        made(3, 30, 5, name="Fursecuri"),
    ]
    assert limited_of(lines) == {(1, 0): (3, 6, "Tort"), (2, 20): (4, 4, "Ecler mare")}
    assert limited_of([]) == {}
