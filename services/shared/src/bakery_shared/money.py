"""Money: Decimal end to end, two decimals, half up; it leaves the services as a string ("45.00")."""

from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated

from pydantic import PlainSerializer

CENTS = Decimal("0.01")
ZERO = Decimal("0.00")


def money(value: Decimal | int | str) -> Decimal:
    return Decimal(value).quantize(CENTS, rounding=ROUND_HALF_UP)


def money_text(value: Decimal) -> str:
    return str(money(value))


# In JSON a sum is a string with two decimals, never a float.
Money = Annotated[Decimal, PlainSerializer(money_text, return_type=str, when_used="json")]


def ro_money(value: Decimal | None) -> str:
    """'1234.50' -> '1.234,50 RON', as Romanians write it (mails)."""
    if value is None:
        return "—"
    whole, cents = f"{money(value):.2f}".split(".")
    sign = "-" if whole.startswith("-") else ""
    whole = whole.lstrip("-")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return f"{sign}{'.'.join(groups)},{cents} RON"
