"""Whole numbers and ids in the product and category forms, each refused with the field's own message.

The plain `Id`/`OptionalId` types of every body and path live in `bakery_shared.params`; these are
for the forms that send an id as 7, "7" or {"id": 7}, lists of ids, and counts with their own bounds."""

from typing import Any

from bakery_shared.errors import rule_error
from bakery_shared.params import MAX_ID, parse_integer
from bakery_shared.rules.text import blank


def integer_of(value: Any, message: str) -> int:
    number = parse_integer(value)
    if number is None:
        raise rule_error(message)
    return number


def optional_count_of(low: int, high: int, message: str):
    """A check for a whole number from `low` to `high`, or empty for none."""

    def check(value: Any) -> int | None:
        if blank(value):
            return None
        number = integer_of(value, message)
        if not low <= number <= high:
            raise rule_error(message)
        return number

    return check


def id_of(value: Any, message: str) -> int:
    """An id sent as 7, "7" or {"id": 7}; one the database cannot hold names nothing."""
    if isinstance(value, dict):
        value = value.get("id")
    if blank(value):
        raise rule_error(message)
    number = integer_of(value, message)
    if not 1 <= number <= MAX_ID:
        raise rule_error(message)
    return number


IDS_INVALID = "Lista trebuie să conțină identificatori numerici."


def ids_of(value: Any) -> list[int]:
    """Ids as a list ([3, "4", {"id": 5}]) or a comma-separated string ("3,4,5"); duplicates dropped."""
    if blank(value):
        return []
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, list):
        raise rule_error(IDS_INVALID)
    ids: list[int] = []
    for item in items:
        if blank(item):
            continue
        number = id_of(item, IDS_INVALID)
        if number not in ids:
            ids.append(number)
    return ids
