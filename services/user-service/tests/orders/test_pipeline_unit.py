"""The stages of placing an order that need no database: the bill the discounted order carries
(fees and minimum of the zone or of the setup, the total, the split payment) and the pickup point
the planned cart goes to. Transient rows, never saved."""

from decimal import Decimal

import pytest

from bakery_devtools.seed.business_data import BUSINESS
from bakery_shared.errors import ValidationFailed
from bakery_shared.models import BusinessSetup, Category, DeliveryZone, PickupLocation, Promotion
from user_service.orders.placement import messages as m
from user_service.orders.placement.discounting import bill_of
from user_service.orders.placement.lines import Priced
from user_service.orders.placement.planning import pickup_location
from user_service.orders.schemas import PlaceOrderIn
from user_service.promotions.service import Applied, Discounts

D = Decimal
ADDRESS = {"streetAddress": "Str. Mare", "streetNumberAddress": "1", "city": "Sibiu"}


def order(method="PICKUP", **fields) -> PlaceOrderIn:
    details = {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722 123 456", "email": "ana@example.ro"}
    if method == "DELIVERY":
        details |= ADDRESS
    body = {
        "items": [{"id": 1, "dimensionId": 10}],
        "deliveryMethodChosen": method,
        "deliveryDetailsBean": details,
        "orderPaymentOptions": "CASH",
        **fields,
    }
    return PlaceOrderIn.model_validate(body)


def terms(data: PlaceOrderIn, zone: DeliveryZone | None = None) -> tuple[PlaceOrderIn, DeliveryZone | None, BusinessSetup]:
    """What the bill reads besides the lines and discounts: the cart, its zone, and the setup."""
    return data, zone, BusinessSetup(id=1, **BUSINESS)


def priced(subtotal: str, package: str = "0") -> Priced:
    return Priced(subtotal=D(subtotal), package=D(package))


def discounts(*amounts: str) -> Discounts:
    return Discounts(applied=[Applied(Promotion(id=n, name=f"P{n}"), D(a)) for n, a in enumerate(amounts, 1)])


def refusal(call) -> ValidationFailed:
    with pytest.raises(ValidationFailed) as refused:
        call()
    return refused.value


# ---- the bill ---------------------------------------------------------------------------------


def test_a_pickup_pays_its_products_less_the_discount_and_its_boxes_without_a_fee():
    bill = bill_of(*terms(order()), priced("100.00", "7.50"), discounts("10.00", "2.50"))
    assert (bill.subtotal, bill.discount, bill.delivery_fee, bill.package, bill.total) == (
        D("100.00"),
        D("12.50"),
        D("0.00"),
        D("7.50"),
        D("95.00"),
    )
    assert bill.after_coupon == D("87.50")
    assert (bill.cash, bill.card) == (None, None)


def test_without_a_discount_no_price_after_coupon_is_saved():
    assert bill_of(*terms(order()), priced("20.00"), Discounts()).after_coupon is None


def test_a_delivery_pays_the_setups_fee_and_needs_its_minimum_without_zones():
    bill = bill_of(*terms(order("DELIVERY")), priced("50.00"), Discounts())
    assert (bill.delivery_fee, bill.total) == (D("15.00"), D("65.00"))

    refused = refusal(lambda: bill_of(*terms(order("DELIVERY")), priced("49.99"), Discounts()))
    assert refused.message == m.MINIMUM_ORDER.format(minimum="50.00")


def test_a_zones_fee_and_minimum_replace_the_setups():
    zone = DeliveryZone(name="Cisnădie", delivery_fee=D("25.00"), minimum_order=D("80.00"), schedule=[])
    bill = bill_of(*terms(order("DELIVERY"), zone), priced("80.00"), Discounts())
    assert (bill.delivery_fee, bill.total) == (D("25.00"), D("105.00"))

    refused = refusal(lambda: bill_of(*terms(order("DELIVERY"), zone), priced("60.00"), Discounts()))
    assert refused.message == m.MINIMUM_ORDER.format(minimum="80.00")


def test_a_split_payment_must_add_up_to_the_total():
    split = order(orderPaymentOptions="CASH_CARD", cashAmount="30.00", cardAmount="12.00")
    bill = bill_of(*terms(split), priced("40.00", "2.00"), Discounts())
    assert (bill.cash, bill.card) == (D("30.00"), D("12.00"))

    wrong = order(orderPaymentOptions="CASH_CARD", cashAmount="30.00", cardAmount="10.00")
    refused = refusal(lambda: bill_of(*terms(wrong), priced("40.00", "2.00"), Discounts()))
    assert set(refused.errors) == {"cashAmount", "cardAmount"}


# ---- the pickup point -------------------------------------------------------------------------


def points() -> dict[int, PickupLocation]:
    return {1: PickupLocation(id=1, name="Cofetăria"), 2: PickupLocation(id=2, name="Laboratorul")}


def test_the_chosen_point_is_used_and_an_unknown_one_refused():
    assert pickup_location(order(pickupLocationId=1), Priced(), points()).name == "Cofetăria"

    refused = refusal(lambda: pickup_location(order(pickupLocationId=9), Priced(), points()))
    assert refused.errors == {"pickupLocationId": m.PICKUP_LOCATION_UNKNOWN}


def test_a_point_is_required_when_the_shop_has_points_and_none_otherwise():
    refused = refusal(lambda: pickup_location(order(), Priced(), points()))
    assert refused.errors == {"pickupLocationId": m.PICKUP_LOCATION_REQUIRED}
    assert pickup_location(order(), Priced(), {}) is None


def own_point(name: str, point: int, category_id: int = 3) -> Category:
    return Category(id=category_id, name=name, is_pickup_from_specific_location=True, given_location_for_pickup_id=point)


def test_a_category_with_its_own_point_is_used_when_the_customer_chose_none_or_the_same():
    own = own_point("Torturi cu figurine", 2)
    assert pickup_location(order(), Priced(categories=[own]), points()).name == "Laboratorul"
    assert pickup_location(order(pickupLocationId=2), Priced(categories=[own, own]), points()).name == "Laboratorul"


def test_a_choice_that_contradicts_the_categorys_point_is_refused_not_replaced():
    own = own_point("Torturi cu figurine", 2)
    refused = refusal(lambda: pickup_location(order(pickupLocationId=1), Priced(categories=[own]), points()))
    message = "Produsele din categoria „Torturi cu figurine” se ridică doar de la Laboratorul."
    assert refused.errors == {"pickupLocationId": message}


def test_two_categories_with_two_points_are_refused_naming_both():
    cakes, tarts = own_point("Torturi cu figurine", 2), own_point("Tarte", 1, category_id=4)
    refused = refusal(lambda: pickup_location(order(), Priced(categories=[cakes, tarts]), points()))
    message = "Produsele din coș se ridică de la puncte diferite (Cofetăria, Laboratorul); plasați comenzi separate."
    assert refused.errors == {"pickupLocationId": message}


def test_a_category_whose_point_is_no_longer_offered_is_refused():
    gone = own_point("Torturi cu figurine", 9)
    refused = refusal(lambda: pickup_location(order(), Priced(categories=[gone]), points()))
    assert refused.errors == {"pickupLocationId": m.PICKUP_LOCATION_UNKNOWN}


def test_a_category_without_its_own_point_leaves_the_choice_to_the_customer():
    remembered = Category(id=5, name="Prăjituri", is_pickup_from_specific_location=False, given_location_for_pickup_id=2)
    assert pickup_location(order(pickupLocationId=1), Priced(categories=[remembered]), points()).name == "Cofetăria"


def test_a_delivery_goes_to_no_pickup_point():
    assert pickup_location(order("DELIVERY", pickupLocationId=1), Priced(), points()) is None
