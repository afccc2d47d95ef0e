"""What the staff's answer does to an order's card payment, without Stripe or a database: accepting
captures exactly what was authorized, refusing releases an authorization or refunds what was
taken, a refund names itself, and money that is not the order's own is never moved. Stripe here is
a fake that keeps its intents and what it was asked; against localstripe and Postgres the same
steps are tested in test_staff_card_payments.py and test_concurrent_card_steps.py."""

from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from admin_service.payments.card_steps import (
    NOT_AT_STRIPE,
    NOT_CAPTURABLE,
    NOT_RELEASABLE,
    NOT_THIS_ORDERS,
    PACKAGE_COST_PAID,
    capture_on_acceptance,
    online_payment,
    refund_card,
    refundable_rest,
    release_or_refund,
)
from bakery_shared.errors import Conflict, ValidationFailed
from bakery_shared.models import CardPaymentState, CardRefund, CardStep, Order, OrderPayment, PaymentMethod
from bakery_shared.money import ro_money
from bakery_shared.payments.cards import Intent, PaymentsUnavailable
from bakery_shared.payments.states import move, opening_state

S = CardPaymentState
NOW = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)
TOTAL = Decimal("120.00")
PACKAGING = Decimal("5.00")
STAFF = 7


def intent(status: str = "requires_capture", **changes) -> Intent:
    fields = {
        "id": "pi_1",
        "status": status,
        "amount": TOTAL,
        "currency": "ron",
        "order_number": "1001",
        "client_secret": None,
        "decline_message": None,
    }
    return Intent(**{**fields, **changes})


@dataclass
class Stripe:
    """The intents Stripe holds, by id, and every call that moves money, in order."""

    intents: dict[str, Intent] = field(default_factory=dict)
    calls: list[tuple] = field(default_factory=list)
    refunds_fail: bool = False
    cancel_leaves: str | None = None  # what a cancel leaves the intent as (default: canceled)

    async def fetch(self, intent_id: str) -> Intent | None:
        return self.intents.get(intent_id)

    async def capture(self, intent_id: str, *, order_number: str) -> Intent:
        self.calls.append(("capture", intent_id, order_number))
        held = self.intents[intent_id]
        if held.authorized:
            held = self.intents[intent_id] = replace(held, status="succeeded")
        return held

    async def cancel(self, intent_id: str, *, order_number: str) -> Intent:
        self.calls.append(("cancel", intent_id, order_number))
        held = self.intents[intent_id]
        if held.authorized:
            held = self.intents[intent_id] = replace(held, status=self.cancel_leaves or "canceled")
        return held

    async def refund(self, intent_id: str, amount: Decimal, *, key: str) -> str:
        if self.refunds_fail:
            raise PaymentsUnavailable()
        self.calls.append(("refund", intent_id, amount, key))
        return f"re_{len(self.calls)}"


def order(*steps: CardPaymentState, method: PaymentMethod = PaymentMethod.ONLINE) -> Order:
    """Order 1001 (120 lei with 5 lei of packaging) whose payment went through `steps`."""
    payment = OrderPayment(method=method, intent_id="pi_1", refunded_amount=Decimal("0.00"), records=[], refunds=[])
    if method == PaymentMethod.ONLINE:
        move(payment, opening_state(method), at=NOW)
    for step in steps:
        move(payment, step, at=NOW, amount=TOTAL if step in (S.AUTHORIZED, S.CAPTURED) else None)
    return Order(order_number="1001", total_price=TOTAL, total_package_cost=PACKAGING, payment=payment)


def captured_order() -> Order:
    return order(S.AUTHORIZED, S.CAPTURED)


async def refund(stripe: Stripe, o: Order, amount: str, reason: str = "Un tort lipsă.") -> CardRefund:
    return await refund_card(stripe, o, Decimal(amount), reason=reason, by=STAFF, now=NOW)


# ---- whose payment, and what is left to give back ------------------------------------------------


def test_only_an_order_paid_online_has_a_card_payment_here():
    assert online_payment(order()) is not None
    assert online_payment(order(method=PaymentMethod.CASH)) is None
    assert online_payment(Order(order_number="1002", total_price=TOTAL)) is None


async def test_what_is_left_to_refund_is_what_was_captured_less_what_was_given_back():
    assert refundable_rest(order(S.AUTHORIZED).payment) == Decimal("0.00")  # nothing taken yet
    assert refundable_rest(order(S.AUTHORIZED, S.RELEASED).payment) == Decimal("0.00")
    paid = captured_order()
    assert refundable_rest(paid.payment) == TOTAL
    await refund(Stripe(), paid, "20.00")
    assert refundable_rest(paid.payment) == Decimal("100.00")
    await refund(Stripe(), paid, "100.00")
    assert paid.payment.card_state == S.REFUNDED and refundable_rest(paid.payment) == Decimal("0.00")


# ---- accepting: the capture ---------------------------------------------------------------------


async def test_accepting_captures_the_authorized_total_and_records_who():
    stripe, o = Stripe({"pi_1": intent()}), order(S.AUTHORIZED)
    await capture_on_acceptance(stripe, o, PACKAGING, NOW, by=STAFF)
    assert stripe.calls == [("capture", "pi_1", "1001")]
    assert o.payment.card_state == S.CAPTURED and o.payment.captured_amount == TOTAL and o.payment.captured_at == NOW
    assert o.payment.records[-1].step == CardStep.CAPTURE and o.payment.records[-1].created_by_id == STAFF


async def test_a_packaging_cost_other_than_the_one_paid_is_refused_and_nothing_is_captured():
    stripe, o = Stripe({"pi_1": intent()}), order(S.AUTHORIZED)
    with pytest.raises(ValidationFailed) as refused:
        await capture_on_acceptance(stripe, o, Decimal("9.00"), NOW, by=STAFF)
    message = PACKAGE_COST_PAID.format(paid=ro_money(PACKAGING))
    assert refused.value.message == message and refused.value.errors == {"totalPackageCost": message}
    assert stripe.calls == [] and o.payment.card_state == S.AUTHORIZED


async def test_accepting_again_after_a_capture_captures_nothing_more():
    stripe, o = Stripe({"pi_1": intent("succeeded")}), captured_order()
    await capture_on_acceptance(stripe, o, PACKAGING, NOW, by=STAFF)
    assert stripe.calls == [] and len(o.payment.records) == 2


async def test_a_capture_whose_answer_was_lost_is_recorded_without_asking_stripe_again():
    stripe, o = Stripe({"pi_1": intent("succeeded")}), order(S.AUTHORIZED)
    await capture_on_acceptance(stripe, o, PACKAGING, NOW, by=STAFF)
    assert stripe.calls == [] and o.payment.card_state == S.CAPTURED


@pytest.mark.parametrize(
    ("o", "held", "message"),
    [
        (order(S.AUTHORIZED, S.RELEASED), intent("canceled"), NOT_CAPTURABLE),
        (order(), intent(), NOT_CAPTURABLE),  # never authorized
        (order(S.AUTHORIZED), intent("canceled"), NOT_CAPTURABLE),  # cancelled at Stripe
        (order(S.AUTHORIZED), intent(amount=Decimal("12.00")), NOT_THIS_ORDERS),
        (order(S.AUTHORIZED), intent(order_number="1002"), NOT_THIS_ORDERS),
        (order(S.AUTHORIZED), None, NOT_THIS_ORDERS),  # Stripe knows no such intent
    ],
)
async def test_an_authorization_that_cannot_be_captured_refuses_the_acceptance(o, held, message):
    stripe = Stripe({"pi_1": held} if held else {})
    state = o.payment.card_state
    with pytest.raises(Conflict) as refused:
        await capture_on_acceptance(stripe, o, PACKAGING, NOW, by=STAFF)
    assert refused.value.message == message
    assert o.payment.card_state == state and stripe.calls == []


async def test_a_payment_without_its_intent_is_not_capturable():
    o = order(S.AUTHORIZED)
    o.payment.intent_id = None
    with pytest.raises(Conflict) as refused:
        await capture_on_acceptance(Stripe({"pi_1": intent()}), o, PACKAGING, NOW, by=STAFF)
    assert refused.value.message == NOT_CAPTURABLE


async def test_orders_paid_at_pickup_are_left_alone():
    stripe, o = Stripe(), order(method=PaymentMethod.CASH)
    await capture_on_acceptance(stripe, o, Decimal("99.00"), NOW, by=STAFF)
    await release_or_refund(stripe, o, reason="Respinsă.", by=STAFF, now=NOW)
    assert stripe.calls == [] and o.payment.card_state is None


# ---- refusing: release or refund ----------------------------------------------------------------


async def test_refusing_an_authorized_order_releases_the_card_and_refunds_nothing():
    stripe, o = Stripe({"pi_1": intent()}), order(S.AUTHORIZED)
    await release_or_refund(stripe, o, reason="Respinsă.", by=STAFF, now=NOW)
    assert stripe.calls == [("cancel", "pi_1", "1001")]
    assert o.payment.card_state == S.RELEASED and o.payment.released_at == NOW
    assert o.payment.records[-1].created_by_id == STAFF


async def test_refusing_a_captured_order_refunds_all_that_is_left():
    stripe, o = Stripe({"pi_1": intent("succeeded")}), captured_order()
    await refund(stripe, o, "20.00")
    await release_or_refund(stripe, o, reason="Respinsă.", by=STAFF, now=NOW)
    assert stripe.calls[-1] == ("refund", "pi_1", Decimal("100.00"), "refund-1001-2")
    assert o.payment.card_state == S.REFUNDED and o.payment.refunds[-1].reason == "Respinsă."
    refund_record = o.payment.records[-1]
    assert (refund_record.created_at, refund_record.created_by_id) == (NOW, STAFF)
    assert (o.payment.refunds[-1].created_at, o.payment.refunds[-1].created_by_id) == (NOW, STAFF)


async def test_refusing_an_order_with_less_than_a_leu_left_gives_that_back_too():
    stripe, o = Stripe({"pi_1": intent("succeeded")}), captured_order()
    await refund(stripe, o, "119.50")
    await release_or_refund(stripe, o, reason="Respinsă.", by=STAFF, now=NOW)
    assert stripe.calls[-1] == ("refund", "pi_1", Decimal("0.50"), "refund-1001-2")
    assert o.payment.card_state == S.REFUNDED


async def test_refusing_an_order_refunded_in_full_asks_stripe_nothing():
    stripe, o = Stripe({"pi_1": intent("succeeded")}), captured_order()
    await refund(stripe, o, "120.00")
    calls = list(stripe.calls)
    await release_or_refund(stripe, o, reason="Respinsă.", by=STAFF, now=NOW)
    assert stripe.calls == calls


async def test_a_capture_that_raced_the_refusal_is_recorded_then_refunded_in_full():
    stripe, o = Stripe({"pi_1": intent()}, cancel_leaves="succeeded"), order(S.AUTHORIZED)
    await release_or_refund(stripe, o, reason="Respinsă.", by=STAFF, now=NOW)
    assert [call[0] for call in stripe.calls] == ["cancel", "refund"]
    assert stripe.calls[-1][2] == TOTAL
    assert [record.step for record in o.payment.records] == [CardStep.AUTHORIZATION, CardStep.CAPTURE, CardStep.REFUND]
    assert all((record.created_at, record.created_by_id) == (NOW, STAFF) for record in o.payment.records[1:])
    assert o.payment.captured_at == NOW
    assert o.payment.card_state == S.REFUNDED


async def test_an_authorization_stripe_would_not_release_is_a_503_to_try_again():
    stripe, o = Stripe({"pi_1": intent()}, cancel_leaves="requires_capture"), order(S.AUTHORIZED)
    with pytest.raises(PaymentsUnavailable) as refused:
        await release_or_refund(stripe, o, reason="Respinsă.", by=STAFF, now=NOW)
    assert str(refused.value) == NOT_RELEASABLE and o.payment.card_state == S.AUTHORIZED


@pytest.mark.parametrize("held", [None, intent(order_number="1002"), intent(amount=Decimal("1.00"))])
async def test_money_that_is_not_the_order_s_own_is_never_released(held):
    stripe, o = Stripe({"pi_1": held} if held else {}), order(S.AUTHORIZED)
    await release_or_refund(stripe, o, reason="Respinsă.", by=STAFF, now=NOW)
    assert stripe.calls == [] and o.payment.card_state == S.AUTHORIZED


# ---- the admin's refunds ------------------------------------------------------------------------


async def test_each_refund_of_an_order_has_its_own_key_and_is_recorded_with_its_reason_and_who():
    stripe, o = Stripe({"pi_1": intent("succeeded")}), captured_order()
    first = await refund(stripe, o, "20.00", reason="Un tort lipsă.")
    second = await refund(stripe, o, "30.00", reason="Livrare întârziată.")
    assert [call[3] for call in stripe.calls] == ["refund-1001-1", "refund-1001-2"]
    assert (first.amount, first.reason, first.created_by_id, first.created_at) == (Decimal("20.00"), "Un tort lipsă.", STAFF, NOW)
    assert first.provider_refund_id == "re_1" and second.provider_refund_id == "re_2"
    assert o.payment.refunds == [first, second]
    assert o.payment.card_state == S.PARTIALLY_REFUNDED and o.payment.refunded_amount == Decimal("50.00")
    assert o.payment.records[-1].refund is second
    assert [(record.created_at, record.created_by_id) for record in o.payment.records[2:]] == [(NOW, STAFF)] * 2


async def test_a_refund_of_a_payment_stripe_does_not_know_tells_the_admin_to_give_the_money_back_otherwise():
    stripe, o = Stripe({}, refunds_fail=True), captured_order()
    with pytest.raises(Conflict) as refused:
        await refund(stripe, o, "20.00")
    assert refused.value.message == NOT_AT_STRIPE
    assert o.payment.refunds == [] and o.payment.card_state == S.CAPTURED


async def test_a_refund_stripe_refuses_for_now_is_a_503_with_nothing_recorded():
    stripe, o = Stripe({"pi_1": intent("succeeded")}, refunds_fail=True), captured_order()
    with pytest.raises(PaymentsUnavailable):
        await refund(stripe, o, "20.00")
    assert o.payment.refunds == [] and o.payment.card_state == S.CAPTURED
