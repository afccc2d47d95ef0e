"""The §5 rules for registration and user creation, each with its exact Romanian message."""

import re
from typing import Annotated, Any

from email_validator import EmailNotValidError, validate_email
from pydantic import BeforeValidator

from ..errors import rule_error

FIRST_NAME_RULE = "Prenumele trebuie sa fie intre 3-20 caractere si nu poate contine caractere speciale."
LAST_NAME_RULE = "Numele trebuie sa fie intre 3-16 caractere si nu poate contine caractere speciale."
EMAIL_RULE = "Adresa de email nu este valida."
PASSWORD_RULE = (
    "Parola trebuie sa fie aiba minimum 8 caractere, sa includa cel putin o litera mare, una mica, "
    "o cifra si un caracter special."
)
CONFIRM_RULE = "Campul de confirmare parola nu este acelasi cu campul de parola."
REQUIRED = "Câmpul este obligatoriu."

_LETTERS_OR_DIGITS = re.compile(r"[^\W_]+")  # any alphabet's letters (ă, î, ș...) and digits, nothing else
_PASSWORD_SPECIALS = set("#$@!%&*?")


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _name_rule(low: int, high: int, message: str):
    def check(value: Any) -> str:
        text = _text(value)
        if not (low <= len(text) <= high and _LETTERS_OR_DIGITS.fullmatch(text)):
            raise rule_error(message)
        return text

    return check


def normalize_email(value: Any) -> str:
    text = _text(value)
    try:
        return validate_email(text, check_deliverability=False).normalized.lower()
    except EmailNotValidError:
        raise rule_error(EMAIL_RULE) from None


def check_password(value: Any) -> str:
    if not isinstance(value, str):
        raise rule_error(PASSWORD_RULE)
    strong = (
        len(value) >= 8
        and any(c.islower() for c in value)
        and any(c.isupper() for c in value)
        and any(c.isdigit() for c in value)
        and any(c in _PASSWORD_SPECIALS for c in value)
    )
    if not strong:
        raise rule_error(PASSWORD_RULE)
    return value


def required_text(value: Any) -> str:
    """Present and not blank: login has no format rule beyond this."""
    if not isinstance(value, str) or not value.strip():
        raise rule_error(REQUIRED)
    return value


FirstName = Annotated[str, BeforeValidator(_name_rule(3, 20, FIRST_NAME_RULE))]
LastName = Annotated[str, BeforeValidator(_name_rule(3, 16, LAST_NAME_RULE))]
EmailAddress = Annotated[str, BeforeValidator(normalize_email)]
NewPassword = Annotated[str, BeforeValidator(check_password)]
RequiredText = Annotated[str, BeforeValidator(required_text)]
