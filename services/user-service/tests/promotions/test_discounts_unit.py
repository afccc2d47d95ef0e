"""What a promotion takes off, without a database (promotions/discounts.py): a percentage, a combo's
price, a coupon's discount, each rounded half up to the ban. Fast, so the mutation run can use them."""

from decimal import Decimal

import pytest

from user_service.promotions.discounts import combo_price, coupon_discount, percent_off

D = Decimal


@pytest.mark.parametrize(
    ("amount", "percentage", "expected"),
    [
        ("100.00", "10", "10.00"),
        ("165.00", "10", "16.50"),
        ("0.05", "50", "0.03"),  # 0.025 rounds half up
        ("0.05", "10", "0.01"),  # 0.005 rounds half up
        ("19.99", "0", "0.00"),
        ("19.99", "100", "19.99"),
        ("33.33", "33.33", "11.11"),
    ],
)
def test_percent_off_is_the_percentage_of_the_amount_rounded_half_up(amount, percentage, expected):
    assert percent_off(D(amount), D(percentage)) == D(expected)
    assert str(percent_off(D(amount), D(percentage))) == expected  # always two decimals


@pytest.mark.parametrize(
    ("full", "percentage", "amount", "expected"),
    [
        ("165.00", "10", None, "148.50"),
        ("165.00", None, "25.00", "140.00"),
        ("165.00", "10", "5.00", "143.50"),  # the percentage first, then the amount
        ("20.00", None, "25.00", "0.00"),  # never below zero
        ("20.00", None, "20.00", "0.00"),
        ("165.00", None, None, "165.00"),
        ("165.00", "0", "0", "165.00"),
        ("99.995", None, None, "100.00"),  # the full price is rounded too
        ("10.01", "50", None, "5.00"),  # 10.01 - 5.01 (5.005 rounded up)
    ],
)
def test_a_combo_costs_its_products_less_the_promotion(full, percentage, amount, expected):
    price = combo_price(D(full), percentage=D(percentage) if percentage else None, amount=D(amount) if amount else None)
    assert price == D(expected)
    assert str(price) == expected


@pytest.mark.parametrize(
    ("subtotal", "percentage", "amount", "expected"),
    [
        ("120.00", "10", None, "12.00"),
        ("30.00", "15", None, "4.50"),
        ("30.00", None, "7.50", "7.50"),
        ("30.00", None, "45.00", "30.00"),  # never more than the subtotal
        ("30.00", None, "30.00", "30.00"),
        ("30.00", "150", None, "30.00"),
        ("30.00", "10", "25.00", "3.00"),  # a percentage wins over an amount
        ("30.00", None, None, "0.00"),
        ("30.00", "0", "0", "0.00"),
        ("0.05", "50", None, "0.03"),
        ("10.005", None, "20", "10.01"),  # the cap is the rounded subtotal
    ],
)
def test_a_coupon_takes_its_percentage_or_amount_never_more_than_the_subtotal(subtotal, percentage, amount, expected):
    discount = coupon_discount(
        D(subtotal), percentage=D(percentage) if percentage else None, amount=D(amount) if amount else None
    )
    assert discount == D(expected)
    assert str(discount) == expected
