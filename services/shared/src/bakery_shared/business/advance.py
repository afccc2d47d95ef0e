"""How far ahead an order or a booking may be placed: '30 minute', '2 ore', '3 zile',
as the setup's minimum and maximum advance times of each service are written.

The admin's wording is what is stored and shown; this module turns it into a `timedelta` for the
checks on order moments. Units are minute, ore and zile (a day is 1440 minutes); the amount is a
whole number of at least 1; the maximum advance of a service is always in days.
"""

from dataclasses import dataclass
from datetime import timedelta
import re

ADVANCE_FORMAT_RULE = (
    "Timpul în avans trebuie scris ca un număr urmat de minute, ore sau zile (de exemplu „30 minute”, „2 ore”, „3 zile”)."
)
ADVANCE_AT_LEAST_ONE_RULE = "Timpul în avans trebuie să fie de cel puțin 1."
MAXIMUM_IN_DAYS_RULE = "Timpul maxim în avans se exprimă în zile."

UNITS: dict[str, timedelta] = {
    "minute": timedelta(minutes=1),
    "ore": timedelta(hours=1),
    "zile": timedelta(days=1),  # 1440 minutes
}

# Six digits keep any amount far below timedelta's limits and the column's 20 characters.
_PATTERN = re.compile(r"\s*([0-9]{1,6})\s*(minute|ore|zile)\s*", re.IGNORECASE)


class InvalidAdvanceTime(ValueError):
    """The text is not an advance time; its message is the Romanian one to show."""


@dataclass(frozen=True, slots=True)
class AdvanceTime:
    amount: int
    unit: str  # one of UNITS

    @property
    def delta(self) -> timedelta:
        return self.amount * UNITS[self.unit]

    def __str__(self) -> str:  # the stored, canonical wording
        return f"{self.amount} {self.unit}"


def parse_advance_time(text: object, *, days_only: bool = False) -> AdvanceTime:
    """'30 minute' -> AdvanceTime(30, 'minute'); raises InvalidAdvanceTime with the message to show."""
    match = _PATTERN.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        raise InvalidAdvanceTime(ADVANCE_FORMAT_RULE)
    advance = AdvanceTime(int(match.group(1)), match.group(2).lower())
    if advance.amount < 1:
        raise InvalidAdvanceTime(ADVANCE_AT_LEAST_ONE_RULE)
    if days_only and advance.unit != "zile":
        raise InvalidAdvanceTime(MAXIMUM_IN_DAYS_RULE)
    return advance
