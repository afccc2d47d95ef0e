"""Advance times ('30 minute', '2 ore', '3 zile') and whether a moment falls in the opening hours."""

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

import pytest

from admin_service.business.hours import format_hours
from bakery_shared.business.advance import (
    ADVANCE_AT_LEAST_ONE_RULE,
    ADVANCE_FORMAT_RULE,
    MAXIMUM_IN_DAYS_RULE,
    AdvanceTime,
    InvalidAdvanceTime,
    parse_advance_time,
)
from bakery_shared.business.schedule import HOURS_FORMAT_RULE, HOURS_ORDER_RULE, InvalidHours, parse_hours
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import ScheduleType
from user_service.business.advance import advance_delta
from user_service.business.schedule import falls_in_schedule, on_holiday


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("30 minute", timedelta(minutes=30)),
        ("2 ore", timedelta(hours=2)),
        ("3 zile", timedelta(days=3)),
        ("1 zile", timedelta(minutes=1440)),
        ("1 minute", timedelta(minutes=1)),
        ("  45   Minute ", timedelta(minutes=45)),
        ("7 ZILE", timedelta(days=7)),
    ],
)
def test_advance_times_become_durations(text, expected):
    assert advance_delta(text) == expected


def test_the_stored_wording_is_canonical():
    assert str(parse_advance_time("  02  ORE ")) == "2 ore"
    assert parse_advance_time("3 zile") == AdvanceTime(3, "zile")


@pytest.mark.parametrize(
    "text", ["", "30", "minute", "30 secunde", "2 h", "-1 ore", "1.5 ore", "2 ore 30 minute", None, 30, "1234567 minute"]
)
def test_anything_else_is_refused_with_the_format_message(text):
    with pytest.raises(InvalidAdvanceTime) as error:
        parse_advance_time(text)
    assert str(error.value) == ADVANCE_FORMAT_RULE


@pytest.mark.parametrize("text", ["0 minute", "0 ore", "00 zile"])
def test_the_amount_is_at_least_one(text):
    with pytest.raises(InvalidAdvanceTime) as error:
        parse_advance_time(text)
    assert str(error.value) == ADVANCE_AT_LEAST_ONE_RULE


def test_a_maximum_is_in_days():
    assert parse_advance_time("7 zile", days_only=True).delta == timedelta(days=7)
    for text in ("48 ore", "90 minute"):
        with pytest.raises(InvalidAdvanceTime) as error:
            parse_advance_time(text, days_only=True)
        assert str(error.value) == MAXIMUM_IN_DAYS_RULE


def test_an_invalid_advance_time_is_a_value_error():
    assert issubclass(InvalidAdvanceTime, ValueError)


# --- opening hours ---------------------------------------------------------------------------


def test_hours_parse_and_format():
    assert parse_hours("08:00 - 20:00") == (time(8), time(20))
    assert parse_hours("8:30-17:45") == (time(8, 30), time(17, 45))
    assert format_hours(*parse_hours("8:30-17:45")) == "08:30 - 17:45"


@pytest.mark.parametrize("text", ["", "08:00", "08-20", "25:00 - 26:00", "08:60 - 20:00", "08:00 - 20:00 - 21:00", None])
def test_malformed_hours_are_refused(text):
    with pytest.raises(InvalidHours) as error:
        parse_hours(text)
    assert str(error.value) == HOURS_FORMAT_RULE


@pytest.mark.parametrize("text", ["20:00 - 08:00", "10:00 - 10:00"])
def test_opening_must_come_before_closing(text):
    with pytest.raises(InvalidHours) as error:
        parse_hours(text)
    assert str(error.value) == HOURS_ORDER_RULE


@dataclass
class Day:
    schedule_type: ScheduleType
    day_of_week: int
    open: bool
    opening_time: time | None
    closing_time: time | None


@dataclass
class Holiday:
    start_date: date
    end_date: date


WEEK = [
    *(Day(ScheduleType.PICKUP, d, True, time(8), time(20)) for d in range(1, 7)),
    Day(ScheduleType.PICKUP, 7, False, None, None),
    *(Day(ScheduleType.DELIVERY, d, True, time(10), time(19)) for d in range(1, 8)),
]

# 2026-12-07 is a Monday.
MONDAY = date(2026, 12, 7)


def at(day: date, hour: int, minute: int = 0) -> datetime:
    return datetime(day.year, day.month, day.day, hour, minute, tzinfo=BUSINESS_ZONE)


def test_a_moment_inside_the_hours_of_its_type_falls_in_the_schedule():
    assert falls_in_schedule(at(MONDAY, 8), ScheduleType.PICKUP, WEEK)
    assert falls_in_schedule(at(MONDAY, 19, 59), "PICKUP", WEEK)
    assert not falls_in_schedule(at(MONDAY, 7, 59), ScheduleType.PICKUP, WEEK)
    assert not falls_in_schedule(at(MONDAY, 20), ScheduleType.PICKUP, WEEK)  # closed from the closing time on
    # Another type has its own hours.
    assert not falls_in_schedule(at(MONDAY, 9), ScheduleType.DELIVERY, WEEK)
    assert falls_in_schedule(at(MONDAY, 10), ScheduleType.DELIVERY, WEEK)


def test_closed_days_and_days_without_a_row_have_no_hours():
    sunday = MONDAY + timedelta(days=6)
    assert not falls_in_schedule(at(sunday, 12), ScheduleType.PICKUP, WEEK)
    assert falls_in_schedule(at(sunday, 12), ScheduleType.DELIVERY, WEEK)
    assert not falls_in_schedule(at(MONDAY, 12), ScheduleType.REGULAR, WEEK)


def test_holidays_close_the_shop_whole_days_both_ends_included():
    christmas = [Holiday(date(2026, 12, 24), date(2026, 12, 26))]
    assert not falls_in_schedule(at(date(2026, 12, 24), 12), ScheduleType.DELIVERY, WEEK, christmas)
    assert not falls_in_schedule(at(date(2026, 12, 26), 12), ScheduleType.DELIVERY, WEEK, christmas)
    assert falls_in_schedule(at(date(2026, 12, 27), 12), ScheduleType.DELIVERY, WEEK, christmas)
    assert on_holiday(date(2026, 12, 25), christmas) and not on_holiday(date(2026, 12, 23), christmas)


def test_moments_are_judged_on_the_bucharest_clock():
    # 06:30 UTC on a winter Monday is 08:30 in Sibiu: open for pickup.
    assert falls_in_schedule(datetime(2026, 12, 7, 6, 30, tzinfo=UTC), ScheduleType.PICKUP, WEEK)
    # 18:30 UTC is 20:30 in Sibiu: already closed, though 18:30 would be inside the hours.
    assert not falls_in_schedule(datetime(2026, 12, 7, 18, 30, tzinfo=UTC), ScheduleType.PICKUP, WEEK)
    # A holiday starting on the Bucharest date covers the late UTC evening before it.
    new_year = [Holiday(date(2027, 1, 1), date(2027, 1, 1))]
    assert not falls_in_schedule(datetime(2026, 12, 31, 22, 30, tzinfo=UTC), ScheduleType.DELIVERY, WEEK, new_year)
    # Naive moments are taken as Bucharest time.
    assert falls_in_schedule(datetime(2026, 12, 7, 8, 30), ScheduleType.PICKUP, WEEK)


def test_the_business_day_is_the_bucharest_date():
    assert Clock(datetime(2026, 11, 22, 22, 30, tzinfo=UTC)).today() == date(2026, 11, 23)
    assert Clock(datetime(2026, 11, 22, 21, 59, tzinfo=UTC)).today() == date(2026, 11, 22)
    # Summer time: UTC+3.
    assert Clock(datetime(2026, 7, 1, 21, 0, tzinfo=UTC)).today() == date(2026, 7, 2)
