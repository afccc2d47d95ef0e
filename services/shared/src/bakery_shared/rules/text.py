"""Required and optional text: trimmed, and within the length of its column."""

import re
from typing import Any

from pydantic import BeforeValidator

from ..errors import NOT_TEXT, rule_error

TOO_LONG = "Textul poate avea cel mult {limit} caractere."
# The shorter wording some forms of the SPEC use for the same cap.
TEXT_TOO_LONG = "Textul este prea lung."
# Text that becomes a mail header (a newsletter's subject): a CR or LF there would start another
# header, and the mail library then refuses every mail of the send. C0 controls and DEL.
CONTROL_CHARACTER = re.compile(r"[\x00-\x1f\x7f]")
ONE_LINE = "Textul trebuie să fie pe un singur rând, fără Enter, Tab sau alte caractere de control."


def too_long(limit: int) -> str:
    return TOO_LONG.format(limit=limit)


def blank(value: Any) -> bool:
    """Left out, null, or only spaces: what every form means by empty."""
    return value is None or (isinstance(value, str) and not value.strip())


def required_text(
    message: str,
    limit: int | None = None,
    *,
    too_long_message: str | None = None,
    text_only: bool = False,
    one_line: bool = False,
):
    """A check for text that must be there: `message` when missing, blank or (unless `text_only`,
    where a number is NOT_TEXT) not a text; `too_long_message` (or "at most {limit}") past `limit`;
    with `one_line` (a mail header), ONE_LINE when it holds a control character once trimmed."""

    def check(value: Any) -> str:
        if text_only and not blank(value) and not isinstance(value, str):
            raise rule_error(NOT_TEXT)
        if not isinstance(value, str) or not value.strip():
            raise rule_error(message)
        text = value.strip()
        if limit is not None and len(text) > limit:
            raise rule_error(too_long_message or too_long(limit))
        if one_line and CONTROL_CHARACTER.search(text):
            raise rule_error(ONE_LINE)
        return text

    return check


def optional_text(limit: int | None = None, *, too_long_message: str | None = None, empty: str | None = None):
    """A check for text that may be left out: trimmed, `empty` when blank or null, NOT_TEXT for a non-text."""

    def check(value: Any) -> str | None:
        if value is not None and not isinstance(value, str):
            raise rule_error(NOT_TEXT)
        text = (value or "").strip()
        if limit is not None and len(text) > limit:
            raise rule_error(too_long_message or too_long(limit))
        return text or empty

    return check


def required(
    message: str,
    limit: int | None = None,
    *,
    too_long_message: str | None = None,
    text_only: bool = False,
    one_line: bool = False,
):
    """`required_text` as a field's validator."""
    return BeforeValidator(
        required_text(message, limit, too_long_message=too_long_message, text_only=text_only, one_line=one_line)
    )


def optional(limit: int | None = None, *, too_long_message: str | None = None, empty: str | None = None):
    """`optional_text` as a field's validator."""
    return BeforeValidator(optional_text(limit, too_long_message=too_long_message, empty=empty))
