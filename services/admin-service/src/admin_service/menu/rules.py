"""The rules only the product and category forms have: ids sent as 7, "7" or {"id": 7}, counts
with their own bounds, allergens, lead times and yes/no flags, each refused with its own message.

The plain `Id`/`OptionalId` types of every body and path live in `bakery_shared.params`."""

from typing import Annotated, Any

from pydantic import BeforeValidator, StrictBool, WithJsonSchema

from bakery_shared.business.advance import InvalidAdvanceTime, parse_advance_time
from bakery_shared.errors import rule_error
from bakery_shared.models import ALLERGENS
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


# ---- food information, production limits, inscriptions ----
ALLERGEN_UNKNOWN = "Alergenul „{code}” nu este unul dintre cele 14 din Regulamentul (UE) nr. 1169/2011."
ALLERGENS_INVALID = "Alergenii se trimit ca listă de coduri (de exemplu „gluten”, „nuci”)."
CAPACITY_RULE = "Capacitatea zilnică trebuie să fie un număr întreg între 1 și 10000, sau goală (fără limită)."
MESSAGE_LENGTH_RULE = "Lungimea maximă a mesajului trebuie să fie un număr întreg între 1 și 500."
MAX_DAILY_CAPACITY = 10000
MAX_MESSAGE_LENGTH = 500


def parse_allergens(value: Any) -> list[str]:
    """Codes of the 14 allergens, in the regulation's order, each once."""
    if blank(value):
        return []
    if not isinstance(value, list):
        raise rule_error(ALLERGENS_INVALID)
    codes = set()
    for item in value:
        if not isinstance(item, str):
            raise rule_error(ALLERGENS_INVALID)
        code = item.strip().lower()
        if code not in ALLERGENS:
            raise rule_error(ALLERGEN_UNKNOWN.format(code=item.strip()[:40]))
        codes.add(code)
    return [code for code in ALLERGENS if code in codes]


def parse_lead_time(value: Any) -> str | None:
    """'3 zile', '4 ore', '90 minute' in the admin's wording, or empty for none."""
    if blank(value):
        return None
    try:
        return str(parse_advance_time(value))
    except InvalidAdvanceTime as exc:
        raise rule_error(str(exc)) from None


_LEAD_TIME_SCHEMA = WithJsonSchema(
    {"anyOf": [{"type": "string", "maxLength": 20, "examples": ["3 zile", "4 ore"]}, {"type": "null"}]}
)
_CAPACITY_SCHEMA = WithJsonSchema({"anyOf": [{"type": "integer", "minimum": 1, "maximum": MAX_DAILY_CAPACITY}, {"type": "null"}]})
LeadTime = Annotated[str | None, BeforeValidator(parse_lead_time), _LEAD_TIME_SCHEMA]
Capacity = Annotated[int | None, BeforeValidator(optional_count_of(1, MAX_DAILY_CAPACITY, CAPACITY_RULE)), _CAPACITY_SCHEMA]


def flag(default: bool):
    """A yes/no field where null means the default."""
    return BeforeValidator(lambda value: default if value is None else value)


# JSON booleans only (0 or "true" is refused, not guessed), or null for the default.
_FLAG_SCHEMA = WithJsonSchema({"anyOf": [{"type": "boolean"}, {"type": "null"}]})
Flag = Annotated[StrictBool, flag(False), _FLAG_SCHEMA]
FlagOn = Annotated[StrictBool, flag(True), _FLAG_SCHEMA]
