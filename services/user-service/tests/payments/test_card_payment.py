"""Paying an order online by card at the checkout, against the harness's real
localstripe: the order waits unseen until the card is authorized, then rings and is mailed as a
cash order is; a refused card reads in Romanian and may be retried; 3-D Secure completes or fails."""

from datetime import timedelta

from sqlalchemy import select

from bakery_devtools.testing.orders import bearer, checkout, make_user, product_line
from bakery_devtools.testing.payments import DECLINED_CARD, GOOD_CARD, THREE_D_SECURE_CARD, authenticate, card_payment_method
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import Order, OrderPayment, Role
from bakery_shared.payments.cards import CardPayments

STAFF_LIST = "/user-service/get-all-orders"
DECLINED = "Cardul a fost refuzat de bancă. Încercați alt card."
FAILED_3DS = "Autentificarea 3-D Secure nu a reușit. Încercați din nou sau folosiți alt card."


async def staff_numbers(online_shop, staff_headers, **params) -> list[str]:
    response = await online_shop.client.get(STAFF_LIST, headers=staff_headers, params=params)
    assert response.status_code == 200, response.text
    return [row["orderNumber"] for row in response.json()["content"]]


async def test_an_order_paid_online_waits_unseen_then_rings_and_is_mailed_once_the_card_is_authorized(
    online_shop, mailbox, staff_headers
):
    placed = await online_shop.place_online(2)

    assert placed.body["status"] == "AWAITING_PAYMENT"
    pay_by = placed.body["payBy"]
    assert pay_by is not None
    # Nobody hears of it yet: no ring, no receipt, not on the staff's table.
    assert await online_shop.events_for(placed) == 0
    assert mailbox.messages() == []
    assert placed.number not in await staff_numbers(online_shop, staff_headers)
    assert placed.number not in await staff_numbers(online_shop, staff_headers, status="AWAITING_PAYMENT")
    # ...but it holds its pieces.
    assert await online_shop.stock() == 3
    detail = await online_shop.status(placed)
    assert detail["cardPayment"]["state"] == "AWAITING"
    assert detail["cardPayment"]["stateLabel"] == "Plată online în așteptare"
    assert detail["cardPayment"]["amount"] == "240.00"

    response = await online_shop.pay(placed, GOOD_CARD)

    assert response.status_code == 200, response.text
    body = response.json()
    assert body["status"] == "NEW" and body["clientSecret"] is None
    assert body["cardPayment"]["state"] == "AUTHORIZED"
    assert body["cardPayment"]["stateLabel"] == "Plată autorizată (se încasează la acceptarea comenzii)"
    assert await online_shop.events_for(placed) == 1
    [receipt] = mailbox.messages(to="ana@example.ro")
    assert receipt["Subject"] == f"Comanda nr. {placed.number} a fost primită, plata a fost autorizată"
    text = mailbox.text_of(receipt)
    assert "Plata online cu cardul a fost autorizată: 240,00 RON" in text
    assert f"http://shop.test/comanda/{placed.number}?cheie={placed.key}" in text
    assert placed.number in await staff_numbers(online_shop, staff_headers)
    history = [(h["fromStatus"], h["toStatus"]) for h in (await online_shop.status(placed))["statusHistory"]]
    assert history == [(None, "AWAITING_PAYMENT"), ("AWAITING_PAYMENT", "NEW")]
    # Paying again makes no second authorization.
    again = await online_shop.pay(placed, GOOD_CARD)
    assert again.status_code == 409
    assert await online_shop.events_for(placed) == 1


async def test_the_amount_authorized_is_the_servers_total(online_shop, db_session):
    placed = await online_shop.place_online(1)
    await online_shop.pay(placed, GOOD_CARD)
    intent_id = await db_session.scalar(select(OrderPayment.intent_id).join(Order).where(Order.order_number == placed.number))
    async with CardPayments(online_shop.settings) as cards:
        intent = await cards.fetch(intent_id)
    assert intent.authorized and str(intent.amount) == "120.00" and intent.order_number == placed.number


async def test_a_declined_card_reads_in_romanian_and_another_card_may_pay(online_shop, db_session, mailbox):
    placed = await online_shop.place_online(1)

    refused = await online_shop.pay(placed, DECLINED_CARD)

    assert refused.status_code == 402
    assert refused.json()["message"] == DECLINED
    detail = await online_shop.status(placed)
    assert detail["status"] == "AWAITING_PAYMENT"
    assert detail["cardPayment"]["declineMessage"] == DECLINED
    assert await online_shop.events_for(placed) == 0 and mailbox.messages() == []
    # The attempt was kept although the answer was an error: the next one has keys of its own.
    attempts = await db_session.scalar(
        select(OrderPayment.card_attempts)
        .join(Order)
        .where(Order.order_number == placed.number)
        .execution_options(populate_existing=True)
    )
    assert attempts == 1

    response = await online_shop.pay(placed, GOOD_CARD)

    assert response.status_code == 200, response.text
    assert response.json()["status"] == "NEW"
    assert response.json()["cardPayment"]["declineMessage"] is None
    assert await online_shop.events_for(placed) == 1
    assert len(mailbox.messages(to="ana@example.ro")) == 1


async def test_3d_secure_completed_then_checked_makes_the_order_new(online_shop, mailbox):
    placed = await online_shop.place_online(1)

    response = await online_shop.pay(placed, THREE_D_SECURE_CARD)

    assert response.status_code == 200, response.text
    body = response.json()
    assert body["status"] == "AWAITING_PAYMENT" and body["clientSecret"]
    assert await online_shop.events_for(placed) == 0
    intent_id = body["clientSecret"].split("_secret_")[0]
    await authenticate(online_shop.settings, intent_id, body["clientSecret"], success=True)

    checked = await online_shop.check(placed)

    assert checked.status_code == 200, checked.text
    assert checked.json()["status"] == "NEW"
    assert checked.json()["cardPayment"]["state"] == "AUTHORIZED"
    assert await online_shop.events_for(placed) == 1
    assert len(mailbox.messages(to="ana@example.ro")) == 1
    # The browser asking again changes nothing.
    assert (await online_shop.check(placed)).json()["status"] == "NEW"
    assert await online_shop.events_for(placed) == 1


async def test_3d_secure_failed_reads_in_romanian_and_the_order_still_awaits(online_shop, mailbox):
    placed = await online_shop.place_online(1)
    body = (await online_shop.pay(placed, THREE_D_SECURE_CARD)).json()
    intent_id = body["clientSecret"].split("_secret_")[0]
    await authenticate(online_shop.settings, intent_id, body["clientSecret"], success=False)

    checked = await online_shop.check(placed)

    assert checked.status_code == 200
    assert checked.json()["status"] == "AWAITING_PAYMENT"
    assert checked.json()["cardPayment"]["declineMessage"] == FAILED_3DS
    assert await online_shop.events_for(placed) == 0 and mailbox.messages() == []
    # Another card still pays while the hold lasts.
    assert (await online_shop.pay(placed, GOOD_CARD)).json()["status"] == "NEW"


async def test_only_the_owner_or_the_follow_link_may_pay(online_shop):
    placed = await online_shop.place_online(1)
    card = await card_payment_method(online_shop.settings)
    for headers in ({}, {"X-Order-Key": "gresit"}):
        response = await online_shop.client.post(
            f"/user-service/orders/{placed.number}/card-payment", json={"paymentMethod": card}, headers=headers
        )
        assert response.status_code == 404
        assert (
            await online_shop.client.post(f"/user-service/orders/{placed.number}/card-payment/check", headers=headers)
        ).status_code == 404
    assert (await online_shop.status(placed))["status"] == "AWAITING_PAYMENT"


async def test_a_signed_in_customer_pays_with_the_bearer_and_sees_the_order_awaiting_payment(
    online_shop, db_session, test_settings
):
    user = await make_user(db_session, Role.USER, "ana@example.ro")
    headers = bearer(test_settings, user)
    body = checkout_online(online_shop)
    placed = (await online_shop.client.post("/user-service/place-order", json=body, headers=headers)).json()
    mine = (await online_shop.client.get("/user-service/get-user-orders", headers=headers)).json()
    assert [(row["orderNumber"], row["status"]) for row in mine["content"]] == [(placed["orderNumber"], "AWAITING_PAYMENT")]
    card = await card_payment_method(test_settings)
    paid = await online_shop.client.post(
        f"/user-service/orders/{placed['orderNumber']}/card-payment", json={"paymentMethod": card}, headers=headers
    )
    assert paid.status_code == 200, paid.text
    assert paid.json()["status"] == "NEW"


def checkout_online(online_shop) -> dict:
    return checkout(
        [product_line(online_shop.cake_id, online_shop.dimension_id, 1)],
        location_id=online_shop.location_id,
        orderPaymentOptions="ONLINE",
    )


async def test_online_payment_is_refused_while_the_business_has_it_off(online_shop, business, db_session):
    business.online_card_payment = False
    await db_session.flush()
    await bump_last_key(db_session)

    response = await online_shop.place(1)

    assert response.status_code == 422
    assert response.json()["message"] == "Plata online cu cardul nu este disponibilă."
    assert await online_shop.stock() == 5
    config = (await online_shop.client.get("/user-service/payments/config")).json()
    assert config == {"enabled": False, "publishableKey": None, "jsUrl": None}


async def test_the_checkout_reads_stripes_key_and_script_when_online_payment_is_on(online_shop):
    config = (await online_shop.client.get("/user-service/payments/config")).json()
    settings = online_shop.settings
    assert config == {
        "enabled": True,
        "publishableKey": settings.stripe_publishable_key,
        "jsUrl": f"{settings.stripe_api_base}/js.stripe.com/v3/",
    }


async def test_a_cash_order_says_nothing_of_a_card_payment(online_shop):
    response = await online_shop.place(1, method="CASH")
    body = response.json()
    assert body["status"] == "NEW" and body["payBy"] is None
    detail = (
        await online_shop.client.get(
            f"/user-service/order-status/{body['orderNumber']}", headers={"X-Order-Key": body["followToken"]}
        )
    ).json()
    assert detail["cardPayment"] is None


async def test_paying_after_the_hold_lapsed_is_refused(online_shop, clock):
    placed = await online_shop.place_online(1)
    clock.move_to(clock.now() + timedelta(minutes=online_shop.settings.payment_hold_minutes + 1))
    response = await online_shop.pay(placed, GOOD_CARD)
    assert response.status_code == 409
    assert response.json()["message"] == "Timpul pentru plată a expirat. Vă rugăm să plasați comanda din nou."


async def test_a_retried_checkout_answers_the_same_order_awaiting_payment_and_its_link_pays(online_shop):
    body = checkout_online(online_shop)
    headers = {"Idempotency-Key": "plata-online-1"}
    first = await online_shop.client.post("/user-service/place-order", json=body, headers=headers)
    again = await online_shop.client.post("/user-service/place-order", json=body, headers=headers)

    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json()["orderNumber"] == first.json()["orderNumber"]
    assert again.json()["payBy"] == first.json()["payBy"] is not None
    assert again.json()["followToken"] == first.json()["followToken"]
    assert await online_shop.stock() == 4
    card = await card_payment_method(online_shop.settings)
    paid = await online_shop.client.post(
        f"/user-service/orders/{first.json()['orderNumber']}/card-payment",
        json={"paymentMethod": card},
        headers={"X-Order-Key": first.json()["followToken"]},
    )
    assert paid.status_code == 200 and paid.json()["status"] == "NEW"
