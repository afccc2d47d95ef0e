"""Accepting a quote and paying its deposit by card: captured at once, the cake becomes a scheduled
order of its day with one line, the panel rings, the customer gets a receipt. A refused card
reserves nothing; a key that is not the request's reaches nothing."""

from decimal import Decimal

from bakery_devtools.testing.cakes_money import (
    CHARGE_REFUSED_CARD,
    GOOD_CARD,
    REFUSED_CARD,
    CakeCustomer,
    confirm_card_setup,
)
from bakery_devtools.testing.orders import bearer, make_user
from bakery_shared.models import CakeRequestStatus, CardPaymentState, CardStep, OrderStatus, PaymentMethod, RestPayment, Role
from user_service.cakes import deposit_messages as m


async def test_a_deposit_paid_with_a_good_card_makes_the_cake_a_scheduled_order(cakes, mailbox):
    request, customer = await cakes.quoted(price="400.00", percent="30.00")
    quote_id = request.quotes[-1].id

    accepted = await customer.accept(quote_id, "AT_PICKUP")
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["depositAmount"] == "120.00"
    assert accepted.json()["clientSecret"].startswith("seti_")

    await confirm_card_setup(cakes.settings, accepted.json()["clientSecret"], GOOD_CARD)
    checked = await customer.check()

    assert checked.status_code == 200, checked.text
    assert checked.json() | {"clientSecret": None} == {
        "status": "ACCEPTED",
        "purpose": "DEPOSIT",
        "state": "CAPTURED",
        "clientSecret": None,
        "declineMessage": None,
    }
    saved = await cakes.read(request.id)
    assert saved.status == CakeRequestStatus.ACCEPTED
    assert saved.rest_payment == RestPayment.AT_PICKUP
    (deposit,) = saved.payments
    assert deposit.card_state == CardPaymentState.CAPTURED and deposit.captured_amount == Decimal("120.00")
    assert [(r.step, r.amount) for r in deposit.records] == [
        (CardStep.AUTHORIZATION, Decimal("120.00")),
        (CardStep.CAPTURE, Decimal("120.00")),
    ]
    order = await cakes.order_of(saved)
    assert order.status == OrderStatus.SCHEDULED
    assert order.pickup_or_delivery_moment == saved.event_moment
    assert order.total_price == order.sub_total_price == Decimal("400.00")
    (line,) = order.product_lines
    assert line.product_id is None
    assert line.product_name == "Tort la comandă (12 porții) — Ciocolată / Ganache de ciocolată"
    assert line.preferred_message == "La mulți ani, Maria!"
    assert order.payment.method == PaymentMethod.CASH
    # The counter reads the money beside the cake on the panel and the kitchen sheet.
    assert order.additional_information.startswith("Tort la comandă: avans plătit 120,00 RON, rest 280,00 RON (la ridicare).")
    assert [(c.from_status, c.to_status) for c in order.status_history] == [(None, OrderStatus.SCHEDULED)]
    assert await cakes.events("NEW_ORDER", orderNumber=order.order_number) == 1
    assert await cakes.events("CAKE_REQUEST", id=request.id, status="ACCEPTED") == 1
    (receipt,) = mailbox.messages(to="ana@example.ro")
    text = mailbox.text_of(receipt)
    assert "Avans plătit: 120,00 RON" in text and "Rest de plată: 280,00 RON" in text
    assert m.REST_AT_PICKUP in text


async def test_a_card_refused_when_given_reserves_nothing_and_another_card_pays(cakes, mailbox):
    await cakes.cakes_per_day(1)
    request, customer = await cakes.quoted()
    quote_id = request.quotes[-1].id

    refused = await customer.pay_deposit(quote_id, REFUSED_CARD)

    assert refused.status_code == 402
    assert refused.json()["message"] == m.CARD_DECLINED
    saved = await cakes.read(request.id)
    assert saved.status == CakeRequestStatus.QUOTED and saved.order_id is None
    (deposit,) = saved.payments
    assert deposit.card_state == CardPaymentState.AWAITING and deposit.records == []
    assert deposit.decline_message == m.CARD_DECLINED
    # The day's one place is still free: another customer may take it.
    other, other_customer = await cakes.quoted(key="alta-cheie-privata-0123456789", contact_email="ion@example.ro")
    assert (await other_customer.accept(other.quotes[-1].id)).status_code == 200
    assert mailbox.messages(to="ana@example.ro") == []

    paid = await customer.pay_deposit(quote_id, GOOD_CARD)
    assert paid.status_code == 200 and paid.json()["status"] == "ACCEPTED"


async def test_a_card_refused_when_charged_reserves_nothing(cakes):
    request, customer = await cakes.quoted()

    refused = await customer.pay_deposit(request.quotes[-1].id, CHARGE_REFUSED_CARD)

    assert refused.status_code == 402
    assert refused.json()["message"] == "Cardul a fost refuzat de bancă. Încercați alt card."
    saved = await cakes.read(request.id)
    assert saved.status == CakeRequestStatus.QUOTED and saved.order_id is None
    assert saved.payments[0].card_state == CardPaymentState.AWAITING


async def test_only_the_latest_valid_quote_on_a_day_with_room_can_be_accepted(cakes, clock):
    await cakes.cakes_per_day(1)
    first, first_customer = await cakes.quoted()
    assert (await first_customer.pay_deposit(first.quotes[-1].id)).status_code == 200
    full, customer = await cakes.quoted(key="alta-cheie-privata-0123456789", contact_email="ion@example.ro")

    day_full = await customer.accept(full.quotes[-1].id)
    not_latest = await customer.accept(full.quotes[-1].id + 1000)

    assert (day_full.status_code, day_full.json()["message"]) == (409, m.DAY_FULL)
    assert not_latest.status_code == 409
    again = await first_customer.accept(first.quotes[-1].id)
    assert (again.status_code, again.json()["message"]) == (409, m.DEPOSIT_PAID)


async def test_a_wrong_key_cannot_accept_check_or_cancel(cakes):
    request, _ = await cakes.quoted()
    stranger = CakeCustomer(cakes.client, cakes.settings, request.id, key="nu-este-cheia-cererii-000000")

    for response in (await stranger.accept(request.quotes[-1].id), await stranger.check(), await stranger.cancel()):
        assert response.status_code == 404
        assert response.json()["message"] == m.REQUEST_NOT_FOUND
    assert (await cakes.read(request.id)).status == CakeRequestStatus.QUOTED


async def test_card_attempts_are_capped_as_for_an_order(cakes):
    request, customer = await cakes.quoted()
    quote_id = request.quotes[-1].id
    for _ in range(cakes.settings.card_attempts_per_order):
        assert (await customer.pay_deposit(quote_id, REFUSED_CARD)).status_code == 402

    refused = await customer.accept(quote_id)

    assert (refused.status_code, refused.json()["message"]) == (429, m.TOO_MANY_ATTEMPTS)
    assert (await cakes.read(request.id)).status == CakeRequestStatus.QUOTED


async def test_the_signed_in_owner_accepts_without_the_key_and_another_customer_cannot(cakes, db_session):
    owner = await make_user(db_session, Role.USER, "ana@example.ro")
    someone = await make_user(db_session, Role.USER, "ion@example.ro")
    request, _ = await cakes.quoted(user_id=owner.id)
    url = f"/user-service/cake-requests/{request.id}/accept"
    body = {"quoteId": request.quotes[-1].id, "restPayment": "CARD_AUTO"}

    stranger = await cakes.client.post(url, json=body, headers=bearer(cakes.settings, someone))
    accepted = await cakes.client.post(url, json=body, headers=bearer(cakes.settings, owner))

    assert stranger.status_code == 404
    assert accepted.status_code == 200 and accepted.json()["depositAmount"] == "120.00"
