"""How far ahead an order or a booking may be placed, as the checks on its moment need it."""

from datetime import timedelta

from bakery_shared.business.advance import parse_advance_time


def advance_delta(text: object) -> timedelta:
    """The stored wording as a duration: '2 ore' -> 2 hours."""
    return parse_advance_time(text).delta
