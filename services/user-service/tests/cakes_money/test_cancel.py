"""The customer cancels: nothing to give back before a deposit; after it, everything until the
free-cancellation limit, then all but the percent of the price the bakery keeps. Every refund is a
record and a refund row of its payment, the cake's order is rejected with the reason, and the
day's place goes back to others."""

from decimal import Decimal

from bakery_devtools.testing.payments import record_stripe_keys
from bakery_shared.cakes.refunds import CANCELLED_SUBJECT, NOTHING_REFUNDED
from bakery_shared.models import CakeRequestStatus, CakeSetup, CardPaymentState, CardStep, OrderStatus
from user_service.cakes import deposit_messages as m

OTHER = {"key": "alta-cheie-privata-0123456789", "contact_email": "ion@example.ro"}


async def test_before_a_deposit_the_request_is_cancelled_with_nothing_to_refund(cakes, mailbox):
    request, customer = await cakes.quoted()

    cancelled = await customer.cancel()

    assert (cancelled.status_code, cancelled.json()) == (200, {"status": "CANCELLED", "refunded": "0.00"})
    saved = await cakes.read(request.id)
    assert saved.status == CakeRequestStatus.CANCELLED and saved.payments == []
    assert saved.changes[-1].message == m.CUSTOMER_CANCEL
    (mail,) = mailbox.messages(to="ana@example.ro")
    assert mail["Subject"] == CANCELLED_SUBJECT and NOTHING_REFUNDED in mailbox.text_of(mail)
    again = await customer.cancel()
    assert (again.status_code, again.json()["message"]) == (409, m.NOT_CANCELLABLE)


async def test_before_the_limit_the_whole_deposit_is_refunded_and_the_day_freed(cakes, mailbox):
    await cakes.cakes_per_day(1)
    request, customer = await cakes.quoted(days=20)  # free cancellation until 7 days before
    assert (await customer.pay_deposit(request.quotes[-1].id)).status_code == 200
    other, other_customer = await cakes.quoted(days=20, **OTHER)
    assert (await other_customer.accept(other.quotes[-1].id)).json()["message"] == m.DAY_FULL

    cancelled = await customer.cancel()

    assert (cancelled.status_code, cancelled.json()) == (200, {"status": "CANCELLED", "refunded": "120.00"})
    saved = await cakes.read(request.id)
    (deposit,) = saved.payments
    assert deposit.card_state == CardPaymentState.REFUNDED and deposit.refunded_amount == Decimal("120.00")
    assert [(r.step, r.amount) for r in deposit.records][-1] == (CardStep.REFUND, Decimal("120.00"))
    (refund,) = deposit.refunds
    assert (refund.amount, refund.reason, refund.cake_payment_id) == (Decimal("120.00"), m.CUSTOMER_CANCEL, deposit.id)
    order = await cakes.order_of(saved)
    assert (order.status, order.rejection_reason) == (OrderStatus.REJECTED, m.CUSTOMER_CANCEL)
    assert order.status_history[-1].to_status == OrderStatus.REJECTED
    assert "120,00 RON" in mailbox.text_of(mailbox.messages(to="ana@example.ro")[-1])
    assert (await other_customer.accept(other.quotes[-1].id)).status_code == 200


async def test_after_the_limit_the_bakery_keeps_its_percent_of_the_price(cakes, db_session):
    setup = await db_session.get(CakeSetup, 1)
    setup.free_cancellation_days, setup.kept_percent = 7, Decimal("20.00")
    await db_session.flush()
    request, customer = await cakes.quoted(days=3, price="400.00", percent="30.00")
    assert (await customer.pay_deposit(request.quotes[-1].id)).status_code == 200

    cancelled = await customer.cancel()

    # Paid 120; the bakery keeps 20 % of 400 = 80; 40 goes back.
    assert (cancelled.status_code, cancelled.json()) == (200, {"status": "CANCELLED", "refunded": "40.00"})
    (deposit,) = (await cakes.read(request.id)).payments
    assert deposit.card_state == CardPaymentState.PARTIALLY_REFUNDED
    assert (deposit.captured_amount, deposit.refunded_amount) == (Decimal("120.00"), Decimal("40.00"))


async def test_every_stripe_call_of_a_cake_carries_a_key_naming_its_action(cakes, monkeypatch):
    request, customer = await cakes.quoted()
    quote_id = request.quotes[-1].id
    sent = record_stripe_keys(monkeypatch)

    assert (await customer.pay_deposit(quote_id)).status_code == 200
    assert (await customer.cancel()).status_code == 200

    deposit = (await cakes.read(request.id)).payments[0]
    cake = f"cake-{request.id}"
    assert sent == [
        ("/v1/customers", f"{cake}-customer"),
        ("/v1/setup_intents", f"{cake}-deposit-{quote_id}-setup-1"),
        ("/v1/payment_intents", f"{cake}-deposit-{quote_id}-attempt-1"),
        ("/v1/refunds", f"{cake}-deposit-{deposit.id}-refund-1"),
    ]
