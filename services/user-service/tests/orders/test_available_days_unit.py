"""One day of the checkout's day list checked against its Calendar, without a database: closed
with its reason, or open with its first and last time."""

from datetime import date, datetime, time, timedelta

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.models import Category, DeliveryZone, Dimension, HolidaySchedule, Product
from user_service.orders.placement import messages as m
from user_service.orders.placement.available_days import Calendar, day_out
from user_service.orders.placement.production import Made

MONDAY = date(2026, 3, 2)
NOW = datetime(2026, 3, 2, 9, 2, tzinfo=BUSINESS_ZONE)
EVERY_DAY = {day: (time(8, 0), time(18, 0)) for day in range(1, 7)}  # closed on Sundays


def cake(**fields) -> Made:
    product = Product(id=1, name="Tort Diplomat", category=Category(id=1, name="Torturi"), production_days=[], **fields)
    return Made(product, Dimension(id=10, product_id=1, value="1 kg"), 1)


def calendar(**fields) -> Calendar:
    values = {
        "now": NOW,
        "earliest": NOW,
        "hours": EVERY_DAY,
        "holidays": [],
        "zone": None,
        "made": [],
        "limited": {},
        "taken": {},
    }
    return Calendar(**{**values, **fields})


def test_today_opens_at_the_next_five_minutes_and_closes_five_minutes_before_closing():
    day = day_out(calendar(), MONDAY)
    assert (day.available, day.firstTime, day.lastTime) == (True, "09:05", "17:55")
    assert day_out(calendar(), MONDAY + timedelta(days=1)).firstTime == "08:00"


def test_a_holiday_and_a_closed_weekday_are_not_offered():
    holiday = HolidaySchedule(name="Paște", start_date=MONDAY, end_date=MONDAY)
    assert day_out(calendar(holidays=[holiday]), MONDAY).reason == m.DAY_HOLIDAY.format(name="Paște")
    assert day_out(calendar(), MONDAY + timedelta(days=6)).reason == m.DAY_CLOSED


def test_a_zone_narrows_the_hours_or_closes_the_day():
    zone = DeliveryZone(name="Cisnădie", schedule=[{"dayOfWeek": 2, "hours": "12:00 - 20:00"}])
    tuesday = day_out(calendar(zone=zone), MONDAY + timedelta(days=1))
    assert (tuesday.firstTime, tuesday.lastTime) == ("12:00", "17:55")
    assert day_out(calendar(zone=zone), MONDAY).reason == m.DAY_ZONE_NOT_SERVED.format(zone="Cisnădie")


def test_a_lead_time_in_days_closes_the_days_before_it_and_one_in_hours_starts_later():
    days = calendar(made=[cake(lead_time="2 zile")])
    assert day_out(days, MONDAY + timedelta(days=1)).reason == m.DAY_LEAD_TIME.format(name="Tort Diplomat", lead="2 zile")
    assert day_out(days, MONDAY + timedelta(days=2)).available
    assert day_out(calendar(made=[cake(lead_time="3 ore")]), MONDAY).firstTime == "12:05"


def test_a_product_made_on_other_weekdays_closes_the_day():
    made = cake()
    made.product.production_days = [3]
    reason = day_out(calendar(made=[made]), MONDAY).reason
    assert reason == m.NOT_MADE_ON.format(name="Tort Diplomat", weekday="lunea")


def test_too_late_today_and_a_full_day_are_not_offered():
    assert day_out(calendar(earliest=NOW.replace(hour=17, minute=58)), MONDAY).reason == m.DAY_TOO_SOON
    full = calendar(limited={(1, 0): (3, 10, "Tort Diplomat")}, taken={(1, 0, MONDAY): 8})
    assert day_out(full, MONDAY).reason == m.DAY_FULL.format(name="Tort Diplomat")
    assert day_out(full, MONDAY + timedelta(days=1)).available
