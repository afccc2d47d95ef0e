"""The one clock of both services: every "now" and every business day comes from here.

Production reads the machine's time. Tests start a clock at a chosen instant (23:59 in Sibiu, a
DST change, New Year's Eve) and it runs on at real speed from there, so a whole request sees time
move as it would in the shop, whatever the machine's own date.
"""

from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

BUSINESS_TIMEZONE = "Europe/Bucharest"
BUSINESS_ZONE = ZoneInfo(BUSINESS_TIMEZONE)


class Clock:
    def __init__(self, start: datetime | None = None) -> None:
        if start is not None and start.tzinfo is None:
            raise ValueError("a clock starts at an instant with a time zone")
        self._offset = timedelta(0)
        if start is not None:
            self.move_to(start)

    def move_to(self, instant: datetime) -> None:
        """Jump to `instant` and run on from there (tests: the moments that break shops)."""
        self._offset = instant - datetime.now(UTC)

    def now(self) -> datetime:
        """The current instant, in UTC."""
        return datetime.now(UTC) + self._offset

    def local_now(self) -> datetime:
        """The current instant on the shop's wall clock (Sibiu)."""
        return self.now().astimezone(BUSINESS_ZONE)

    def today(self) -> date:
        """The business day: today's date in Sibiu, whatever the server's own zone."""
        return self.local_now().date()


def local_moment(moment: datetime) -> datetime:
    """The moment on the shop's clock; a naive datetime is taken as already in Sibiu time."""
    return moment.replace(tzinfo=BUSINESS_ZONE) if moment.tzinfo is None else moment.astimezone(BUSINESS_ZONE)
