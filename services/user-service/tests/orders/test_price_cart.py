"""The checkout's price before the order (`price-cart`): a coupon checked as it is typed, with the
reason it does not apply, and the promotions it would take off; nothing saved or counted."""

from decimal import Decimal

from sqlalchemy import func, select

from bakery_devtools.testing.orders import product_line
from bakery_shared.models import Order, PromotionType


def line(product, quantity=1):
    return product_line(product.id, product.dimensions[0].id, quantity)


async def test_the_checkout_checks_a_code_as_it_is_typed_and_says_why_it_does_not_apply(
    client, db_session, promotion, promotions_shop
):
    await promotion(
        db_session,
        PromotionType.COUPON_CODE,
        "Cupon 20",
        coupon_code="DOUAZECI",
        discount_percentage=Decimal("20"),
        min_order_value=Decimal("150.00"),
    )
    await promotion(
        db_session, PromotionType.BUY_ONE_GET_ONE, "1+1 fursecuri", targets={"productIds": [promotions_shop["cookies"].id]}
    )
    body = {
        "items": [line(promotions_shop["cake"]), line(promotions_shop["cookies"], 2)],
        "deliveryMethodChosen": "PICKUP",
        "email": "ana@example.ro",
    }

    unknown = (await client.post("/user-service/price-cart", json={**body, "coupon": "NIMIC"})).json()
    assert unknown["couponMessage"] == "Cuponul „NIMIC” nu poate fi folosit pentru această comandă."
    assert unknown["coupon"] is None
    assert [(d["promotionName"], d["amount"]) for d in unknown["discounts"]] == [("1+1 fursecuri", "20.00")]

    too_small = (await client.post("/user-service/price-cart", json={**body, "coupon": "douazeci"})).json()
    # Below its minimum reads the same as a code that does not exist.
    assert too_small["couponMessage"] == "Cuponul „douazeci” nu poate fi folosit pentru această comandă."

    bigger = {**body, "items": [line(promotions_shop["cake"], 2)], "coupon": "douazeci"}
    applied = (await client.post("/user-service/price-cart", json=bigger)).json()
    assert applied["coupon"] == "DOUAZECI" and applied["couponMessage"] is None
    assert (applied["subTotalPrice"], applied["discount"]) == ("200.00", "40.00")
    # Nothing was saved or counted.
    assert await db_session.scalar(select(func.count()).select_from(Order)) == 0
