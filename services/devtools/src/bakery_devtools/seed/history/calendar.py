"""How busy each day of the demo bakery's past was: 20-60 orders, more on weekends and in the days
before Christmas, Easter and 1 June (Children's Day, the cake shops' other Christmas)."""

from datetime import date, datetime, time, timedelta
import random

from bakery_shared.clock import BUSINESS_ZONE

DAYS = 183  # about six months, today included
FEWEST, MOST = 20, 60
# Orders on a plain day, by ISO weekday: Friday busier, Saturday the busiest, Sunday short hours.
_WEEKDAY = {1: 24, 2: 24, 3: 25, 4: 27, 5: 32, 6: 44, 7: 36}


def orthodox_easter(year: int) -> date:
    """Easter as Romania keeps it: Meeus's Julian computus, moved to the Gregorian calendar (+13 days, 1900-2099)."""
    a, b, c = year % 4, year % 7, year % 19
    d = (19 * c + 15) % 30
    e = (2 * a + 4 * b - d + 34) % 7
    month, day = divmod(d + e + 114, 31)
    return date(year, month, day + 1) + timedelta(days=13)


def _holidays(year: int) -> list[tuple[date, int]]:
    """(the day, how many days before it people order more)."""
    return [
        (date(year, 12, 24), 7),
        (orthodox_easter(year) - timedelta(days=1), 6),
        (date(year, 6, 1), 3),
        (date(year, 3, 8), 2),
    ]


def rush(day: date) -> float:
    """1.0 on a plain day, up to 1.7 on the eve of a holiday, rising through the days before it."""
    for year in (day.year, day.year + 1):
        for holiday, lead in _holidays(year):
            before = (holiday - day).days
            if 0 <= before <= lead:
                return 1.0 + 0.7 * (1 - before / (lead + 1))
    return 1.0


def orders_on(day: date, rng: random.Random) -> int:
    """How many orders a full day had: the weekday's figure, the holiday rush, a little noise."""
    wanted = _WEEKDAY[day.isoweekday()] * rush(day) + rng.gauss(0, 3)
    return max(FEWEST, min(MOST, round(wanted)))


def past_days(today: date) -> list[date]:
    """The days before today that the history covers, oldest first."""
    return [today - timedelta(days=back) for back in range(DAYS - 1, 0, -1)]


def earlier_today(now: datetime, minutes: int) -> datetime:
    """`minutes` before `now`, but never before Sibiu's midnight: what happened "today" stays on
    today's figures even when the seed runs just after midnight."""
    midnight = datetime.combine(now.astimezone(BUSINESS_ZONE).date(), time(0), BUSINESS_ZONE)
    return max(midnight, now - timedelta(minutes=minutes))
