"""A deposit whose browser never came back is settled all the same: by Stripe's webhook (the 3-D
Secure of the charge done, the tab closed) or by the reconciliation round (the card given, the
tab closed before the return call). A deposit captured for a request closed meanwhile is
refunded in full at once."""

from decimal import Decimal

from sqlalchemy import func, select

from bakery_devtools.testing.cakes_money import GOOD_CARD, THREE_D_SECURE_CARD, confirm_card_setup
from bakery_devtools.testing.payments import authenticate, signed_event
from bakery_shared.cakes import states
from bakery_shared.models import CakeQuote, CakeRequestStatus, CardPaymentState, CardStep, PaymentEvent
from user_service.cakes import deposit_messages as m

WEBHOOK = "/user-service/payments/webhook"


async def test_the_webhook_alone_settles_a_deposit_after_3d_secure(cakes, db_session, mailbox):
    request, customer = await cakes.quoted()
    accepted = (await customer.accept(request.quotes[-1].id)).json()
    await confirm_card_setup(cakes.settings, accepted["clientSecret"], THREE_D_SECURE_CARD)
    asked = (await customer.check()).json()
    assert (asked["status"], asked["state"]) == ("QUOTED", "AWAITING")
    secret = asked["clientSecret"]
    intent_id = secret.split("_secret_")[0]
    await authenticate(cakes.settings, intent_id, secret, success=True)  # ... and the tab is closed
    body, headers = signed_event(cakes.settings, intent_id, event_id="evt_cake_deposit")

    first = await cakes.client.post(WEBHOOK, content=body, headers=headers)
    replay = await cakes.client.post(WEBHOOK, content=body, headers=headers)

    assert (first.status_code, replay.status_code) == (200, 200)
    saved = await cakes.read(request.id)
    assert saved.status == CakeRequestStatus.ACCEPTED and saved.order_id is not None
    assert [r.step for r in saved.payments[0].records] == [CardStep.AUTHORIZATION, CardStep.CAPTURE]
    assert await db_session.scalar(select(func.count()).select_from(PaymentEvent)) == 1
    assert len(mailbox.messages(to="ana@example.ro")) == 1


async def test_the_reconciliation_alone_charges_and_settles_a_card_given_before_the_tab_closed(cakes, mailbox):
    request, customer = await cakes.quoted()
    accepted = (await customer.accept(request.quotes[-1].id, "CARD_AUTO")).json()
    await confirm_card_setup(cakes.settings, accepted["clientSecret"], GOOD_CARD)  # never calls back

    outcome = await cakes.reconcile()

    assert outcome["cake:DEPOSIT:CAPTURED"] == 1
    saved = await cakes.read(request.id)
    assert saved.status == CakeRequestStatus.ACCEPTED
    assert saved.payments[0].captured_amount == Decimal("120.00")
    assert saved.saved_payment_method_id is not None  # kept for the rest
    assert len(mailbox.messages(to="ana@example.ro")) == 1
    again = await cakes.reconcile()
    assert again["cake:DEPOSIT:CAPTURED"] == 0
    assert len((await cakes.read(request.id)).payments[0].records) == 2


async def test_a_deposit_captured_after_the_request_closed_is_refunded_in_full(cakes, db_session):
    request, customer = await cakes.quoted()
    accepted = (await customer.accept(request.quotes[-1].id)).json()
    await confirm_card_setup(cakes.settings, accepted["clientSecret"], GOOD_CARD)
    # The bakery declines the request before the customer's return call reaches the server.
    states.move(request, CakeRequestStatus.DECLINED, at=request.created_at, message="Nu mai avem loc.")
    await db_session.flush()

    checked = await customer.check()

    assert checked.status_code == 200
    assert (checked.json()["status"], checked.json()["state"]) == ("DECLINED", "REFUNDED")
    saved = await cakes.read(request.id)
    (deposit,) = saved.payments
    assert deposit.card_state == CardPaymentState.REFUNDED and deposit.refunded_amount == Decimal("120.00")
    assert deposit.refunds[0].provider_refund_id.startswith("re_")
    assert saved.order_id is None


async def test_a_deposit_paid_after_the_day_filled_up_is_refunded_and_reserves_nothing(cakes, mailbox):
    await cakes.cakes_per_day(1)
    late, late_customer = await cakes.quoted(days=20)
    accepted = (await late_customer.accept(late.quotes[-1].id)).json()  # the day had room then
    first, first_customer = await cakes.quoted(days=20, key="alta-cheie-privata-0123456789", contact_email="ion@example.ro")
    assert (await first_customer.pay_deposit(first.quotes[-1].id)).json()["status"] == "ACCEPTED"
    await confirm_card_setup(cakes.settings, accepted["clientSecret"], GOOD_CARD)

    checked = await late_customer.check()

    assert (checked.json()["status"], checked.json()["state"]) == ("QUOTED", "REFUNDED")
    saved = await cakes.read(late.id)
    assert saved.order_id is None and saved.payments[0].refunded_amount == Decimal("120.00")
    (mail,) = mailbox.messages(to="ana@example.ro")
    assert mail["Subject"] == m.LATE_DEPOSIT_SUBJECT and "120,00 RON" in mailbox.text_of(mail)


async def test_a_card_given_for_a_replaced_quote_is_never_charged_by_the_round(cakes, db_session, clock):
    request, customer = await cakes.quoted()
    first = request.quotes[-1]
    accepted = (await customer.accept(first.id)).json()
    await confirm_card_setup(cakes.settings, accepted["clientSecret"], GOOD_CARD)  # never calls back
    # Meanwhile the customer asked for a change and the bakery sent a new quote.
    request.quotes.append(
        CakeQuote(
            version=2,
            price=Decimal("450.00"),
            deposit_percent=first.deposit_percent,
            deposit_amount=Decimal("135.00"),
            description="Cu trei etaje.",
            valid_until=first.valid_until,
            lock_date=first.lock_date,
            created_at=clock.now(),
        )
    )
    states.move(request, CakeRequestStatus.QUOTED, at=clock.now())
    await db_session.flush()

    outcome = await cakes.reconcile()

    assert outcome["cake:closed"] == 1
    saved = await cakes.read(request.id)
    assert saved.status == CakeRequestStatus.QUOTED
    (old,) = saved.payments
    assert old.card_state == CardPaymentState.EXPIRED and old.intent_id is None and old.captured_amount is None
    paid = await customer.pay_deposit(saved.quotes[-1].id)
    assert (paid.json()["status"], paid.json()["state"]) == ("ACCEPTED", "CAPTURED")
