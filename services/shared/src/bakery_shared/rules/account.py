"""Passwords, sign-in fields and link tokens, each with its exact Romanian message."""

from typing import Annotated, Any

from pydantic import BeforeValidator

from ..errors import rule_error
from .email import EMAIL_MAX
from .text import too_long

PASSWORD_RULE = (
    "Parola trebuie sa fie aiba minimum 8 caractere, sa includa cel putin o litera mare, una mica, "
    "o cifra si un caracter special."
)
CONFIRM_RULE = "Campul de confirmare parola nu este acelasi cu campul de parola."
REQUIRED = "Câmpul este obligatoriu."

# Length caps, checked before anything else reads the value (a 9 MB password never reaches Redis,
# the database or argon2): a new password at most 128; a login password up to 1024, so no password
# set before the cap is refused.
NEW_PASSWORD_MAX = 128
LOGIN_PASSWORD_MAX = 1024
TOKEN_MAX = 200

_PASSWORD_SPECIALS = set("#$@!%&*?")


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


def _present_and_at_most(limit: int):
    """Present and not blank, kept as typed: a sign-in field has no format rule beyond this."""

    def check(value: Any) -> str:
        if not isinstance(value, str) or not value.strip():
            raise rule_error(REQUIRED)
        if len(value) > limit:
            raise rule_error(too_long(limit))
        return value

    return check


PASSWORD_SCHEMA = {
    "minLength": 8,
    "maxLength": NEW_PASSWORD_MAX,
    "description": "Cel puțin 8 caractere, cu o literă mare, una mică, o cifră și unul dintre # $ @ ! % & * ?",
}
LOGIN_EMAIL_SCHEMA = {"minLength": 1, "maxLength": EMAIL_MAX}
LOGIN_PASSWORD_SCHEMA = {"minLength": 1, "maxLength": LOGIN_PASSWORD_MAX}
TOKEN_SCHEMA = {"minLength": 1, "maxLength": TOKEN_MAX}

NewPassword = Annotated[str, BeforeValidator(check_password)]
LoginEmail = Annotated[str, BeforeValidator(_present_and_at_most(EMAIL_MAX))]
LoginPassword = Annotated[str, BeforeValidator(_present_and_at_most(LOGIN_PASSWORD_MAX))]
LinkToken = Annotated[str, BeforeValidator(_present_and_at_most(TOKEN_MAX))]
