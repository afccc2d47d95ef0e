"""Opening hours: the 'HH:mm - HH:mm' wording, and whether a moment falls inside them.

Pure functions over anything shaped like the `Schedule` and `HolidaySchedule` rows, so the
order checks (issue 4) and the tests use them without a database.
"""

from collections.abc import Iterable
from datetime import date, datetime, time
import re
from typing import Protocol

from ..clock import local_moment

HOURS_FORMAT_RULE = "Programul trebuie să aibă forma HH:mm - HH:mm (de exemplu 08:00 - 20:00)."
HOURS_ORDER_RULE = "Ora de deschidere trebuie să fie înaintea orei de închidere."

# "08:00 - 23:59" means open until midnight.
END_OF_DAY = time(23, 59)

_HOURS = re.compile(r"\s*([01]?[0-9]|2[0-3]):([0-5][0-9])\s*-\s*([01]?[0-9]|2[0-3]):([0-5][0-9])\s*")


class InvalidHours(ValueError):
    """The text is not a valid opening interval; its message is the Romanian one to show."""


def parse_hours(text: object) -> tuple[time, time]:
    """'08:00 - 20:00' -> (08:00, 20:00); opening strictly before closing, the same day."""
    match = _HOURS.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        raise InvalidHours(HOURS_FORMAT_RULE)
    opening = time(int(match.group(1)), int(match.group(2)))
    closing = time(int(match.group(3)), int(match.group(4)))
    if opening >= closing:
        raise InvalidHours(HOURS_ORDER_RULE)
    return opening, closing


def format_time(value: time | None) -> str | None:
    return None if value is None else f"{value:%H:%M}"


def format_hours(opening: time, closing: time) -> str:
    """The stored wording: 'HH:mm - HH:mm'."""
    return f"{opening:%H:%M} - {closing:%H:%M}"


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
