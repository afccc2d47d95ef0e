"""A custom cake's card money, step by step: what was paid and is left to give back, a capture
recorded as Stripe reports it, a refund, and the payments left waiting for a card closed.

Called with the request's row locked, in the transaction of the step. Stripe is asked before each
record is written: when it refuses, the caller's transaction rolls back and nothing moved. Each
refund is a `CardRefund` row of its payment and a REFUND record, through the one door that moves a
card payment (`payments.states.move`); its Stripe key names the payment's n-th refund, so a retried
request refunds once."""

from datetime import datetime
from decimal import Decimal

from ..models import CakePayment, CakeRequest, CardPaymentState, CardRefund
from ..money import ZERO, money
from ..payments.cards import CardPayments, Intent
from ..payments.states import after_refund, move

S = CardPaymentState
REFUNDABLE = frozenset({S.CAPTURED, S.PARTIALLY_REFUNDED})


def left_to_refund(payment: CakePayment) -> Decimal:
    if payment.card_state not in REFUNDABLE:
        return ZERO
    return money((payment.captured_amount or ZERO) - payment.refunded_amount)


def paid(request: CakeRequest) -> Decimal:
    """What the customer has paid and not been given back."""
    return money(sum((left_to_refund(p) for p in request.payments), ZERO))


def _key(request: CakeRequest) -> str:
    """What names a request's Stripe calls (cancellations), as an order's number does."""
    return f"cake-{request.id}"


def _captured_at_once(payment: CakePayment, intent: Intent, *, at: datetime) -> None:
    """Records what Stripe says was taken: a deposit or a rest is captured at once, so its
    authorization and its capture are recorded together."""
    move(payment, S.AUTHORIZED, at=at, amount=intent.amount)
    move(payment, S.CAPTURED, at=at, amount=intent.amount)
    payment.decline_message = None


async def refund(
    cards: CardPayments, request: CakeRequest, amount: Decimal, *, reason: str, by: int | None, now: datetime
) -> list[CardRefund]:
    """Gives `amount` back of what the request's payments captured, the latest payment first (the
    rest before the deposit)."""
    made: list[CardRefund] = []
    left = money(amount)
    for payment in sorted(request.payments, key=lambda p: p.id, reverse=True):
        take = min(left_to_refund(payment), left)
        if take <= 0:
            continue
        assert payment.intent_id is not None
        key = f"{_key(request)}-{payment.purpose.value.lower()}-{payment.id}-refund-{len(payment.refunds) + 1}"
        refund_id = await cards.refund(payment.intent_id, take, key=key)
        row = CardRefund(amount=take, reason=reason, provider_refund_id=refund_id, created_by_id=by, created_at=now)
        move(payment, after_refund(payment, take), at=now, amount=take, refund=row, by=by)
        payment.refunds.append(row)
        made.append(row)
        left -= take
    return made


async def close_open_payments(
    cards: CardPayments, request: CakeRequest, *, now: datetime, only: CakePayment | None = None
) -> None:
    """Payments still awaiting their card (all of them, or `only` that one) will never be needed:
    one Stripe took meanwhile is recorded (and given back by the caller), any other intent is
    cancelled so no 3-D Secure finished later can take money, and the payment lapses."""
    for payment in request.payments:
        if payment.card_state != S.AWAITING or (only is not None and payment is not only):
            continue
        intent = await cards.fetch(payment.intent_id) if payment.intent_id else None
        if intent is not None and not intent.captured and not intent.cancelled:
            intent = await cards.cancel(intent.id, order_number=_key(request))
        if intent is not None and intent.captured:
            _captured_at_once(payment, intent, at=now)
        else:
            move(payment, S.EXPIRED, at=now)
