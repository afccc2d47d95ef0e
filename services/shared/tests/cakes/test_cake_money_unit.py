"""What a customer who cancels a custom cake gets back, to the ban, before and after the
free-cancellation limit."""

from datetime import date
from decimal import Decimal

from bakery_shared.cakes.money import customer_cancellation_refund

D = Decimal
EVENT = date(2026, 12, 20)


def refund(paid: str, today: date) -> Decimal:
    return customer_cancellation_refund(
        paid=D(paid), price=D("400.00"), kept_percent=D("30"), event_day=EVENT, today=today, free_days=7
    )


def test_cancelling_up_to_the_limit_gives_back_everything_paid() -> None:
    assert refund("120.00", date(2026, 12, 1)) == D("120.00")
    assert refund("120.00", date(2026, 12, 13)) == D("120.00")  # exactly 7 days before


def test_after_the_limit_the_bakery_keeps_its_percent_of_the_price_never_more_than_was_paid() -> None:
    assert refund("400.00", date(2026, 12, 14)) == D("280.00")  # 30% of 400 kept
    assert refund("100.00", date(2026, 12, 19)) == D("0.00")  # 120 would be kept: only 100 was paid
