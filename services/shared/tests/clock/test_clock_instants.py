"""The shop's clock and opening hours at the instants that break shops, pinned explicitly: 23:59 and
00:00 in Sibiu while UTC is on another date, a Sunday turning into Monday, both DST changes and New
Year's Eve. Pure: no database, so every instant is checked on every run whatever the machine's date."""

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

import pytest

from bakery_shared.clock import BUSINESS_ZONE, Clock, local_moment
from bakery_shared.models import ScheduleType
from user_service.business.schedule import falls_in_schedule


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


def week(opening: time, closing: time, *, sunday: tuple[time, time] | None = None) -> list[Day]:
    """Pickup open `opening`-`closing` Monday to Saturday; Sunday closed unless given its hours."""
    days = [Day(ScheduleType.PICKUP, d, True, opening, closing) for d in range(1, 7)]
    days.append(Day(ScheduleType.PICKUP, 7, sunday is not None, *(sunday or (None, None))))
    return days


LATE_SHOP = week(time(8), time(23, 59), sunday=(time(8), time(23, 59)))  # "08:00 - 23:59": open to midnight
DAY_SHOP = week(time(8), time(20), sunday=(time(8), time(20)))


def instant(text: str) -> datetime:
    return datetime.fromisoformat(text)


def test_the_clock_starts_at_its_instant_and_runs_on():
    start = instant("2026-12-31T23:59:00+02:00")
    clock = Clock(start)
    first = clock.now()
    assert timedelta(0) <= first - start < timedelta(seconds=1)
    assert clock.now() >= first  # it runs on, never back
    assert first.utcoffset() == timedelta(0)  # now() is UTC; local_now() is the wall clock
    assert clock.local_now().tzinfo is BUSINESS_ZONE
    clock.move_to(instant("2027-03-28T02:59:00+02:00"))
    assert clock.local_now().strftime("%Y-%m-%d %H:%M %z") == "2027-03-28 02:59 +0200"


def test_a_clock_needs_an_instant_with_a_zone():
    with pytest.raises(ValueError):
        Clock(datetime(2026, 12, 31, 23, 59))


@pytest.mark.parametrize(
    ("at", "business_day", "utc_day"),
    [
        # Winter (UTC+2): 23:59 and 00:00 in Sibiu; at 00:00 UTC is still on the day before.
        ("2026-11-24T23:59:59+02:00", date(2026, 11, 24), date(2026, 11, 24)),
        ("2026-11-25T00:00:00+02:00", date(2026, 11, 25), date(2026, 11, 24)),
        # Summer (UTC+3): three hours of the Sibiu day are on UTC's previous date.
        ("2026-07-01T23:59:00+03:00", date(2026, 7, 1), date(2026, 7, 1)),
        ("2026-07-02T02:59:00+03:00", date(2026, 7, 2), date(2026, 7, 1)),
        # New Year's Eve and the first minute of the year.
        ("2026-12-31T23:59:00+02:00", date(2026, 12, 31), date(2026, 12, 31)),
        ("2027-01-01T00:00:00+02:00", date(2027, 1, 1), date(2026, 12, 31)),
        # Both DST days.
        ("2027-03-28T02:59:00+02:00", date(2027, 3, 28), date(2027, 3, 28)),
        ("2026-10-25T00:30:00+03:00", date(2026, 10, 25), date(2026, 10, 24)),
    ],
)
def test_the_business_day_is_the_sibiu_date_whatever_utc_says(at, business_day, utc_day):
    clock = Clock(instant(at))
    assert clock.today() == business_day
    assert clock.now().date() == utc_day


def test_spring_forward_jumps_from_02_59_to_04_00():
    before = Clock(instant("2027-03-28T00:59:00+00:00")).local_now()
    after = Clock(instant("2027-03-28T01:00:00+00:00")).local_now()
    assert (before.strftime("%H:%M"), before.utcoffset()) == ("02:59", timedelta(hours=2))
    assert (after.strftime("%H:%M"), after.utcoffset()) == ("04:00", timedelta(hours=3))
    # One real minute apart (the clock ran a few microseconds between the two readings)...
    assert timedelta(seconds=59) < after.astimezone(UTC) - before.astimezone(UTC) < timedelta(seconds=61)
    # ...but Python subtracts two datetimes of one zone by wall time: 61 minutes. Order checks must
    # measure in UTC (the trap check_moment fell into).
    assert after - before > timedelta(minutes=60)


def test_fall_back_lives_03_00_to_04_00_twice():
    summer = Clock(instant("2026-10-25T00:59:00+00:00")).local_now()
    winter = Clock(instant("2026-10-25T01:00:00+00:00")).local_now()
    assert (summer.strftime("%H:%M"), summer.utcoffset()) == ("03:59", timedelta(hours=3))
    assert (winter.strftime("%H:%M"), winter.utcoffset()) == ("03:00", timedelta(hours=2))
    assert winter.astimezone(UTC) > summer.astimezone(UTC)  # later in real time, earlier on the wall


def test_open_until_midnight_at_23_59_30_and_closed_at_00_00():
    assert falls_in_schedule(instant("2026-11-24T23:59:30+02:00"), ScheduleType.PICKUP, LATE_SHOP)
    assert falls_in_schedule(instant("2026-11-24T23:59:59.999999+02:00"), ScheduleType.PICKUP, LATE_SHOP)
    assert not falls_in_schedule(instant("2026-11-25T00:00:00+02:00"), ScheduleType.PICKUP, LATE_SHOP)
    assert not falls_in_schedule(instant("2026-11-25T07:59:59+02:00"), ScheduleType.PICKUP, LATE_SHOP)
    assert falls_in_schedule(instant("2026-11-25T08:00:00+02:00"), ScheduleType.PICKUP, LATE_SHOP)
    # The same instants given in UTC, whose date is the day before at 00:00 Sibiu.
    assert falls_in_schedule(instant("2026-11-24T21:59:30+00:00"), ScheduleType.PICKUP, LATE_SHOP)
    assert not falls_in_schedule(instant("2026-11-24T22:00:00+00:00"), ScheduleType.PICKUP, LATE_SHOP)


def test_a_closing_time_before_midnight_still_closes_at_its_minute():
    assert falls_in_schedule(instant("2026-11-24T19:59:59+02:00"), ScheduleType.PICKUP, DAY_SHOP)
    assert not falls_in_schedule(instant("2026-11-24T20:00:00+02:00"), ScheduleType.PICKUP, DAY_SHOP)


def test_new_years_eve_follows_the_holiday_by_the_sibiu_date():
    new_year = [Holiday(date(2027, 1, 1), date(2027, 1, 1))]
    assert falls_in_schedule(instant("2026-12-31T23:59:00+02:00"), ScheduleType.PICKUP, LATE_SHOP, new_year)
    # 00:00 in Sibiu is 22:00 UTC on the 31st: already the holiday.
    assert not falls_in_schedule(instant("2026-12-31T22:00:00+00:00"), ScheduleType.PICKUP, LATE_SHOP, new_year)
    assert not falls_in_schedule(instant("2027-01-01T12:00:00+02:00"), ScheduleType.PICKUP, LATE_SHOP, new_year)


def test_sunday_turns_into_monday_at_sibiu_midnight():
    closed_sundays = week(time(8), time(23, 59))
    # Sunday 23:59 in Sibiu (Sunday in UTC too): the Sunday row, closed.
    assert not falls_in_schedule(instant("2026-11-22T23:59:00+02:00"), ScheduleType.PICKUP, closed_sundays)
    # Monday 00:30 in Sibiu is still Sunday 22:30 in UTC: the Monday row, which opens at 08:00.
    monday_early = instant("2026-11-22T22:30:00+00:00")
    assert local_moment(monday_early).isoweekday() == 1
    assert not falls_in_schedule(monday_early, ScheduleType.PICKUP, closed_sundays)
    assert falls_in_schedule(instant("2026-11-23T06:00:00+00:00"), ScheduleType.PICKUP, closed_sundays)  # 08:00 Monday
    # A shop open late on Mondays only: Monday 00:30 Sibiu is open though UTC says Sunday.
    late_mondays = [Day(ScheduleType.PICKUP, 1, True, time(0), time(23, 59))]
    assert falls_in_schedule(monday_early, ScheduleType.PICKUP, late_mondays)


def test_on_the_dst_days_the_hours_are_read_on_the_wall_clock_of_that_instant():
    # 2027-03-28 (a Sunday) after the jump: 05:30 UTC is 08:30 summer time, open; read with the
    # winter offset it would be 07:30, closed.
    assert falls_in_schedule(instant("2027-03-28T05:30:00+00:00"), ScheduleType.PICKUP, DAY_SHOP)
    assert not falls_in_schedule(instant("2027-03-28T04:59:00+00:00"), ScheduleType.PICKUP, DAY_SHOP)  # 07:59
    # 2026-10-25 (a Sunday) after the fall-back: 05:30 UTC is 07:30 winter time, closed; read with
    # the summer offset it would be 08:30, open.
    assert not falls_in_schedule(instant("2026-10-25T05:30:00+00:00"), ScheduleType.PICKUP, DAY_SHOP)
    assert falls_in_schedule(instant("2026-10-25T06:00:00+00:00"), ScheduleType.PICKUP, DAY_SHOP)  # 08:00
    # Closing at 20:00 on the wall: 17:00 UTC in summer time, 18:00 UTC in winter time.
    assert not falls_in_schedule(instant("2027-03-28T17:00:00+00:00"), ScheduleType.PICKUP, DAY_SHOP)
    assert falls_in_schedule(instant("2026-10-25T17:30:00+00:00"), ScheduleType.PICKUP, DAY_SHOP)
