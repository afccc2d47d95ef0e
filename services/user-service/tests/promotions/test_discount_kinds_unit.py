"""What each automatic promotion takes off a cart (`discount_of`), and which lines it covers, without
a database: product percentage, 1+1, cart amount or percentage, coupon and newsletter codes; a
bundle kind takes nothing here (its price is its discount)."""

from datetime import datetime
from decimal import Decimal

import pytest

from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.models import DeliveryMethod, Promotion, PromotionType
from user_service.promotions import messages as m
from user_service.promotions.conditions import OrderContext, hours_unmet, method_unmet
from user_service.promotions.discounts import CartProduct, covers, discount_of

D = Decimal
T = PromotionType
CAKE = CartProduct(product_id=1, category_id=10, dimension_id=100, unit_price=D("120.00"), quantity=1)
COOKIES = CartProduct(product_id=2, category_id=20, dimension_id=200, unit_price=D("10.55"), quantity=3)
ECLAIR = CartProduct(product_id=3, category_id=20, dimension_id=300, unit_price=D("7.00"), quantity=2)
LINES = [CAKE, COOKIES, ECLAIR]
SUBTOTAL = D("165.65")  # 120 + 31.65 + 14


def promotion(kind: PromotionType, **fields) -> Promotion:
    return Promotion(name="Promoție", type=kind, **fields)


@pytest.mark.parametrize(
    ("targets", "covered"),
    [
        ({"productIds": [1]}, [CAKE]),
        ({"categoryIds": [20]}, [COOKIES, ECLAIR]),
        ({"dimensionIds": [300]}, [ECLAIR]),
        ({"productIds": [2], "dimensionIds": [100]}, [CAKE, COOKIES]),
        ({"productIds": [99], "categoryIds": [99], "dimensionIds": [99]}, []),
        ({}, []),
        (None, []),
    ],
)
def test_a_promotion_covers_its_products_categories_and_sizes(targets, covered):
    assert [line for line in LINES if covers(promotion(T.PRODUCT_DISCOUNT, targets=targets), line)] == covered


def test_a_product_discount_takes_its_percentage_off_each_covered_line():
    sale = promotion(T.PRODUCT_DISCOUNT, targets={"categoryIds": [20]}, discount_percentage=D("15"))
    # 15 % of 31.65 = 4.7475 -> 4.75; of 14.00 = 2.10
    assert discount_of(sale, LINES, SUBTOTAL) == D("6.85")
    assert discount_of(promotion(T.PRODUCT_DISCOUNT, targets={"categoryIds": [20]}), LINES, SUBTOTAL) == D("0.00")
    assert discount_of(sale, [CAKE], D("120.00")) == D("0.00")


def test_one_plus_one_frees_one_piece_of_every_two_of_a_covered_size():
    offer = promotion(T.BUY_ONE_GET_ONE, targets={"categoryIds": [20]})
    assert discount_of(offer, LINES, SUBTOTAL) == D("17.55")  # 3 cookies: 1 free (10.55); 2 eclairs: 1 free (7)
    assert discount_of(promotion(T.BUY_ONE_GET_ONE, targets={"productIds": [1]}), LINES, SUBTOTAL) == D("0.00")


def test_a_cart_amount_is_never_more_than_the_subtotal():
    assert discount_of(promotion(T.CART_FIXED_DISCOUNT, discount_amount=D("20")), LINES, SUBTOTAL) == D("20.00")
    assert discount_of(promotion(T.CART_FIXED_DISCOUNT, discount_amount=D("500")), LINES, SUBTOTAL) == SUBTOTAL
    assert discount_of(promotion(T.CART_FIXED_DISCOUNT), LINES, SUBTOTAL) == D("0.00")


@pytest.mark.parametrize("kind", [T.CART_PERCENTAGE_DISCOUNT, T.COUPON_CODE, T.NEWSLETTER_SUBSCRIPTION])
def test_a_cart_percentage_and_the_codes_take_their_share_of_the_subtotal(kind):
    assert discount_of(promotion(kind, discount_percentage=D("10")), LINES, SUBTOTAL) == D("16.57")  # 16.565 half up
    assert discount_of(promotion(kind, discount_amount=D("15")), LINES, SUBTOTAL) == D("15.00")


@pytest.mark.parametrize("kind", [T.BUY_X_GET_Y_FREE, T.COMBO, T.FREE_ITEM])
def test_bundles_and_the_free_item_take_nothing_off_the_cart(kind):
    # A bundle's discount is its price; a free item's is its piece's price, added with it.
    assert discount_of(promotion(kind, discount_percentage=D("10"), discount_amount=D("5")), LINES, SUBTOTAL) == D("0")


NOON = OrderContext([], D("50"), DeliveryMethod.PICKUP, False, datetime(2026, 3, 2, 12, 0, tzinfo=BUSINESS_ZONE), "a@b.ro", None)


def test_a_method_the_shop_does_not_name_is_said_as_it_is():
    assert method_unmet("Promoție", "TELEPORT", NOON) == m.ONLY_METHOD.format(name="Promoție", method="TELEPORT")


def test_hours_are_split_at_their_first_dash():
    # "12:00-14:00-x": from 12:00 to "14:00-x", which 12:00 is inside; split at the last dash it would not be.
    assert hours_unmet("Promoție", "12:00-14:00-x", NOON) is None
