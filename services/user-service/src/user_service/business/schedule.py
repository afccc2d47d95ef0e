"""Whether a moment falls inside the opening hours: the order and booking checks.

Pure functions over anything shaped like the `Schedule` and `HolidaySchedule` rows, so the
checks and the tests use them without a database.
"""

from collections.abc import Iterable
from datetime import date, datetime, time
from typing import Protocol

from bakery_shared.business.schedule import END_OF_DAY
from bakery_shared.clock import local_moment


class ScheduleDay(Protocol):
    schedule_type: object  # ScheduleType or its string value
    day_of_week: int  # ISO: 1 Monday ... 7 Sunday
    open: bool
    opening_time: time | None
    closing_time: time | None


class HolidayPeriod(Protocol):
    start_date: date
    end_date: date


def on_holiday(day: date, holidays: Iterable[HolidayPeriod]) -> bool:
    """Whether `day` is inside a holiday period (both ends included)."""
    return any(h.start_date <= day <= h.end_date for h in holidays)


def _type_value(value: object) -> str:
    return str(getattr(value, "value", value))


def falls_in_schedule(
    moment: datetime,
    schedule_type: object,
    schedules: Iterable[ScheduleDay],
    holidays: Iterable[HolidayPeriod] = (),
) -> bool:
    """Whether `moment` is inside the opening hours of `schedule_type` (REGULAR, PICKUP or DELIVERY)
    on its weekday, and outside every holiday.

    The interval is half-open: open at the opening time, closed from the closing time on; a
    closing time of 23:59 (the last the 'HH:mm' wording can say) means open to midnight. A weekday
    without a row, or a closed one, has no hours.
    """
    local = local_moment(moment)
    if on_holiday(local.date(), holidays):
        return False
    wanted = _type_value(schedule_type)
    weekday = local.isoweekday()
    at = local.time().replace(tzinfo=None)
    for day in schedules:
        if _type_value(day.schedule_type) != wanted or day.day_of_week != weekday:
            continue
        if not day.open or day.opening_time is None or day.closing_time is None:
            return False
        if day.closing_time >= END_OF_DAY:
            return day.opening_time <= at
        return day.opening_time <= at < day.closing_time
    return False
