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

# Length caps, checked before anything else reads the value (a 9 MB "e-mail" never reaches Redis,
# the database or argon2). An address is at most 254 characters (RFC 5321's path limit); a new
# password at most 128; a login password up to 1024, so no password set before the cap is refused.
EMAIL_MAX = 254
NEW_PASSWORD_MAX = 128
LOGIN_PASSWORD_MAX = 1024
TOKEN_MAX = 200


def too_long(limit: int) -> str:
    return f"Textul poate avea cel mult {limit} caractere."


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
    if len(text) > EMAIL_MAX:
        raise rule_error(EMAIL_RULE)
    try:
        return validate_email(text, check_deliverability=False).normalized.lower()
    except EmailNotValidError:
        raise rule_error(EMAIL_RULE) from None


def check_password(value: Any) -> str:
    if not isinstance(value, str):
        raise rule_error(PASSWORD_RULE)
    if len(value) > NEW_PASSWORD_MAX:
        raise rule_error(too_long(NEW_PASSWORD_MAX))
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


def required_text_of_at_most(limit: int):
    def check(value: Any) -> str:
        text = required_text(value)
        if len(text) > limit:
            raise rule_error(too_long(limit))
        return text

    return check


# What the OpenAPI documents show for each rule (schemas.document); the validators stay the judge.
EMAIL_SCHEMA = {"format": "email", "maxLength": EMAIL_MAX}
FIRST_NAME_SCHEMA = {"minLength": 3, "maxLength": 20, "description": "3-20 litere sau cifre."}
LAST_NAME_SCHEMA = {"minLength": 3, "maxLength": 16, "description": "3-16 litere sau cifre."}
PASSWORD_SCHEMA = {
    "minLength": 8,
    "maxLength": NEW_PASSWORD_MAX,
    "description": "Cel puțin 8 caractere, cu o literă mare, una mică, o cifră și unul dintre # $ @ ! % & * ?",
}
NOT_BLANK_SCHEMA = {"minLength": 1}
LOGIN_EMAIL_SCHEMA = {"minLength": 1, "maxLength": EMAIL_MAX}
LOGIN_PASSWORD_SCHEMA = {"minLength": 1, "maxLength": LOGIN_PASSWORD_MAX}
TOKEN_SCHEMA = {"minLength": 1, "maxLength": TOKEN_MAX}

FirstName = Annotated[str, BeforeValidator(_name_rule(3, 20, FIRST_NAME_RULE))]
LastName = Annotated[str, BeforeValidator(_name_rule(3, 16, LAST_NAME_RULE))]
EmailAddress = Annotated[str, BeforeValidator(normalize_email)]
NewPassword = Annotated[str, BeforeValidator(check_password)]
RequiredText = Annotated[str, BeforeValidator(required_text)]
LoginEmail = Annotated[str, BeforeValidator(required_text_of_at_most(EMAIL_MAX))]
LoginPassword = Annotated[str, BeforeValidator(required_text_of_at_most(LOGIN_PASSWORD_MAX))]
LinkToken = Annotated[str, BeforeValidator(required_text_of_at_most(TOKEN_MAX))]
