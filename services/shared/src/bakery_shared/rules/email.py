"""An e-mail address, kept lowercase and normalized; a bad one gets the specification's message."""

from typing import Annotated, Any

from email_validator import EmailNotValidError, validate_email
from pydantic import BeforeValidator

from ..errors import rule_error
from .text import blank

EMAIL_RULE = "Adresa de email nu este valida."
# RFC 5321's path limit, checked before anything else reads the value.
EMAIL_MAX = 254


def normalize_email(value: Any) -> str:
    text = value.strip() if isinstance(value, str) else ""
    if len(text) > EMAIL_MAX:
        raise rule_error(EMAIL_RULE)
    try:
        return validate_email(text, check_deliverability=False).normalized.lower()
    except EmailNotValidError:
        raise rule_error(EMAIL_RULE) from None


def _optional_email(value: Any) -> str | None:
    return None if blank(value) else normalize_email(value)


EMAIL_SCHEMA = {"format": "email", "maxLength": EMAIL_MAX}

EmailAddress = Annotated[str, BeforeValidator(normalize_email)]
OptionalEmail = Annotated[str | None, BeforeValidator(_optional_email)]
