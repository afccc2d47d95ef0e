"""Dates, times of day and weekdays (1 Monday ... 7 Sunday, as the schedules' dayOfWeek)."""

import datetime as dt
import re
from typing import Annotated, Any

from pydantic import BeforeValidator

from ..errors import rule_error
from ..params import parse_integer
from .text import blank

DAY_OF_WEEK_RULE = "Ziua săptămânii trebuie să fie între 1 (luni) și 7 (duminică)."

_DATE = re.compile(r"\s*([0-9]{4})-([0-9]{2})-([0-9]{2})\s*")
_TIME = re.compile(r"\s*([01]?[0-9]|2[0-3]):([0-5][0-9])(?::[0-5][0-9])?\s*")
_WEEKDAYS = {str(day) for day in range(1, 8)}


def date_of(message: str):
    """A check for a calendar day sent as YYYY-MM-DD."""

    def check(value: Any) -> dt.date:
        match = _DATE.fullmatch(value) if isinstance(value, str) else None
        try:
            day = dt.date(int(match.group(1)), int(match.group(2)), int(match.group(3)))  # type: ignore[union-attr]
        except (AttributeError, ValueError):
            raise rule_error(message) from None
        if not 2000 <= day.year <= 2100:  # far outside any booking window, and inside what time zones can convert
            raise rule_error(message)
        return day

    return check


def time_of(message: str):
    """A check for a time of day sent as HH:MM (seconds, if sent, are dropped)."""

    def check(value: Any) -> dt.time:
        match = _TIME.fullmatch(value) if isinstance(value, str) else None
        if match is None:
            raise rule_error(message)
        return dt.time(int(match.group(1)), int(match.group(2)))

    return check


def required_date(message: str):
    """`message` when the date is missing or blank; the date type itself reads the rest."""

    def check(value: Any) -> Any:
        if blank(value):
            raise rule_error(message)
        return value.strip() if isinstance(value, str) else value

    return BeforeValidator(check)


def weekday_of(value: Any) -> int:
    """1-7 as a number or as its digit in a text, as a form may send it; never a yes/no."""
    text = str(value).strip() if isinstance(value, int | str) and not isinstance(value, bool) else ""
    if text not in _WEEKDAYS:
        raise rule_error(DAY_OF_WEEK_RULE)
    return int(text)


def weekdays_of(message: str):
    """A check for a set of weekdays: sorted, each once; empty for none."""

    def check(value: Any) -> list[int]:
        if blank(value):
            return []
        if not isinstance(value, list):
            raise rule_error(message)
        days = set()
        for item in value:
            day = parse_integer(item)
            if day is None or not 1 <= day <= 7:
                raise rule_error(message)
            days.add(day)
        return sorted(days)

    return check


Weekday = Annotated[int, BeforeValidator(weekday_of)]
