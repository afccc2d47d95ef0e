"""What pricing a line leaves in the order's collector (`Priced`), without a database: the cart
lines promotions weigh, the pieces the kitchen makes, a copy to add to, the free item of a
promotion (one piece at its price, its box, its stock), a message's length, and a pickup point
named by a category only when the category says it is picked up there."""

from decimal import Decimal

import pytest

from bakery_shared.errors import ValidationFailed
from bakery_shared.models import Category, Dimension, PickupLocation, Product, Promotion, PromotionType
from user_service.orders.placement import messages as m
from user_service.orders.placement.lines import Priced, add_free_item, price_product_line
from user_service.orders.placement.planning import pickup_location
from user_service.orders.placement.production import Made
from user_service.orders.schemas import CartLineIn, PlaceOrderIn
from user_service.promotions.discounts import CartProduct

D = Decimal


@pytest.fixture
def cake() -> tuple[Product, Dimension]:
    cakes = Category(
        id=7, name="Torturi", value="torturi", preferred_message=True, preferred_message_max_length=10, extra_ingredients=[]
    )
    product = Product(
        id=1, name="Tort Diplomat", category=cakes, category_id=7, standard_order_type=True, pre_order_order_type=False,
        available=True, out_of_stock=False, allow_preferred_message=False,
    )  # fmt: skip
    dimension = Dimension(
        id=10, product_id=1, value="1 kg", price=D("120.00"), stock=5, stock_unlimited=False, availability=True,
        minimum_quantity_type=None, minimum_quantity_number=None, box_needed=True, box_price=D("5.00"),
    )  # fmt: skip
    return product, dimension


def price(product: Product, dimension: Dimension, priced: Priced, index: int = 0, **fields) -> Priced:
    line = CartLineIn.model_validate({"id": product.id, "dimensionId": dimension.id, **fields})
    price_product_line(index, line, {product.id: product}, {dimension.id: dimension}, priced)
    return priced


def test_a_product_line_is_weighed_by_promotions_and_made_by_the_kitchen(cake):
    product, dimension = cake
    priced = price(product, dimension, Priced(), quantity=3)
    assert priced.cart == [CartProduct(1, 7, 10, D("120.00"), 3)]
    assert priced.made == [Made(product, dimension, 3)]


def test_a_message_may_be_as_long_as_its_category_allows_not_longer(cake):
    product, dimension = cake
    assert price(product, dimension, Priced(), preferredMessage="La mulți!!").product_lines[0].preferred_message == "La mulți!!"
    with pytest.raises(ValidationFailed) as refused:
        price(product, dimension, Priced(), index=3, preferredMessage="La mulți ani")
    message = m.MESSAGE_TOO_LONG.format(name="Tort Diplomat", maximum="10 caractere", length=12)
    assert refused.value.message == message
    assert refused.value.errors == {"items.3.preferredMessage": message}
    product.category.preferred_message_max_length = 1
    with pytest.raises(ValidationFailed) as refused:
        price(product, dimension, Priced(), preferredMessage="Da")
    assert refused.value.message == m.MESSAGE_TOO_LONG.format(name="Tort Diplomat", maximum="1 caracter", length=2)


def test_a_copy_is_added_to_without_changing_the_original(cake):
    product, dimension = cake
    original = price(product, dimension, Priced(), quantity=1)
    copy = original.copy()
    price(product, dimension, copy, quantity=2)
    add_free_item(Promotion(id=5, name="Cadou", type=PromotionType.FREE_ITEM), dimension, product, copy)
    other = Dimension(id=11, product_id=1, value="2 kg", price=D("0.00"), box_needed=False)
    add_free_item(Promotion(id=6, name="Cadou", type=PromotionType.FREE_ITEM), other, product, copy)  # a size not counted yet
    assert dict(copy.needed) == {10: 4, 11: 1}
    assert (original.subtotal, original.package, dict(original.needed)) == (D("120.00"), D("5.00"), {10: 1})
    assert (len(original.product_lines), len(original.promotion_lines), len(original.cart), len(original.made)) == (1, 0, 1, 1)
    assert len(original.categories) == 1
    assert (copy.subtotal, len(copy.product_lines), len(copy.made), len(copy.categories)) == (D("480.00"), 2, 4, 4)


def test_a_free_item_is_one_piece_at_its_price_with_its_box_and_its_stock(cake):
    product, dimension = cake
    priced = Priced(subtotal=D("30.00"), package=D("1.00"))
    add_free_item(Promotion(id=5, name="Cadou de Paște", type=PromotionType.FREE_ITEM), dimension, product, priced)
    assert (priced.subtotal, priced.package) == (D("150.00"), D("6.00"))  # the discount line takes the 120 off again
    assert dict(priced.needed) == {10: 1}  # it takes limited stock like any piece
    assert priced.made == [Made(product, dimension, 1)]
    assert priced.categories == [product.category]
    [line] = priced.promotion_lines
    assert (line.promotion_id, line.promotion_name, line.quantity, line.promotion_total) == (5, "Cadou de Paște", 1, D("120.00"))
    [choice] = line.choices
    assert (choice.label, choice.product_id, choice.dimension_id, choice.product_name, choice.dimension_name) == (
        None,
        1,
        10,
        "Tort Diplomat",
        "1 kg",
    )
    assert (choice.product_price, choice.package_price, choice.is_free_product) == (D("120.00"), D("5.00"), True)
    assert priced.cart == []  # no promotion weighs a gift


def test_a_category_names_its_pickup_point_only_when_it_is_picked_up_there():
    data = PlaceOrderIn.model_validate(
        {
            "items": [{"id": 1, "dimensionId": 10}],
            "deliveryMethodChosen": "PICKUP",
            "deliveryDetailsBean": {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722 123 456", "email": "a@b.ro"},
            "orderPaymentOptions": "CASH",
            "pickupLocationId": 1,
        }
    )
    points = {1: PickupLocation(id=1, name="Cofetăria"), 2: PickupLocation(id=2, name="Laboratorul")}
    remembered = Category(id=3, name="Torturi", is_pickup_from_specific_location=False, given_location_for_pickup_id=2)
    assert pickup_location(data, Priced(categories=[remembered]), points).name == "Cofetăria"
