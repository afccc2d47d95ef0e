"""The reservation form of the home page (SPEC §3 Reservation, §5)."""

import datetime as dt
import re
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator

from bakery_shared.account.rules import EMAIL_SCHEMA, normalize_email
from bakery_shared.errors import NOT_TEXT, rule_error
from bakery_shared.reservations import MANY_PEOPLE
from bakery_shared.schemas import document

from ..account.schemas import PHONE_SCHEMA, normalize_phone
from . import messages as m

_DATE = re.compile(r"\s*([0-9]{4})-([0-9]{2})-([0-9]{2})\s*")
_TIME = re.compile(r"\s*([01]?[0-9]|2[0-3]):([0-5][0-9])(?::[0-5][0-9])?\s*")


def _full_name(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise rule_error(m.FULL_NAME_REQUIRED)
    if len(value.strip()) > 120:
        raise rule_error(m.TEXT_TOO_LONG)
    return value.strip()


def _phone(value: Any) -> str:
    phone = normalize_phone(value)
    if phone is None:
        raise rule_error(m.PHONE_INVALID)
    return phone


def _email(value: Any) -> str:
    try:
        return normalize_email(value)
    except Exception:
        raise rule_error(m.EMAIL_INVALID) from None


def _date(value: Any) -> dt.date:
    match = _DATE.fullmatch(value) if isinstance(value, str) else None
    try:
        day = dt.date(int(match.group(1)), int(match.group(2)), int(match.group(3)))  # type: ignore[union-attr]
    except (AttributeError, ValueError):
        raise rule_error(m.DATE_REQUIRED) from None
    if not 2000 <= day.year <= 2100:  # far outside any booking window, and inside what time zones can convert
        raise rule_error(m.DATE_REQUIRED)
    return day


def _time(value: Any) -> dt.time:
    match = _TIME.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        raise rule_error(m.TIME_REQUIRED)
    return dt.time(int(match.group(1)), int(match.group(2)))


def _people(value: Any) -> int:
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or not (1 <= value <= 5 or value == MANY_PEOPLE):
        raise rule_error(m.PEOPLE_RULE)
    return value


def _optional_text(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise rule_error(NOT_TEXT)
    if len(value.strip()) > 1000:
        raise rule_error(m.TEXT_TOO_LONG)
    return value.strip() or None


class BookTableIn(BaseModel):
    fullName: Annotated[str, BeforeValidator(_full_name)] = ""
    phoneNumber: Annotated[str, BeforeValidator(_phone)] = ""
    email: Annotated[str, BeforeValidator(_email)] = ""
    reservationDate: Annotated[dt.date, BeforeValidator(_date)] = ""  # type: ignore[assignment]
    time: Annotated[dt.time, BeforeValidator(_time)] = ""  # type: ignore[assignment]
    numberOfPeople: Annotated[int, BeforeValidator(_people)] = 0
    additionalInformation: Annotated[str | None, BeforeValidator(_optional_text)] = None

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "fullName",
            "phoneNumber",
            "email",
            "reservationDate",
            "time",
            "numberOfPeople",
            fullName={"minLength": 1, "maxLength": 120},
            phoneNumber=PHONE_SCHEMA,
            email=EMAIL_SCHEMA,
            reservationDate={"type": "string", "format": "date"},
            time={"type": "string", "pattern": r"^([01]?[0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$"},
            numberOfPeople={"type": "integer", "enum": [1, 2, 3, 4, 5, 10]},
            additionalInformation={"maxLength": 1000},
        ),
    }


class BookedOut(BaseModel):
    message: str
    id: int
