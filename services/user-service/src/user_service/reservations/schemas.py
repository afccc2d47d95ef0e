"""The reservation form of the home page: full name, e-mail, phone, date and time required, 1-5
people or '5+' (sent as 10)."""

import datetime as dt
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator

from bakery_shared.errors import rule_error
from bakery_shared.reservations import MANY_PEOPLE
from bakery_shared.rules.dates import date_of, time_of
from bakery_shared.rules.email import EMAIL_SCHEMA, EmailAddress
from bakery_shared.rules.phone import PHONE_SCHEMA, Phone
from bakery_shared.rules.text import TEXT_TOO_LONG, optional, required
from bakery_shared.schemas import document

from . import messages as m


def _people(value: Any) -> int:
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, bool) or not isinstance(value, int) or not (1 <= value <= 5 or value == MANY_PEOPLE):
        raise rule_error(m.PEOPLE_RULE)
    return value


class BookTableIn(BaseModel):
    fullName: Annotated[str, required(m.FULL_NAME_REQUIRED, 120, too_long_message=TEXT_TOO_LONG)] = ""
    phoneNumber: Phone = ""
    email: EmailAddress = ""
    reservationDate: Annotated[dt.date, BeforeValidator(date_of(m.DATE_REQUIRED))] = ""  # type: ignore[assignment]
    time: Annotated[dt.time, BeforeValidator(time_of(m.TIME_REQUIRED))] = ""  # type: ignore[assignment]
    numberOfPeople: Annotated[int, BeforeValidator(_people)] = 0
    additionalInformation: Annotated[str | None, optional(1000, too_long_message=TEXT_TOO_LONG)] = None

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
