"""Sums of money: read from a number or a text ("12,50" too), as Decimal, never float."""

from decimal import Decimal, InvalidOperation
from typing import Any

from pydantic import BeforeValidator

from ..errors import rule_error
from .text import blank

# The price and payment columns are numeric(12, 2).
MAX_MONEY = Decimal("9999999999.99")
CENT = Decimal("0.01")


def decimal_of(value: Any) -> Decimal | None:
    """The finite number a field holds, or None when it holds none (a yes/no is not a number)."""
    if isinstance(value, bool) or not isinstance(value, int | float | str | Decimal):
        return None
    try:
        amount = Decimal(str(value).strip().replace(",", "."))
    except InvalidOperation:
        return None
    return amount if amount.is_finite() else None


def optional_amount_of(message: str, maximum: Decimal = MAX_MONEY):
    """A check for a sum that may be left out (null or ""): at least 0 and at most `maximum`, as sent."""

    def check(value: Any) -> Decimal | None:
        if value is None or value == "":
            return None
        amount = decimal_of(value)
        if amount is None or amount < 0 or amount > maximum:
            raise rule_error(message)
        return amount

    return check


def required_amount_of(*, required: str, invalid: str, negative: str | None = None, maximum: Decimal = MAX_MONEY):
    """A check for a sum that must be there: at least 0 (`negative` otherwise), whole cents, at most `maximum`."""

    def check(value: Any) -> Decimal:
        if blank(value):
            raise rule_error(required)
        amount = decimal_of(value)
        if amount is None:
            raise rule_error(invalid)
        if amount < 0:
            raise rule_error(negative or invalid)
        if amount != amount.quantize(CENT) or amount > maximum:
            raise rule_error(invalid)
        return amount.quantize(CENT)

    return check


def optional_amount(message: str, maximum: Decimal = MAX_MONEY):
    """`optional_amount_of` as a field's validator."""
    return BeforeValidator(optional_amount_of(message, maximum))


def required_amount(*, required: str, invalid: str, negative: str | None = None, maximum: Decimal = MAX_MONEY):
    """`required_amount_of` as a field's validator."""
    return BeforeValidator(required_amount_of(required=required, invalid=invalid, negative=negative, maximum=maximum))
