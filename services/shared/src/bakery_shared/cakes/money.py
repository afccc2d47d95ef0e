"""A custom cake's sums: the rest after the deposit, and what a cancellation gives back.
Rounded to the ban once, here, so the quote, the charge, the receipt and the reports agree."""

from datetime import date
from decimal import Decimal

from ..money import money

HUNDRED = Decimal(100)
ZERO = Decimal("0.00")


def rest_of(price: Decimal, deposit: Decimal) -> Decimal:
    return money(price - deposit)


def customer_cancellation_refund(
    *, paid: Decimal, price: Decimal, kept_percent: Decimal, event_day: date, today: date, free_days: int
) -> Decimal:
    """What a customer who cancels gets back of what was `paid` (deposit and any rest): all of it
    until `free_days` before the event day; after that the bakery keeps `kept_percent` of the
    price, never more than was paid."""
    if (event_day - today).days >= free_days:
        return money(paid)
    kept = min(money(price * kept_percent / HUNDRED), paid)
    return money(paid - kept)
