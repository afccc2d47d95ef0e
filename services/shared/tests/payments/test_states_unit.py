"""The card payment's state table and its one writer: every state is reached through `move` and
reproduced from the payment's records, and every move the table does not allow is refused with
nothing changed, so no payment shows a state its money is not in."""

from collections import deque
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from bakery_shared.models import CardPaymentRecord, CardPaymentState, CardRefund, CardStep, OrderPayment, PaymentMethod
from bakery_shared.payments.states import (
    TRANSITIONS,
    IllegalCardMove,
    after_refund,
    disagreement,
    move,
    opening_state,
    replay,
    state_from_records,
)

S = CardPaymentState
AT = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)
TOTAL = Decimal("120.00")
# What each move needs besides the state: the sum for a capture, an authorization or a refund.
REFUND_PART, REFUND_REST = Decimal("20.00"), Decimal("100.00")


def new_payment() -> OrderPayment:
    payment = OrderPayment(method=PaymentMethod.ONLINE, intent_id="pi_1", refunded_amount=Decimal("0.00"), records=[])
    move(payment, opening_state(PaymentMethod.ONLINE), at=AT)
    return payment


def step(payment: OrderPayment, to: CardPaymentState, at: datetime = AT) -> CardPaymentRecord | None:
    """`to`, with the sum a real step of that kind carries."""
    amount: Decimal | None = None
    refund = None
    if to in (S.AUTHORIZED, S.CAPTURED):
        amount = TOTAL
    elif to == S.PARTIALLY_REFUNDED:
        amount = REFUND_PART
    elif to == S.REFUNDED:
        amount = (payment.captured_amount or TOTAL) - payment.refunded_amount
    if amount is not None and to in (S.PARTIALLY_REFUNDED, S.REFUNDED):
        refund = CardRefund(amount=amount, reason="Clientul a renunțat.")
    return move(payment, to, at=at, amount=amount, refund=refund)


def paths() -> dict[CardPaymentState, list[CardPaymentState]]:
    """The shortest way from a new payment to each state the table reaches."""
    found: dict[CardPaymentState, list[CardPaymentState]] = {S.AWAITING: []}
    queue = deque([S.AWAITING])
    while queue:
        state = queue.popleft()
        for to in sorted(TRANSITIONS[state], key=lambda s: s.value):
            if to not in found:
                found[to] = [*found[state], to]
                queue.append(to)
    return found


def payment_in(state: CardPaymentState) -> OrderPayment:
    payment = new_payment()
    for n, to in enumerate(paths()[state]):
        step(payment, to, AT + timedelta(minutes=n + 1))
    return payment


def test_a_new_online_payment_awaits_its_card_and_one_paid_at_pickup_has_no_card_state():
    assert opening_state(PaymentMethod.ONLINE) == S.AWAITING
    assert {opening_state(m) for m in (PaymentMethod.CASH, PaymentMethod.CARD, PaymentMethod.CASH_CARD)} == {None}
    payment = new_payment()
    assert payment.card_state == S.AWAITING and payment.records == []


def test_the_table_reaches_every_state_and_its_final_states_go_nowhere():
    assert set(paths()) == set(CardPaymentState)
    assert {state for state, targets in TRANSITIONS.items() if not targets} == {S.RELEASED, S.EXPIRED, S.REFUNDED}


@pytest.mark.parametrize("state", list(CardPaymentState), ids=lambda s: s.value)
def test_a_payments_records_reproduce_its_state_for_every_state_of_the_table(state):
    payment = payment_in(state)

    assert payment.card_state == state
    assert state_from_records(payment.records) == state
    assert disagreement(payment) is None
    standing = replay(payment.records)
    assert (standing.captured, standing.refunded) == (payment.captured_amount, payment.refunded_amount)


@pytest.mark.parametrize(
    ("start", "to"),
    [(start, to) for start in CardPaymentState for to in CardPaymentState if to not in TRANSITIONS[start]],
    ids=lambda s: s.value,
)
def test_every_move_the_table_does_not_allow_is_refused_and_changes_nothing(start, to):
    payment = payment_in(start)
    before = (payment.card_state, list(payment.records), payment.captured_amount, payment.refunded_amount)

    with pytest.raises(IllegalCardMove) as refused:
        step(payment, to)

    allowed = ", ".join(sorted(s.value for s in TRANSITIONS[start])) or "nothing (it is final)"
    assert str(refused.value) == f"card payment (new): {start.value} -> {to.value} is not allowed; it may go to {allowed}"
    assert (payment.card_state, list(payment.records), payment.captured_amount, payment.refunded_amount) == before


def test_each_move_records_its_step_with_its_sum_and_the_moments_beside_the_state():
    payment = new_payment()
    step(payment, S.AUTHORIZED, AT)
    assert (payment.authorized_at, payment.captured_amount) == (AT, None)  # held, nothing taken yet
    # What was captured, not what was authorized, is the sum refunds are measured against.
    move(payment, S.CAPTURED, at=AT + timedelta(hours=1), amount=Decimal("100.00"))
    assert (payment.captured_at, payment.captured_amount) == (AT + timedelta(hours=1), Decimal("100.00"))
    given_back = CardRefund(amount=Decimal("20.00"), reason="Tortul a sosit deformat.")
    later = AT + timedelta(days=1)
    record = move(payment, S.PARTIALLY_REFUNDED, at=later, amount=Decimal("20.00"), refund=given_back, by=7)
    assert record is not None and (record.step, record.amount, record.created_by_id, record.intent_id) == (
        CardStep.REFUND,
        Decimal("20.00"),
        7,
        "pi_1",
    )
    assert (record.refund, record.created_at) == (given_back, later)
    assert after_refund(payment, Decimal("80.00")) == S.REFUNDED
    assert [r.step for r in payment.records] == [CardStep.AUTHORIZATION, CardStep.CAPTURE, CardStep.REFUND]

    released = payment_in(S.RELEASED)
    assert released.released_at is not None and released.records[-1].amount is None


def test_refunds_add_up_to_partly_then_wholly_refunded_and_never_past_what_was_captured():
    payment = payment_in(S.CAPTURED)
    assert after_refund(payment, Decimal("20.00")) == S.PARTIALLY_REFUNDED
    move(payment, S.PARTIALLY_REFUNDED, at=AT, amount=Decimal("20.00"))
    move(payment, S.PARTIALLY_REFUNDED, at=AT, amount=Decimal("30.00"))
    assert payment.refunded_amount == Decimal("50.00")
    assert after_refund(payment, Decimal("70.00")) == S.REFUNDED

    with pytest.raises(IllegalCardMove, match="a refund of 70.01: 70.00 is left of the captured sum"):
        move(payment, S.REFUNDED, at=AT, amount=Decimal("70.01"))
    with pytest.raises(IllegalCardMove, match="leads to PARTIALLY_REFUNDED, not REFUNDED"):
        move(payment, S.REFUNDED, at=AT, amount=Decimal("10.00"))
    assert (payment.card_state, payment.refunded_amount) == (S.PARTIALLY_REFUNDED, Decimal("50.00"))

    move(payment, S.REFUNDED, at=AT, amount=Decimal("70.00"))
    assert (payment.card_state, payment.refunded_amount) == (S.REFUNDED, TOTAL)


@pytest.mark.parametrize("amount", [Decimal("0.00"), Decimal("-5.00")])
def test_a_refund_gives_back_something(amount):
    payment = payment_in(S.CAPTURED)
    with pytest.raises(IllegalCardMove, match=f"a refund of {amount}: 120.00 is left"):
        move(payment, S.PARTIALLY_REFUNDED, at=AT, amount=amount)
    assert (payment.card_state, payment.refunded_amount, len(payment.records)) == (S.CAPTURED, Decimal("0.00"), 2)


def test_a_refund_of_a_few_bani_is_a_refund():
    payment = payment_in(S.CAPTURED)
    move(payment, S.PARTIALLY_REFUNDED, at=AT, amount=Decimal("0.50"))
    assert (payment.card_state, payment.refunded_amount) == (S.PARTIALLY_REFUNDED, Decimal("0.50"))


def test_a_step_that_moves_a_sum_needs_one_and_the_others_take_none():
    with pytest.raises(IllegalCardMove, match="needs amount"):
        move(new_payment(), S.AUTHORIZED, at=AT)
    with pytest.raises(IllegalCardMove, match="takes no amount"):
        move(new_payment(), S.EXPIRED, at=AT, amount=TOTAL)


def test_a_state_written_around_the_table_is_caught_and_never_built_upon():
    payment = payment_in(S.AUTHORIZED)
    payment.card_state = S.CAPTURED  # as a stray write would, with no capture recorded

    assert disagreement(payment) == "state CAPTURED, records say AUTHORIZED"
    with pytest.raises(IllegalCardMove, match="disagrees with its records"):
        move(payment, S.PARTIALLY_REFUNDED, at=AT, amount=Decimal("10.00"))

    refunded = payment_in(S.PARTIALLY_REFUNDED)
    refunded.refunded_amount = Decimal("0.00")
    assert disagreement(refunded) == "refunded 0.00, records say 20.00"

    captured = payment_in(S.CAPTURED)
    captured.captured_amount = Decimal("99.00")
    assert disagreement(captured) == "captured 99.00, records say 120.00"

    skipped = OrderPayment(method=PaymentMethod.ONLINE, card_state=S.CAPTURED, captured_amount=TOTAL, records=[])
    skipped.records.append(CardPaymentRecord(step=CardStep.CAPTURE, amount=TOTAL))  # never authorized
    assert disagreement(skipped) == (
        "records that break the table: AWAITING -> CAPTURED is not allowed; it may go to AUTHORIZED, EXPIRED"
    )


def test_a_payment_made_is_made_once_and_moves_only_once_made():
    payment = new_payment()
    with pytest.raises(IllegalCardMove, match="AWAITING -> AWAITING is not allowed"):
        move(payment, S.AWAITING, at=AT)
    cash = OrderPayment(id=9, method=PaymentMethod.CASH, refunded_amount=Decimal("0.00"), records=[])
    assert disagreement(cash) is None
    with pytest.raises(IllegalCardMove) as refused:
        move(cash, S.AUTHORIZED, at=AT, amount=TOTAL)
    assert str(refused.value) == "card payment 9: a payment not yet made -> AUTHORIZED is not allowed; it may go to AWAITING"
    assert cash.card_state is None and cash.records == []

    stray = OrderPayment(id=3, method=PaymentMethod.ONLINE, refunded_amount=Decimal("0.00"), records=[])
    stray.records.append(CardPaymentRecord(step=CardStep.EXPIRY))
    assert disagreement(stray) == "records of a payment without a card state"
    with pytest.raises(IllegalCardMove, match="^card payment 3: a payment not yet made has records already$"):
        move(stray, S.AWAITING, at=AT)
    assert stray.card_state is None
