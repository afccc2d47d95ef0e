"""Phone numbers: a person's (a Romanian mobile or landline) and the business's (any number the
shop chooses to show, foreign ones too)."""

import re
from typing import Annotated, Any

from pydantic import BeforeValidator

from ..errors import rule_error
from .text import blank

PHONE_RULE = "Numărul de telefon nu este valid. Exemplu: 0722 123 456."
BUSINESS_PHONE_REQUIRED = "Numărul de telefon este obligatoriu."
BUSINESS_PHONE_RULE = "Numărul de telefon nu este valid."

_SEPARATORS = re.compile(r"[\s.\-()]")
_BUSINESS_PHONE = re.compile(r"\+?[0-9\s().\-/]+")


def normalize_phone(value: Any) -> str | None:
    """A Romanian number (07xx xxx xxx, or +40 / 0040 before it) as ten digits; None if it is not one."""
    digits = _SEPARATORS.sub("", value) if isinstance(value, str) else ""
    digits = re.sub(r"^(\+40|0040)", "0", digits)
    return digits if re.fullmatch(r"0[0-9]{9}", digits) else None


def _phone(value: Any) -> str:
    phone = normalize_phone(value)
    if phone is None:
        raise rule_error(PHONE_RULE)
    return phone


def _optional_phone(value: Any) -> str | None:
    return None if blank(value) else _phone(value)


def _business_phone(value: Any) -> str:
    text = value.strip() if isinstance(value, str) else ""
    if not text:
        raise rule_error(BUSINESS_PHONE_REQUIRED)
    digits = sum(c in "0123456789" for c in text)
    if len(text) > 20 or not _BUSINESS_PHONE.fullmatch(text) or not 6 <= digits <= 15:
        raise rule_error(BUSINESS_PHONE_RULE)
    return text


PHONE_SCHEMA = {"maxLength": 20, "description": "Un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456."}
BUSINESS_PHONE_SCHEMA = {
    "minLength": 1,
    "maxLength": 20,
    "pattern": "^\\s*\\+?[0-9\\s().\\-/]+$",
    "description": "6-15 cifre; sunt permise și + ( ) . - / și spații.",
}

Phone = Annotated[str, BeforeValidator(_phone)]
OptionalPhone = Annotated[str | None, BeforeValidator(_optional_phone)]
BusinessPhone = Annotated[str, BeforeValidator(_business_phone)]
