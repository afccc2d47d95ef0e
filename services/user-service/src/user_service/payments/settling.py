"""Settling an online card payment: what the order becomes once the server has fetched its
PaymentIntent from Stripe. Never from what a browser or a webhook says, which anyone can forge.

Every path that learns something about a payment (the card-payment call itself, the browser's
"3-D Secure done", a webhook, the reconciliation job) locks the order row, fetches the intent and
calls `settle`. The payment moves only as the state table allows (`bakery_shared.payments.states`),
and `settle` asks for a move only from the state it is in, so any path may run twice and in any
order. The caller announces an authorized order (event, ring, receipt) after `settle` says it happened.
"""

from dataclasses import dataclass
from datetime import datetime
import enum
import logging

from bakery_shared.models import CardPaymentState, Order, OrderStatus, OrderStatusChange, ProductOrderType
from bakery_shared.payments.cards import Intent
from bakery_shared.payments.ownership import mismatch
from bakery_shared.payments.states import move

from ..orders.placed import opening_status

log = logging.getLogger(__name__)


class Settled(enum.Enum):
    UNCHANGED = "unchanged"
    AUTHORIZED = "authorized"  # the order became NEW or SCHEDULED: announce it
    CAPTURED = "captured"
    RELEASED = "released"
    DECLINED = "declined"  # still awaiting payment, with the card's refusal recorded
    REFUSED = "refused"  # the intent is not this order's, or not for its amount: nothing changed


# Where an online order's card payment may still move (the reconciliation's worklist).
OPEN_CARD_STATES = (CardPaymentState.AWAITING, CardPaymentState.AUTHORIZED)


def holds_pre_order(order: Order, order_types: dict[int, ProductOrderType]) -> bool:
    """Whether the order holds a pre-order product (`order_types`: by product id, as the menu has it)."""
    ids = [line.product_id for line in order.product_lines]
    ids += [choice.product_id for line in order.promotion_lines for choice in line.choices]
    return any(order_types.get(product_id) == ProductOrderType.PRE_ORDER for product_id in ids if product_id is not None)


def product_ids(order: Order) -> set[int]:
    ids = {line.product_id for line in order.product_lines}
    ids |= {choice.product_id for line in order.promotion_lines for choice in line.choices}
    return {product_id for product_id in ids if product_id is not None}


@dataclass(frozen=True)
class Settling:
    """The order, locked FOR UPDATE with every part, and the intent as Stripe has it now."""

    order: Order
    intent: Intent
    now: datetime
    # The type of each of the order's products, by id, as the menu has it (`PaymentRepository.menu_of`): a
    # pre-order product opens the order SCHEDULED, as placement would have.
    menu: dict[int, ProductOrderType]

    def settle(self) -> Settled:
        order, intent = self.order, self.intent
        why = mismatch(order, intent)
        if why is not None:
            log.warning("payment intent %s refused for order %s: %s", intent.id, order.order_number, why)
            return Settled.REFUSED
        state = order.payment.card_state if order.payment else None
        if order.status == OrderStatus.AWAITING_PAYMENT and state == CardPaymentState.AWAITING:
            return self._awaiting()
        if state == CardPaymentState.AUTHORIZED:
            return self._authorized()
        return Settled.UNCHANGED

    def _awaiting(self) -> Settled:
        order, intent, payment = self.order, self.intent, self.order.payment
        if intent.authorized or intent.captured:
            opens_as = opening_status(
                pre_order=holds_pre_order(order, self.menu), scheduled_moment=order.pickup_or_delivery_moment
            )
            order.status = opens_as
            order.updated_at = self.now
            move(payment, CardPaymentState.AUTHORIZED, at=self.now, amount=intent.amount)
            payment.decline_message = None
            order.status_history.append(
                OrderStatusChange(from_status=OrderStatus.AWAITING_PAYMENT, to_status=opens_as, changed_at=self.now)
            )
            if intent.captured:
                self._captured()
            return Settled.AUTHORIZED
        if intent.decline_message and intent.decline_message != payment.decline_message:
            payment.decline_message = intent.decline_message
            return Settled.DECLINED
        return Settled.UNCHANGED

    def _authorized(self) -> Settled:
        intent, payment = self.intent, self.order.payment
        if intent.captured:
            self._captured()
            return Settled.CAPTURED
        if intent.cancelled:
            move(payment, CardPaymentState.RELEASED, at=self.now)
            return Settled.RELEASED
        return Settled.UNCHANGED

    def _captured(self) -> None:
        move(self.order.payment, CardPaymentState.CAPTURED, at=self.now, amount=self.intent.amount)
