"""The deposit a quote asks, to the ban: deposit and rest always add up to the price."""

from decimal import Decimal

import pytest

from admin_service.cakes.deposits import deposit_of
from bakery_shared.cakes.money import rest_of

D = Decimal


@pytest.mark.parametrize(
    ("price", "percent", "deposit", "rest"),
    [
        (D("450.00"), D("30"), D("135.00"), D("315.00")),
        (D("333.33"), D("30"), D("100.00"), D("233.33")),  # 99.999 rounds half up to the ban
        (D("100.05"), D("50"), D("50.03"), D("50.02")),
        (D("100.00"), D("0"), D("0.00"), D("100.00")),
        (D("100.00"), D("100"), D("100.00"), D("0.00")),
    ],
)
def test_deposit_and_rest_add_up_to_the_price(price: Decimal, percent: Decimal, deposit: Decimal, rest: Decimal) -> None:
    assert deposit_of(price, percent) == deposit
    assert rest_of(price, deposit) == rest
    assert deposit + rest == price
