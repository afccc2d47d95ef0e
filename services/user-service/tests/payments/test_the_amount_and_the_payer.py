"""What is authorized and by whom: the card holds the order's total as the server priced it (the
discount off, the delivery fee on), and only the order's own customer or its follow link pays it
or asks where its payment is."""

from datetime import timedelta
from decimal import Decimal

import httpx
from sqlalchemy import select

from bakery_devtools.testing.orders import ADDRESS, CONTACT, bearer, checkout, make_user, product_line
from bakery_devtools.testing.payments import GOOD_CARD, card_payment_method
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import CardPaymentState, Order, OrderPayment, Promotion, PromotionType, Role
from bakery_shared.orders.messages import ORDER_NOT_FOUND


async def stripe_amount(settings, intent_id: str) -> int:
    """The PaymentIntent's amount in bani, as localstripe holds it."""
    async with httpx.AsyncClient(base_url=settings.stripe_api_base, timeout=10) as client:
        response = await client.get(f"/v1/payment_intents/{intent_id}", auth=(settings.stripe_secret_key, ""))
    response.raise_for_status()
    return response.json()["amount"]


async def test_a_discounted_delivered_order_is_authorized_for_its_total(online_shop, db_session):
    today = current_clock().today()
    db_session.add(
        Promotion(
            name="Cupon DULCE10",
            type=PromotionType.COUPON_CODE,
            active=True,
            coupon_code="DULCE10",
            discount_percentage=Decimal("10"),
            start_date=today - timedelta(days=1),
            end_date=today + timedelta(days=1),
        )
    )
    await db_session.flush()
    placed = await online_shop.place_online(
        1, coupon="DULCE10", deliveryMethodChosen="DELIVERY", deliveryDetailsBean={**CONTACT, **ADDRESS}
    )
    # 120.00 less 10%, plus the delivery fee: neither the subtotal nor the price after the coupon.
    assert (placed.body["subTotalPrice"], placed.body["discount"], placed.body["deliveryFee"]) == ("120.00", "12.00", "15.00")
    assert placed.total == "123.00"

    response = await online_shop.pay(placed, GOOD_CARD)

    assert response.status_code == 200, response.text
    assert response.json()["status"] == "NEW"
    assert response.json()["cardPayment"]["state"] == "AUTHORIZED"
    intent_id = await db_session.scalar(select(OrderPayment.intent_id).join(Order).where(Order.order_number == placed.number))
    assert await stripe_amount(online_shop.settings, intent_id) == 12300


async def test_another_signed_in_customer_can_neither_pay_nor_check_someones_order(online_shop, db_session, test_settings):
    ana = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    bob = bearer(test_settings, await make_user(db_session, Role.USER, "bob@example.ro"))
    body = checkout(
        [product_line(online_shop.cake_id, online_shop.dimension_id, 1)],
        location_id=online_shop.location_id,
        orderPaymentOptions="ONLINE",
    )
    number = (await online_shop.client.post("/user-service/place-order", json=body, headers=ana)).json()["orderNumber"]
    pay, check = f"/user-service/orders/{number}/card-payment", f"/user-service/orders/{number}/card-payment/check"

    paid = await online_shop.client.post(pay, json={"paymentMethod": await card_payment_method(test_settings)}, headers=bob)
    checked = await online_shop.client.post(check, headers=bob)

    for response in (paid, checked):
        assert response.status_code == 404
        assert response.json()["message"] == ORDER_NOT_FOUND
    payment = await db_session.scalar(
        select(OrderPayment).join(Order).where(Order.order_number == number).execution_options(populate_existing=True)
    )
    assert (payment.card_state, payment.card_attempts, payment.intent_id) == (CardPaymentState.AWAITING, 0, None)
    mine = (await online_shop.client.get("/user-service/get-user-orders", headers=ana)).json()
    assert [(row["orderNumber"], row["status"]) for row in mine["content"]] == [(number, "AWAITING_PAYMENT")]
    # Ana herself still pays it.
    own = await online_shop.client.post(pay, json={"paymentMethod": await card_payment_method(test_settings)}, headers=ana)
    assert (own.status_code, own.json()["status"]) == (200, "NEW")
