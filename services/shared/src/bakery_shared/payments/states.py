"""Where an online card payment's money is, and the one function that moves it.

Every step of the money (authorized, captured, released, expired, refunded) is a
`CardPaymentRecord` row, and a payment's `card_state` is what its records add up to
(`state_from_records`). `move` is the only code that writes either: it checks the step against
`TRANSITIONS`, adds the record and sets the state from the records, with the sums and the moment
beside it. Both services move payments (user-service as Stripe authorizes a card or a hold lapses,
admin-service as the staff accept, reject or refund), always under the order's row lock, so two
steps never race on one payment.

A payment whose state no longer agrees with its records (`disagreement`) is refused any further
move: a wrong state is never built upon.
"""

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from decimal import Decimal

from ..models import CakePayment, CardPaymentRecord, CardPaymentState, CardRefund, CardStep, OrderPayment, PaymentMethod

# An order's card payment, or a custom cake's deposit or rest: their money moves the same way.
CardPayment = OrderPayment | CakePayment

S = CardPaymentState

# Where a card payment may go from each state; `None` is a payment being made (an order placed to
# be paid online awaits its card). A state with nowhere to go is final.
TRANSITIONS: dict[CardPaymentState | None, frozenset[CardPaymentState]] = {
    None: frozenset({S.AWAITING}),
    S.AWAITING: frozenset({S.AUTHORIZED, S.EXPIRED}),
    S.AUTHORIZED: frozenset({S.CAPTURED, S.RELEASED}),
    S.CAPTURED: frozenset({S.PARTIALLY_REFUNDED, S.REFUNDED}),
    S.PARTIALLY_REFUNDED: frozenset({S.PARTIALLY_REFUNDED, S.REFUNDED}),
    S.RELEASED: frozenset(),
    S.EXPIRED: frozenset(),
    S.REFUNDED: frozenset(),
}

# The record each move writes (a new payment's AWAITING writes none: no records means awaiting).
STEP_OF: dict[CardPaymentState, CardStep] = {
    S.AUTHORIZED: CardStep.AUTHORIZATION,
    S.EXPIRED: CardStep.EXPIRY,
    S.CAPTURED: CardStep.CAPTURE,
    S.RELEASED: CardStep.RELEASE,
    S.PARTIALLY_REFUNDED: CardStep.REFUND,
    S.REFUNDED: CardStep.REFUND,
}
# Where each step leads (a refund: partly or wholly refunded, by the sums).
LEADS_TO: dict[CardStep, CardPaymentState] = {
    CardStep.AUTHORIZATION: S.AUTHORIZED,
    CardStep.EXPIRY: S.EXPIRED,
    CardStep.CAPTURE: S.CAPTURED,
    CardStep.RELEASE: S.RELEASED,
}
# The steps that move a sum (the record says how much); the others move none.
WITH_AMOUNT = frozenset({CardStep.AUTHORIZATION, CardStep.CAPTURE, CardStep.REFUND})

ZERO = Decimal("0.00")


class IllegalCardMove(Exception):
    """A card payment asked to go where its state (or its records) does not allow: a bug, never
    the customer's or the staff's doing (their refusals are checked before anything moves)."""


@dataclass(frozen=True)
class Standing:
    """What a payment's records add up to."""

    state: CardPaymentState
    captured: Decimal | None = None
    refunded: Decimal = ZERO


# A payment without records: made, awaiting its card.
OPENING = Standing(S.AWAITING)


def _refusal(start: CardPaymentState | None, to: CardPaymentState) -> IllegalCardMove:
    allowed = ", ".join(sorted(s.value for s in TRANSITIONS[start])) or "nothing (it is final)"
    named = start.value if start is not None else "a payment not yet made"
    return IllegalCardMove(f"{named} -> {to.value} is not allowed; it may go to {allowed}")


def _target(standing: Standing, step: CardStep, amount: Decimal | None) -> Standing:
    """Where `step` takes a payment standing so; IllegalCardMove when the table forbids it."""
    if (amount is not None) != (step in WITH_AMOUNT):
        raise IllegalCardMove(f"a {step.value} record {'needs' if step in WITH_AMOUNT else 'takes no'} amount")
    if step == CardStep.REFUND:
        assert amount is not None
        refunded = standing.refunded + amount
        captured = standing.captured or ZERO
        if amount <= 0 or refunded > captured:
            raise IllegalCardMove(f"a refund of {amount}: {captured - standing.refunded} is left of the captured sum")
        after = replace(standing, state=S.REFUNDED if refunded >= captured else S.PARTIALLY_REFUNDED, refunded=refunded)
    elif step == CardStep.CAPTURE:
        after = replace(standing, state=S.CAPTURED, captured=amount)
    else:
        after = replace(standing, state=LEADS_TO[step])
    if after.state not in TRANSITIONS[standing.state]:
        raise _refusal(standing.state, after.state)
    return after


def replay(records: Iterable[CardPaymentRecord]) -> Standing:
    """The payment's state and sums, recomputed from its records, oldest first (as
    `OrderPayment.records` lists them); IllegalCardMove when they break the table."""
    standing = OPENING
    for record in records:
        standing = _target(standing, record.step, record.amount)
    return standing


def state_from_records(records: Iterable[CardPaymentRecord]) -> CardPaymentState:
    """The state a payment's records add up to."""
    return replay(records).state


def disagreement(payment: CardPayment) -> str | None:
    """Why the payment's state or sums differ from what its records add up to; None when they agree
    (a payment that is not online has neither). The `records` must be loaded."""
    if payment.card_state is None:
        return "records of a payment without a card state" if payment.records else None
    try:
        standing = replay(payment.records)
    except IllegalCardMove as error:
        return f"records that break the table: {error}"
    if standing.state != payment.card_state:
        return f"state {payment.card_state.value}, records say {standing.state.value}"
    if standing.captured != payment.captured_amount:
        return f"captured {payment.captured_amount}, records say {standing.captured}"
    if standing.refunded != (payment.refunded_amount or ZERO):
        return f"refunded {payment.refunded_amount}, records say {standing.refunded}"
    return None


def opening_state(method: PaymentMethod) -> CardPaymentState | None:
    """The state a new payment is made with (the table's `None` row): paid online, it awaits the
    card; paid at pickup or delivery, it has no card state at all."""
    return S.AWAITING if method == PaymentMethod.ONLINE else None


def after_refund(payment: CardPayment, amount: Decimal) -> CardPaymentState:
    """Where refunding `amount` takes the payment: REFUNDED once all that was captured is given back."""
    captured = payment.captured_amount or ZERO
    return S.REFUNDED if payment.refunded_amount + amount >= captured else S.PARTIALLY_REFUNDED


def move(
    payment: CardPayment,
    to: CardPaymentState,
    *,
    at: datetime,
    amount: Decimal | None = None,
    refund: CardRefund | None = None,
    by: int | None = None,
) -> CardPaymentRecord | None:
    """Moves the payment to `to` at `at`: records the step (`amount` authorized, captured or
    refunded; the refund's own row; who took it, None for the customer or the system; the
    payment's PaymentIntent, which the caller checked is the one the step was about) and sets
    `card_state` from the records, with the sum and the moment beside it. The caller holds the
    order's row lock and flushes. IllegalCardMove, with nothing changed, when the table does not
    allow the move, the sum does not lead to `to`, or the payment already disagrees with its records."""
    name = f"card payment {payment.id or '(new)'}"
    if payment.card_state is None and to in TRANSITIONS[None]:
        if payment.records:
            raise IllegalCardMove(f"{name}: a payment not yet made has records already")
        payment.card_state = to  # made: no records means awaiting the card
        return None
    if (why := disagreement(payment)) is not None:
        raise IllegalCardMove(f"{name} disagrees with its records ({why}): not moved to {to.value}")
    if to not in TRANSITIONS[payment.card_state]:
        raise IllegalCardMove(f"{name}: {_refusal(payment.card_state, to)}")
    record = CardPaymentRecord(
        step=STEP_OF[to],
        amount=amount,
        intent_id=payment.intent_id,
        refund=refund,
        created_by_id=by,
        created_at=at,
    )
    try:
        standing = replay([*payment.records, record])
    except IllegalCardMove as error:
        raise IllegalCardMove(f"{name}: {error}") from error
    if standing.state != to:
        raise IllegalCardMove(f"{name}: a {record.step.value} of {amount} leads to {standing.state.value}, not {to.value}")
    payment.records.append(record)
    payment.card_state = state_from_records(payment.records)
    payment.captured_amount = standing.captured
    payment.refunded_amount = standing.refunded
    if to == S.AUTHORIZED:
        payment.authorized_at = at
    elif to == S.CAPTURED:
        payment.captured_at = at
    elif to == S.RELEASED:
        payment.released_at = at
    return record
