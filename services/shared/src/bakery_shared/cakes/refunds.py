"""Giving a custom cake's money back, and cancelling a request: the customer (by the terms shown
before paying) and the staff (everything paid) both cancel here.

Called with the request's row locked, in the transaction of the step. Stripe is asked before each
record is written: when it refuses, the caller's transaction rolls back and nothing moved. Each
refund is a `CardRefund` row of its payment and a REFUND record, through the one door that moves a
card payment (`payments.states.move`); its Stripe key names the payment's n-th refund, so a retried
request refunds once."""

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
import html

from sqlalchemy.ext.asyncio import async_object_session

from ..mail import Mail
from ..models import CakePayment, CakeRequest, CakeRequestStatus, CardPaymentState, CardRefund
from ..money import ZERO, money, ro_money
from ..orders.notifications import format_moment
from ..payments.cards import CardPayments, Intent
from ..payments.states import after_refund, move
from . import states
from .ledger import CakeLedger
from .orders import reject_cake_order

CANCELLED_SUBJECT = "Cererea de tort a fost anulată"
CANCELLED_TEXT = (
    "Bună ziua, {name}!\n\nCererea dumneavoastră de tort pentru {moment} a fost anulată. {money}\n\nDetalii: {link}\n"
)
REFUNDED = "Vă rambursăm pe card {amount}; suma apare în cont în câteva zile lucrătoare."
NOTHING_REFUNDED = "Nu a fost nimic de rambursat."

S = CardPaymentState
REFUNDABLE = frozenset({S.CAPTURED, S.PARTIALLY_REFUNDED})
# A request the customer or the staff may still cancel.
CANCELLABLE = frozenset(
    {CakeRequestStatus.REQUESTED, CakeRequestStatus.QUOTED, CakeRequestStatus.ACCEPTED, CakeRequestStatus.LOCKED}
)


def left_to_refund(payment: CakePayment) -> Decimal:
    if payment.card_state not in REFUNDABLE:
        return ZERO
    return money((payment.captured_amount or ZERO) - payment.refunded_amount)


def paid(request: CakeRequest) -> Decimal:
    """What the customer has paid and not been given back."""
    return money(sum((left_to_refund(p) for p in request.payments), ZERO))


def cake_key(request: CakeRequest) -> str:
    """What names a request's Stripe calls (cancellations), as an order's number does."""
    return f"cake-{request.id}"


def capture_settled(payment: CakePayment, intent: Intent, *, at: datetime) -> None:
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
        key = f"{cake_key(request)}-{payment.purpose.value.lower()}-{payment.id}-refund-{len(payment.refunds) + 1}"
        refund_id = await cards.refund(payment.intent_id, take, key=key)
        row = CardRefund(amount=take, reason=reason, provider_refund_id=refund_id, created_by_id=by, created_at=now)
        move(payment, after_refund(payment, take), at=now, amount=take, refund=row, by=by)
        payment.refunds.append(row)
        made.append(row)
        left -= take
    return made


async def close_open_payments(cards: CardPayments, request: CakeRequest, *, now: datetime) -> None:
    """Payments still awaiting their card will never be needed: one Stripe took meanwhile is
    recorded (and refunded with the rest), any other intent is cancelled so no 3-D Secure finished
    later can take money, and the payment lapses."""
    for payment in request.payments:
        if payment.card_state != S.AWAITING:
            continue
        intent = await cards.fetch(payment.intent_id) if payment.intent_id else None
        if intent is not None and intent.captured and intent.id == payment.intent_id:
            capture_settled(payment, intent, at=now)
            continue
        if intent is not None and not intent.cancelled:
            intent = await cards.cancel(intent.id, order_number=cake_key(request))
            if intent.captured:
                capture_settled(payment, intent, at=now)
                continue
        move(payment, S.EXPIRED, at=now)


@dataclass
class Cancelled:
    request: CakeRequest
    refunds: list[CardRefund] = field(default_factory=list)

    @property
    def refunded(self) -> Decimal:
        return money(sum((r.amount for r in self.refunds), ZERO))


async def cancel(
    cards: CardPayments,
    request: CakeRequest,
    *,
    reason: str,
    by: int | None,
    now: datetime,
    refund_of: Callable[[Decimal], Decimal],
) -> Cancelled:
    """Cancels the locked request: open payments closed, `refund_of(paid)` given back (everything
    when the deposit had not yet made the cake an order), its order rejected with the reason, its
    day's place freed (a cancelled request holds none). The caller checked it is CANCELLABLE."""
    session = async_object_session(request)
    assert session is not None
    ledger = CakeLedger(session)
    was_accepted = request.status in states.HOLDS_CAPACITY
    await close_open_payments(cards, request, now=now)
    owed = paid(request)
    back = min(money(refund_of(owed)), owed) if was_accepted else owed
    refunds = await refund(cards, request, back, reason=reason, by=by, now=now) if back > 0 else []
    order = await ledger.order_of(request)
    if order is not None:
        reject_cake_order(order, reason, now=now, by=by)
    states.move(request, CakeRequestStatus.CANCELLED, at=now, by=by, message=reason)
    request.updated_at = now
    await session.flush()
    return Cancelled(request, refunds)


def cancellation_mail(request: CakeRequest, refunded: Decimal, public_url: str) -> Mail:
    """The customer's mail of a cancellation, by whoever made it, with what is given back."""
    money_words = REFUNDED.format(amount=ro_money(refunded)) if refunded > 0 else NOTHING_REFUNDED
    text = CANCELLED_TEXT.format(
        name=request.contact_name,
        moment=format_moment(request.event_moment),
        money=money_words,
        link=f"{public_url}/tort/{request.id}",
    )
    body = "".join(f"<p>{html.escape(part)}</p>" for part in text.split("\n\n"))
    return Mail(to=request.contact_email, subject=CANCELLED_SUBJECT, html=body, text=text, purpose="cake_cancelled")
