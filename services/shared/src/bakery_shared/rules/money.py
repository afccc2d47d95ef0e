"""Sums of money and counts of pieces as the forms and the panel send them: one check for every
field that takes one, in both services.

A sum is read from a number or a plain text ("12,50" too), as Decimal, never float. Its size and
form are checked before any arithmetic: "1E+40" quantized to cents needs more digits than the
decimal context has and raises, so a sum past its field's limit is refused before it is rounded.
Texts in exponent form ("1e-30"), NaN and Infinity are no sums anyone types; "-0" is 0."""

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
import re
from typing import Any

from pydantic import BeforeValidator

from ..errors import rule_error
from ..params import parse_integer
from .text import blank

# The price and payment columns are numeric(12, 2).
MAX_MONEY = Decimal("9999999999.99")
CENT = Decimal("0.01")
# A plain decimal as people write it: digits, a point or a comma, digits; a sign in front.
_PLAIN = re.compile(r"[+-]?(?:[0-9]+(?:[.,][0-9]*)?|[.,][0-9]+)")
# Longer than any sum a field takes (12 digits and 2 decimals), with room for zeros in front.
_MAX_TEXT = 40


def decimal_of(value: Any) -> Decimal | None:
    """The finite number a field holds, or None when it holds none (a yes/no is not a number, nor
    is a text in exponent form, NaN or Infinity). -0 reads as 0."""
    if isinstance(value, bool) or not isinstance(value, int | float | str | Decimal):
        return None
    if isinstance(value, str):
        text = value.strip()
        if len(text) > _MAX_TEXT or not _PLAIN.fullmatch(text):
            return None
        value = text.replace(",", ".")
    elif isinstance(value, float):
        value = repr(value)  # the shortest text that is this float: 0.1 stays 0.1
    try:
        amount = Decimal(value)
    except (InvalidOperation, ValueError):
        return None
    if not amount.is_finite():
        return None
    return abs(amount) if amount.is_zero() else amount


@dataclass(frozen=True)
class AmountRule:
    """What a sum field takes, and the words for each way a sum can be wrong."""

    invalid: str
    required: str | None = None  # None: the field may be left out
    negative: str | None = None
    too_large: str | None = None
    maximum: Decimal = MAX_MONEY
    above_zero: bool = False
    cents: bool = True  # False: any decimals, rounded by the caller


def amount_of(value: Any, rule: AmountRule) -> Decimal | None:
    """The one check of a sum a client sends, in this order, none of it arithmetic on an unchecked
    number: there (`required`), a finite plain number (`invalid`), at least 0 (`negative`) or above
    0 (`above_zero`), at most `maximum` (`too_large`), in whole cents unless `cents` is False."""
    if blank(value):
        if rule.required is None:
            return None
        raise rule_error(rule.required)
    amount = decimal_of(value)
    if amount is None:
        raise rule_error(rule.invalid)
    if amount < 0 or (rule.above_zero and amount == 0):
        raise rule_error(rule.negative or rule.invalid)
    if amount > rule.maximum:  # compared, not quantized: 1E+40 is simply larger
        raise rule_error(rule.too_large or rule.invalid)
    if not rule.cents:
        return amount
    in_cents = amount.quantize(CENT)  # safe now: at most 12 digits and 2 decimals
    if amount != in_cents:
        raise rule_error(rule.invalid)
    return in_cents


def amount_rule(**rule: Any):
    """`amount_of` as a field's validator: Annotated[Decimal, amount_rule(invalid=..., ...)]."""
    checked = AmountRule(**rule)
    return BeforeValidator(lambda value: amount_of(value, checked))


def count_of(value: Any, *, invalid: str, low: int, high: int, too_large: str | None = None) -> int:
    """A whole number of pieces from `low` to `high`: a JSON integer or a text of digits (never
    1E+40, 2.5, NaN or a yes/no)."""
    number = parse_integer(value)
    if number is None or number < low:
        raise rule_error(invalid)
    if number > high:
        raise rule_error(too_large or invalid)
    return number


def count_rule(**rule: Any):
    """`count_of` as a field's validator."""
    return BeforeValidator(lambda value: count_of(value, **rule))


def optional_amount_of(message: str, maximum: Decimal = MAX_MONEY):
    """A check for a sum that may be left out (null or ""): at least 0 and at most `maximum`, as
    sent (rounded by the caller)."""
    rule = AmountRule(invalid=message, maximum=maximum, cents=False)
    return lambda value: amount_of(value, rule)


def required_amount_of(*, required: str, invalid: str, negative: str | None = None, maximum: Decimal = MAX_MONEY):
    """A check for a sum that must be there: at least 0 (`negative` otherwise), whole cents, at most `maximum`."""
    rule = AmountRule(invalid=invalid, required=required, negative=negative, maximum=maximum)
    return lambda value: amount_of(value, rule)


def optional_amount(message: str, maximum: Decimal = MAX_MONEY):
    """`optional_amount_of` as a field's validator."""
    return BeforeValidator(optional_amount_of(message, maximum))


def required_amount(*, required: str, invalid: str, negative: str | None = None, maximum: Decimal = MAX_MONEY):
    """`required_amount_of` as a field's validator."""
    return BeforeValidator(required_amount_of(required=required, invalid=invalid, negative=negative, maximum=maximum))
