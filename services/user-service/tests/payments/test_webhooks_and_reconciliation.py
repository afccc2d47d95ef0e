"""What the server learns without the browser: Stripe's webhook (signed on the raw body,
each event once, the intent fetched again, never trusted from the payload) and the reconciliation
job (a lost webhook, a closed browser, a hold that lapsed, an authorization near Stripe's limit)."""

from datetime import timedelta
from decimal import Decimal

from sqlalchemy import func, select, update

from bakery_devtools.testing.payments import GOOD_CARD, THREE_D_SECURE_CARD, authorized_intent, signed_event
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import Order, OrderPayment, PaymentEvent, ProductionLoad
from bakery_shared.payments.cards import CardPayments

WEBHOOK = "/user-service/payments/webhook"


async def attach_intent(db_session, placed, intent_id: str) -> None:
    """The order's latest attempt made `intent_id` (as if the browser closed right after Stripe answered)."""
    order_id = select(Order.id).where(Order.order_number == placed.number).scalar_subquery()
    await db_session.execute(update(OrderPayment).where(OrderPayment.order_id == order_id).values(intent_id=intent_id))
    await db_session.flush()


async def events_recorded(db_session) -> int:
    return await db_session.scalar(select(func.count()).select_from(PaymentEvent))


async def capture(settings, intent_id: str, number: str) -> None:
    async with CardPayments(settings) as cards:
        assert (await cards.capture(intent_id, order_number=number)).captured


async def test_a_webhook_that_comes_before_the_browser_settles_the_order_once_even_replayed(online_shop, db_session, mailbox):
    """Out of order: the money was authorized and even captured at Stripe before the server heard
    of the authorization; the webhook fetches the intent and the order opens, paid."""
    placed = await online_shop.place_online(1)
    intent = await authorized_intent(online_shop.settings, placed.number, Decimal(placed.total))
    await attach_intent(db_session, placed, intent.id)
    await capture(online_shop.settings, intent.id, placed.number)
    body, headers = signed_event(online_shop.settings, intent.id, event_id="evt_out_of_order")

    first = await online_shop.client.post(WEBHOOK, content=body, headers=headers)
    replay = await online_shop.client.post(WEBHOOK, content=body, headers=headers)

    assert (first.status_code, first.json()) == (200, {"received": True})
    assert (replay.status_code, replay.json()) == (200, {"received": True})
    detail = await online_shop.status(placed)
    assert detail["status"] == "NEW"
    assert detail["cardPayment"]["state"] == "CAPTURED"
    assert detail["cardPayment"]["capturedAmount"] == "120.00"
    assert await online_shop.events_for(placed) == 1
    assert len(mailbox.messages(to="ana@example.ro")) == 1
    assert await events_recorded(db_session) == 1


async def test_a_webhook_after_a_capture_elsewhere_marks_the_order_paid(online_shop, db_session):
    placed = await online_shop.place_online(1)
    paid = (await online_shop.pay(placed, GOOD_CARD)).json()
    assert paid["cardPayment"]["state"] == "AUTHORIZED"
    intent_id = await db_session.scalar(select(OrderPayment.intent_id).join(Order).where(Order.order_number == placed.number))
    await capture(online_shop.settings, intent_id, placed.number)

    response = await online_shop.client.post(
        WEBHOOK, content=(e := signed_event(online_shop.settings, intent_id, event_id="evt_cap"))[0], headers=e[1]
    )

    assert response.status_code == 200
    assert (await online_shop.status(placed))["cardPayment"]["state"] == "CAPTURED"
    assert await online_shop.events_for(placed) == 1


async def test_a_badly_signed_or_old_webhook_is_refused_and_changes_nothing(online_shop, db_session):
    placed = await online_shop.place_online(1)
    intent = await authorized_intent(online_shop.settings, placed.number, Decimal(placed.total))
    await attach_intent(db_session, placed, intent.id)
    settings = online_shop.settings
    old = signed_event(settings, intent.id, event_id="evt_old", signed_at=1_000_000_000)
    forged = signed_event(settings, intent.id, event_id="evt_forged", secret="whsec_someone_else")
    body, headers = signed_event(settings, intent.id, event_id="evt_tampered")

    for content, sent in (old, forged, (body + b" ", headers), (body, {"Content-Type": "application/json"})):
        response = await online_shop.client.post(WEBHOOK, content=content, headers=sent)
        assert response.status_code == 400
        assert response.json()["message"] == "Semnătura evenimentului de plată nu este validă."

    assert (await online_shop.status(placed))["status"] == "AWAITING_PAYMENT"
    assert await events_recorded(db_session) == 0


async def test_a_webhook_about_an_unknown_intent_is_acknowledged_and_changes_nothing(online_shop, db_session):
    placed = await online_shop.place_online(1)
    body, headers = signed_event(online_shop.settings, "pi_nobody_knows", event_id="evt_unknown")

    response = await online_shop.client.post(WEBHOOK, content=body, headers=headers)

    assert (response.status_code, response.json()) == (200, {"received": True})
    assert await events_recorded(db_session) == 0
    assert (await online_shop.status(placed))["status"] == "AWAITING_PAYMENT"


async def test_an_intent_of_another_order_or_for_another_amount_settles_nothing(online_shop, db_session, mailbox):
    placed = await online_shop.place_online(1)
    settings = online_shop.settings
    for intent in (
        await authorized_intent(settings, "another-order", Decimal(placed.total)),
        await authorized_intent(settings, placed.number, Decimal(placed.total) - Decimal("1.00"), attempt=7),
    ):
        await attach_intent(db_session, placed, intent.id)
        body, headers = signed_event(settings, intent.id, event_id=f"evt_{intent.id}")
        response = await online_shop.client.post(WEBHOOK, content=body, headers=headers)
        assert response.status_code == 200
        detail = await online_shop.status(placed)
        assert detail["status"] == "AWAITING_PAYMENT" and detail["cardPayment"]["state"] == "AWAITING"
    assert await online_shop.events_for(placed) == 0 and mailbox.messages() == []
    # Nor does the reconciliation.
    await online_shop.reconcile()
    assert (await online_shop.status(placed))["status"] == "AWAITING_PAYMENT"


async def test_reconciliation_opens_an_order_whose_webhook_never_came(online_shop, db_session, mailbox):
    placed = await online_shop.place_online(1)
    intent = await authorized_intent(online_shop.settings, placed.number, Decimal(placed.total))
    await attach_intent(db_session, placed, intent.id)

    await online_shop.reconcile()

    detail = await online_shop.status(placed)
    assert detail["status"] == "NEW" and detail["cardPayment"]["state"] == "AUTHORIZED"
    assert await online_shop.events_for(placed) == 1
    [receipt] = mailbox.messages(to="ana@example.ro")
    assert placed.key in mailbox.text_of(receipt)
    # A second round changes nothing.
    await online_shop.reconcile()
    assert await online_shop.events_for(placed) == 1


async def test_a_lapsed_hold_gives_the_pieces_and_the_kitchens_time_back_and_cancels_the_card(online_shop, db_session, mailbox):
    placed = await online_shop.place_online(4)
    # 3-D Secure started and never finished: the intent waits on the customer.
    body = (await online_shop.pay(placed, THREE_D_SECURE_CARD)).json()
    intent_id = body["clientSecret"].split("_secret_")[0]
    assert await online_shop.stock() == 1
    refused = await online_shop.place(2, method="CASH")
    assert refused.status_code == 409
    hold = timedelta(minutes=online_shop.settings.payment_hold_minutes)

    # Before the hold lapses nothing moves.
    await online_shop.reconcile()
    assert (await online_shop.status(placed))["status"] == "AWAITING_PAYMENT"

    await online_shop.reconcile(now=online_shop_now(online_shop) + hold + timedelta(minutes=1))

    detail = await online_shop.status(placed)
    assert detail["status"] == "PAYMENT_EXPIRED"
    assert detail["cardPayment"]["state"] == "EXPIRED"
    assert detail["cardPayment"]["stateLabel"] == "Plată neefectuată"
    assert await online_shop.stock() == 5
    taken = await db_session.scalar(
        select(func.coalesce(func.sum(ProductionLoad.taken), 0)).execution_options(populate_existing=True)
    )
    assert taken == 0
    async with CardPayments(online_shop.settings) as cards:
        assert (await cards.fetch(intent_id)).cancelled
    assert await online_shop.events_for(placed) == 0 and mailbox.messages() == []
    # The pieces sell again: 5 of them, a whole day's capacity.
    assert (await online_shop.place(5, method="CASH")).status_code == 201


async def test_an_expired_order_is_on_no_list(online_shop, db_session, staff_headers):
    placed = await online_shop.place_online(1)
    await online_shop.reconcile(now=online_shop_now(online_shop) + timedelta(hours=1))
    assert (await online_shop.status(placed))["status"] == "PAYMENT_EXPIRED"
    rows = (await online_shop.client.get("/user-service/get-all-orders", headers=staff_headers)).json()
    assert placed.number not in [row["orderNumber"] for row in rows["content"]]
    rows = (
        await online_shop.client.get("/user-service/get-all-orders", headers=staff_headers, params={"status": "PAYMENT_EXPIRED"})
    ).json()
    assert rows["content"] == []


async def test_an_authorization_near_stripes_limit_is_flagged_to_the_business_once(online_shop, mailbox):
    placed = await online_shop.place_online(1)
    await online_shop.pay(placed, GOOD_CARD)
    mailbox.clear()
    later = online_shop_now(online_shop) + timedelta(days=6, hours=1)

    await online_shop.reconcile(now=later)
    await online_shop.reconcile(now=later + timedelta(hours=1))

    [flag] = mailbox.messages(to="contact@cofetarie-demo.ro")
    assert flag["Subject"] == f"Autorizarea plății cu cardul expiră curând: comanda nr. {placed.number}"
    assert "120,00 RON" in mailbox.text_of(flag)
    assert (await online_shop.status(placed))["cardPayment"]["state"] == "AUTHORIZED"


async def test_an_authorization_cancelled_elsewhere_reads_as_released(online_shop, db_session):
    placed = await online_shop.place_online(1)
    await online_shop.pay(placed, GOOD_CARD)
    intent_id = await db_session.scalar(select(OrderPayment.intent_id).join(Order).where(Order.order_number == placed.number))
    async with CardPayments(online_shop.settings) as cards:
        await cards.cancel(intent_id, order_number=placed.number)

    await online_shop.reconcile()

    assert (await online_shop.status(placed))["cardPayment"]["state"] == "RELEASED"


def online_shop_now(online_shop):
    return current_clock().now()


async def test_a_card_authorized_after_the_hold_lapsed_is_released_and_the_order_stays_given_up(online_shop, db_session):
    placed = await online_shop.place_online(1)
    await online_shop.reconcile(now=online_shop_now(online_shop) + timedelta(hours=1))
    intent = await authorized_intent(online_shop.settings, placed.number, Decimal(placed.total))
    await attach_intent(db_session, placed, intent.id)
    body, headers = signed_event(online_shop.settings, intent.id, event_id="evt_late")

    response = await online_shop.client.post(WEBHOOK, content=body, headers=headers)

    assert response.status_code == 200
    detail = await online_shop.status(placed)
    assert detail["status"] == "PAYMENT_EXPIRED" and detail["cardPayment"]["state"] == "EXPIRED"
    async with CardPayments(online_shop.settings) as cards:
        assert (await cards.fetch(intent.id)).cancelled
    assert await online_shop.events_for(placed) == 0
    assert await online_shop.stock() == 5
    # The customer trying to pay again reads why not.
    again = await online_shop.pay(placed, GOOD_CARD)
    assert again.status_code == 409
    assert again.json()["message"] == "Timpul pentru plată a expirat. Vă rugăm să plasați comanda din nou."
