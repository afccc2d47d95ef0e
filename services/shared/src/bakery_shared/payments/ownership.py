"""Whether a PaymentIntent is the order's own: made for it (metadata), in lei, for its total, and
the latest attempt the order recorded. Checked before the server settles, captures or cancels
anything, whichever service acts: money of another order or another sum is never moved."""

from ..models import Order
from .cards import CURRENCY, Intent, to_bani


def mismatch(order: Order, intent: Intent) -> str | None:
    """Why the intent cannot settle this order, or None when it is the order's own."""
    payment = order.payment
    if payment is None or payment.intent_id != intent.id:
        return "not the order's latest PaymentIntent"
    if intent.order_number != order.order_number:
        return f"metadata orderNumber {intent.order_number!r}"
    if intent.currency != CURRENCY:
        return f"currency {intent.currency!r}"
    if to_bani(intent.amount) != to_bani(order.total_price):
        return f"amount {intent.amount} instead of {order.total_price}"
    return None
