"""What the bakery's answer to an order does to its online card payment: accepting it captures
the authorization, refusing it releases the authorization (or refunds what was already captured),
and the admin may refund part or all of a captured payment. Each step moves the payment through
the state table's one door (`bakery_shared.payments.states.move`), which records it.

Every function here is called with the order's row locked FOR UPDATE, in the transaction that
records the step: two staff acting at once queue on the lock, and the second finds the payment as
the first left it, so money moves once. Stripe is asked before anything is changed here; when it
refuses, the caller's transaction rolls back and the order stays as it was.

Orders paid at pickup or delivery (cash, card there) have no online payment: every function leaves
them alone.
"""

from datetime import datetime
from decimal import Decimal

from bakery_shared.errors import Conflict, ValidationFailed
from bakery_shared.models import CardPaymentState, CardRefund, Order, OrderPayment, PaymentMethod
from bakery_shared.money import ro_money
from bakery_shared.payments.cards import CardPayments, Intent, PaymentsUnavailable
from bakery_shared.payments.ownership import mismatch
from bakery_shared.payments.states import after_refund, move

NOT_CAPTURABLE = (
    "Plata cu cardul nu mai poate fi încasată: autorizarea a expirat sau a fost anulată. Respingeți comanda și anunțați clientul."
)
NOT_THIS_ORDERS = (
    "Plata cu cardul nu corespunde acestei comenzi (altă comandă sau altă sumă) și nu a fost încasată. "
    "Respingeți comanda și anunțați clientul."
)
NOT_AT_STRIPE = (
    "Plata cu cardul a acestei comenzi nu există la Stripe (de exemplu, o comandă din datele demonstrative), "
    "deci nu poate fi rambursată pe card. Nimic nu a fost rambursat: dați banii înapoi clientului în alt mod."
)
PACKAGE_COST_PAID = (
    "Comanda a fost plătită online cu cardul, cu ambalajele incluse: {paid}. Suma plătită nu mai poate fi schimbată, "
    "deci nici costul ambalajelor: lăsați {paid}."
)
NOT_RELEASABLE = "Autorizarea plății cu cardul nu a putut fi anulată acum. Încercați din nou în câteva minute."

S = CardPaymentState
# Captured, with something left to give back.
REFUNDABLE = frozenset({S.CAPTURED, S.PARTIALLY_REFUNDED})


def online_payment(order: Order) -> OrderPayment | None:
    """The order's online card payment; None when it is paid at pickup or delivery."""
    payment = order.payment
    return payment if payment is not None and payment.method == PaymentMethod.ONLINE else None


def refundable_rest(payment: OrderPayment) -> Decimal:
    """What of the captured money has not been given back yet."""
    if payment.card_state not in REFUNDABLE:
        return Decimal("0.00")
    return (payment.captured_amount or Decimal(0)) - payment.refunded_amount


def _captured(payment: OrderPayment, intent: Intent, now: datetime, by: int | None) -> None:
    move(payment, S.CAPTURED, at=now, amount=intent.amount, by=by)


async def _own_intent(cards: CardPayments, order: Order, intent_id: str) -> Intent | None:
    """The order's PaymentIntent as Stripe holds it; None when Stripe knows none, or it was made
    for another order or another sum (never the server's to capture or cancel then)."""
    intent = await cards.fetch(intent_id)
    if intent is None or mismatch(order, intent) is not None:
        return None
    return intent


async def capture_on_acceptance(
    cards: CardPayments, order: Order, package_cost: Decimal, now: datetime, *, by: int | None
) -> None:
    """Takes the authorized money as the bakery accepts the order. The order was priced with its
    packaging before the card was authorized, and this captures exactly that: a different packaging
    cost would be shown on the order and never charged (or charged and not shown), so it is refused
    (422). Captured already (a retry, or a capture whose answer was lost): goes on. An authorization
    that can no longer be captured (expired, cancelled) or is not this order's is a 409 saying so:
    the order is not accepted."""
    payment = online_payment(order)
    if payment is None:
        return
    if package_cost != order.total_package_cost:
        paid = PACKAGE_COST_PAID.format(paid=ro_money(order.total_package_cost))
        raise ValidationFailed.because(paid, "totalPackageCost")
    if payment.card_state in REFUNDABLE:
        return
    if payment.card_state != S.AUTHORIZED or payment.intent_id is None:
        raise Conflict(NOT_CAPTURABLE)
    intent = await _own_intent(cards, order, payment.intent_id)
    if intent is None:
        raise Conflict(NOT_THIS_ORDERS)
    if intent.authorized:
        intent = await cards.capture(intent.id, order_number=order.order_number)
    if not intent.captured:
        raise Conflict(NOT_CAPTURABLE)
    _captured(payment, intent, now, by)


async def refund_card(
    cards: CardPayments, order: Order, amount: Decimal, *, reason: str, by: int | None, now: datetime
) -> CardRefund:
    """Gives `amount` back on the card (the caller checked it is at most `refundable_rest`); the
    refund is recorded on the order with its reason and who asked (None: the system)."""
    payment = online_payment(order)
    assert payment is not None and payment.intent_id is not None
    # The key names this refund (the order's n-th), so a retry of the same request refunds once.
    key = f"refund-{order.order_number}-{len(payment.refunds) + 1}"
    try:
        refund_id = await cards.refund(payment.intent_id, amount, key=key)
    except PaymentsUnavailable as error:
        # Stripe refused: when it knows no such intent (the seeded history's made-up ids, or a
        # payment taken under other keys) no retry will help, so the admin is told, not asked to wait.
        if await cards.fetch(payment.intent_id) is None:
            raise Conflict(NOT_AT_STRIPE) from error
        raise
    refund = CardRefund(amount=amount, reason=reason, provider_refund_id=refund_id, created_by_id=by, created_at=now)
    move(payment, after_refund(payment, amount), at=now, amount=amount, refund=refund, by=by)
    payment.refunds.append(refund)
    return refund


async def release_or_refund(cards: CardPayments, order: Order, *, reason: str, by: int | None, now: datetime) -> None:
    """The order will not be made: an authorization is cancelled (never refunded: nothing was
    taken, and the money is free on the card at once); money captured already is refunded in full."""
    payment = online_payment(order)
    if payment is None:
        return
    if payment.card_state == S.AUTHORIZED and payment.intent_id is not None:
        if await _own_intent(cards, order, payment.intent_id) is None:
            return  # another order's money, or none at Stripe: nothing here to release
        intent = await cards.cancel(payment.intent_id, order_number=order.order_number)
        if intent.cancelled:
            move(payment, S.RELEASED, at=now, by=by)
            return
        if not intent.captured:
            raise PaymentsUnavailable(NOT_RELEASABLE)
        _captured(payment, intent, now, by)  # captured meanwhile (a capture that raced): give it back
    rest = refundable_rest(payment)
    if rest > 0:
        await refund_card(cards, order, rest, reason=reason, by=by, now=now)
