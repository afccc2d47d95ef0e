"""Stock without a database (orders/placement/stock.py): what counts as unlimited, the Romanian
message of what is left, the check before taking and the taking itself."""

from decimal import Decimal

import pytest

from bakery_shared.errors import Conflict
from bakery_shared.models import Dimension, Product
from user_service.orders.placement.stock import check_stock, is_unlimited, stock_message, take_stock


def size(dimension_id: int, stock: int, unlimited: bool = False, product_id: int = 1, value: str = "1 kg") -> Dimension:
    return Dimension(
        id=dimension_id, product_id=product_id, value=value, price=Decimal("10"), stock=stock, stock_unlimited=unlimited
    )


PRODUCTS = {1: Product(id=1, name="Tort Diplomat"), 2: Product(id=2, name="Ecler")}


@pytest.mark.parametrize(
    ("stock", "flag", "unlimited"),
    [(5, True, True), (0, True, True), (9999, False, True), (10000, False, True), (9998, False, False), (0, False, False)],
)
def test_unlimited_is_the_flag_or_the_spec_s_9999(stock, flag, unlimited):
    assert is_unlimited(size(1, stock, flag)) is unlimited


@pytest.mark.parametrize(
    ("left", "message"),
    [
        (-1, "Stoc insuficient pentru „Ecler”: produsul nu mai este pe stoc."),
        (0, "Stoc insuficient pentru „Ecler”: produsul nu mai este pe stoc."),
        (1, "Stoc insuficient pentru „Ecler”: mai este 1 bucată."),
        (2, "Stoc insuficient pentru „Ecler”: mai sunt 2 bucăți."),
        (17, "Stoc insuficient pentru „Ecler”: mai sunt 17 bucăți."),
    ],
)
def test_the_message_says_what_is_left_in_romanian(left, message):
    assert stock_message("Ecler", left) == message


def test_an_order_may_take_every_piece_left_but_not_one_more():
    dimensions = {10: size(10, 3)}
    check_stock({10: 3}, dimensions, PRODUCTS)
    with pytest.raises(Conflict) as refused:
        check_stock({10: 4}, dimensions, PRODUCTS)
    message = "Stoc insuficient pentru „Tort Diplomat 1 kg”: mai sunt 3 bucăți."
    assert (refused.value.message, refused.value.errors) == (message, {"items": message})


def test_unlimited_stock_is_never_short():
    check_stock({10: 50_000, 11: 10}, {10: size(10, 0, unlimited=True), 11: size(11, 9999)}, PRODUCTS)


def test_the_first_short_dimension_by_id_is_named():
    dimensions = {10: size(10, 1, product_id=1), 20: size(20, 0, product_id=2, value="bucata")}
    with pytest.raises(Conflict) as refused:
        check_stock({20: 1, 10: 2}, dimensions, PRODUCTS)
    assert refused.value.message == "Stoc insuficient pentru „Tort Diplomat 1 kg”: mai este 1 bucată."
    with pytest.raises(Conflict) as refused:
        check_stock({20: 1, 10: 1}, dimensions, PRODUCTS)
    assert refused.value.message == "Stoc insuficient pentru „Ecler bucata”: produsul nu mai este pe stoc."


def test_taking_stock_lowers_limited_stock_only_and_says_whether_any_moved():
    limited, other, unlimited, spec_unlimited = size(10, 5), size(11, 2), size(12, 7, unlimited=True), size(13, 9999)
    dimensions = {10: limited, 11: other, 12: unlimited, 13: spec_unlimited}

    assert take_stock({10: 2, 12: 3, 13: 4}, dimensions) is True
    assert (limited.stock, other.stock, unlimited.stock, spec_unlimited.stock) == (3, 2, 7, 9999)

    assert take_stock({12: 1, 13: 1}, dimensions) is False  # nothing the menu shows moved
    assert (unlimited.stock, spec_unlimited.stock) == (7, 9999)
    assert take_stock({}, dimensions) is False

    assert take_stock({11: 2}, dimensions) is True
    assert other.stock == 0
