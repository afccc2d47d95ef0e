"""The deposit a quote asks: rounded to the ban once, when the quote is made, so the quote, the
charge, the receipt and the reports agree."""

from decimal import Decimal

from bakery_shared.money import money

HUNDRED = Decimal(100)


def deposit_of(price: Decimal, percent: Decimal) -> Decimal:
    """The deposit of `price` at `percent`, to the ban (half up)."""
    return money(price * percent / HUNDRED)
