"""Report periods as Sibiu days and months, turned into the UTC instants the orders are stored at:
an order placed at 00:30 on the 1st, Sibiu time, belongs to the new month whatever UTC says."""

from datetime import date, datetime, timedelta

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.errors import ValidationFailed

BOTH_DATES = "Pentru un interval personalizat alegeți ambele date (data de început și data de sfârșit)."
DATE_ORDER = "Data de sfârșit trebuie să fie după data de început."
RANGE_TOO_LONG = "Intervalul poate avea cel mult 366 de zile."
MAX_DAYS = 366
YEARS = (2000, 2100)
YEAR_RULE = f"Datele trebuie să fie între anii {YEARS[0]} și {YEARS[1]}."


def start_of(day: date) -> datetime:
    """Midnight at the start of `day` in Sibiu."""
    return datetime(day.year, day.month, day.day, tzinfo=BUSINESS_ZONE)


def month_start(day: date) -> date:
    return day.replace(day=1)


def next_month(day: date) -> date:
    return (day.replace(day=28) + timedelta(days=4)).replace(day=1)


def previous_month(day: date) -> date:
    return (day.replace(day=1) - timedelta(days=1)).replace(day=1)


def days_range(start: date | None, end: date | None) -> tuple[date, date]:
    """A custom range, both days included; both required."""
    if start is None or end is None:
        missing = {name: BOTH_DATES for name, value in (("startDate", start), ("endDate", end)) if value is None}
        raise ValidationFailed(BOTH_DATES, errors=missing)
    for name, value in (("startDate", start), ("endDate", end)):
        if not YEARS[0] <= value.year <= YEARS[1]:
            raise ValidationFailed.because(YEAR_RULE, name)
    if end < start:
        raise ValidationFailed.because(DATE_ORDER, "endDate")
    if (end - start).days >= MAX_DAYS:
        raise ValidationFailed.because(RANGE_TOO_LONG, "endDate")
    return start, end
