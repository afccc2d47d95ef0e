"""Opening hours: the 'HH:mm - HH:mm' wording, read by both services (the admin checks what it
saves, the storefront a zone's hours). Whether a moment falls inside them is the order checks' own,
in user-service."""

from datetime import time
import re

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
