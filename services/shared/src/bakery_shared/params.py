"""The integers every call takes: ids (in paths and bodies) and page numbers and sizes (in queries).

Each is bounded by what the database can hold and documented with those bounds in OpenAPI, so an
id beyond bigint or a page whose offset overflows is a 422 with a Romanian message, never a 500
from the driver. The bounds are checked in a before-validator that gives the rule's own message;
the `ge`/`le` beside it are what the document shows.
"""

import re
from typing import Annotated, Any

from fastapi import Path, Query
from pydantic import BeforeValidator, Field

from .errors import rule_error

# Postgres bigint: every id column (models/base.py).
MAX_ID = 2**63 - 1
# Far beyond any real list; page * size stays well inside bigint's offset.
MAX_PAGE = 1_000_000
MAX_PAGE_SIZE = 100
DEFAULT_PAGE_SIZE = 10

ID_RULE = f"Identificatorul trebuie să fie un număr întreg între 1 și {MAX_ID}."
PAGE_RULE = "Numărul paginii trebuie să fie un număr întreg, cel puțin 0."
PAGE_TOO_LARGE = f"Numărul paginii poate fi cel mult {MAX_PAGE}."
SIZE_RULE = f"Mărimea paginii trebuie să fie un număr întreg între 1 și {MAX_PAGE_SIZE}."

_INTEGER = re.compile(r"[+-]?[0-9]+")


def parse_integer(value: Any) -> int | None:
    """An int, or a string of ASCII digits (as a path or query brings it); None for anything else.
    Never int() on str.isdigit(): "²" is a digit to Python and not a number to int()."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and _INTEGER.fullmatch(value.strip()):
        digits = value.strip()
        # Past Python's int-conversion limit (4300 digits) int() raises; any such number is far
        # beyond every id and count anyway, so it is simply not one (the caller's rule refuses it).
        if len(digits) > 1000:
            return None
        return int(digits)
    return None


def _bounded(low: int, high: int, message: str, too_large: str | None = None):
    def check(value: Any) -> int:
        number = parse_integer(value)
        if number is None or number < low:
            raise rule_error(message)
        if number > high:
            raise rule_error(too_large or message)
        return number

    return check


check_id = _bounded(1, MAX_ID, ID_RULE)


def check_optional_id(value: Any) -> int | None:
    """None, or an id; blank ("" or spaces) counts as None, as forms send it."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return check_id(value)


# What the document shows for an id.
IdRange = Annotated[int, Field(ge=1, le=MAX_ID)]
# An id in a JSON body (a model field), and one that may be left out.
Id = Annotated[IdRange, BeforeValidator(check_id)]
OptionalId = Annotated[IdRange | None, BeforeValidator(check_optional_id)]
# An id in a path (/get-entry/{product_id}), and paging. The FastAPI marker comes first: after a
# validator, its bounds would reach the document as "ge"/"le" instead of minimum/maximum.
PathId = Annotated[
    int, Path(ge=1, le=MAX_ID, description="Identificatorul (un număr întreg pozitiv)."), BeforeValidator(check_id)
]
PageNumber = Annotated[
    int,
    Query(ge=0, le=MAX_PAGE, description="Pagina, numărată de la 0."),
    BeforeValidator(_bounded(0, MAX_PAGE, PAGE_RULE, PAGE_TOO_LARGE)),
]
PageSize = Annotated[
    int,
    Query(ge=1, le=MAX_PAGE_SIZE, description=f"Rânduri pe pagină, 1-{MAX_PAGE_SIZE}."),
    BeforeValidator(_bounded(1, MAX_PAGE_SIZE, SIZE_RULE)),
]
