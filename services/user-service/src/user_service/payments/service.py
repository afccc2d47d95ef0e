"""Paying an order online by card: the attempt with a card token, the browser's "3-D Secure done",
the webhook, and what the reconciliation does for each open payment.

Every path locks the order row, fetches the PaymentIntent from Stripe itself and settles it
(`settling.py`); the payment moves only as its state table allows (`bakery_shared.payments.states`),
so the paths may race or repeat.
An order whose card is authorized is then announced exactly as a cash order is at placement: its
event for the panels, its receipt, and the alert when no panel is open. Services only flush: the
caller's transaction commits.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
import hmac
import logging

from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.tokens import Principal
from bakery_shared.business.repository import BusinessRepository
from bakery_shared.clock import Clock
from bakery_shared.errors import Conflict, NotFound, TooManyRequests
from bakery_shared.events import EventBus
from bakery_shared.models import CardPaymentState, Order, OrderStatus, OrderStatusChange, PaymentMethod, Role
from bakery_shared.orders.giving_back import give_back
from bakery_shared.orders.messages import ORDER_NOT_FOUND
from bakery_shared.orders.service import card_payment_out
from bakery_shared.payments.cards import CardDeclined, CardPayments, Intent
from bakery_shared.payments.states import move
from bakery_shared.settings import Settings

from ..orders.notifications import token_hash
from ..orders.placed import announce_placed_order, opening_status
from . import messages as m
from .declines import CardDeclines, Payer
from .repository import PaymentRepository
from .schemas import CardPaymentResultOut
from .settling import Settled, Settling, holds_pre_order, product_ids

log = logging.getLogger(__name__)

# Stripe keeps an authorization 7 days; the business hears of one older than this.
EXPIRY_WARNING_AGE = timedelta(days=6)


@dataclass
class Paid:
    """The answer to a card attempt; `declined` when the card was refused (the attempt is still
    recorded: the caller commits, then answers 402)."""

    result: CardPaymentResultOut
    declined: CardDeclined | None = None


@dataclass
class CardDesk:
    session: AsyncSession
    settings: Settings
    clock: Clock
    events: EventBus
    redis: Redis
    cards: CardPayments
    panels: Callable[[], Awaitable[int]]
    payments: PaymentRepository = field(init=False)

    def __post_init__(self) -> None:
        self.payments = PaymentRepository(self.session)

    # ---- the customer's calls ----------------------------------------------------------------

    async def order_for(self, order_number: str, principal: Principal | None, order_key: str | None) -> Order:
        """The order locked, for its signed-in owner or whoever holds its follow link; 404 otherwise."""
        order = await self.payments.get_by_number(order_number, for_update=True)
        if order is None or not _may_pay(order, principal, order_key):
            raise NotFound(ORDER_NOT_FOUND)
        if order.payment is None or order.payment.method != PaymentMethod.ONLINE:
            raise Conflict(m.NOT_ONLINE)
        return order

    async def pay(self, order: Order, token: str, payer: Payer) -> Paid:
        """One attempt with a card token. An authorization already made is never made twice: the
        attempt then answers it; an earlier attempt left half-way (3-D Secure) is cancelled first.
        Past the caps on attempts and refused cards (declines.py), 429 before Stripe is asked."""
        payment = order.payment
        assert payment is not None
        if order.status == OrderStatus.AWAITING_PAYMENT and payment.intent_id:
            previous = await self.cards.fetch(payment.intent_id)
            if previous is not None and (previous.authorized or previous.captured):
                await self.settle(order, previous)
                return Paid(self.result(order))
            if previous is not None and not previous.cancelled:
                await self.cards.cancel(previous.id, order_number=order.order_number)
        if order.status == OrderStatus.PAYMENT_EXPIRED:
            raise Conflict(m.HOLD_LAPSED)
        if order.status != OrderStatus.AWAITING_PAYMENT:
            raise Conflict(m.NOT_AWAITING_PAYMENT)
        if payment.hold_until is not None and payment.hold_until <= self.clock.now():
            raise Conflict(m.HOLD_LAPSED)
        if payment.card_attempts >= self.settings.card_attempts_per_order:
            raise TooManyRequests(m.TOO_MANY_ATTEMPTS)
        declines = CardDeclines(self.redis, self.settings)
        await declines.refuse_if_too_many(payer)
        payment.card_attempts += 1
        try:
            intent = await self.cards.authorize(
                order_number=order.order_number,
                amount=order.total_price,  # the server's price, never the browser's
                token=token,
                email=order.delivery_details.email if order.delivery_details else "",
                attempt=payment.card_attempts,
            )
        except CardDeclined as declined:
            await declines.count(payer)
            payment.decline_message = declined.message
            payment.intent_id = declined.intent_id or payment.intent_id
            await self.session.flush()
            return Paid(self.result(order), declined)
        payment.intent_id = intent.id
        payment.decline_message = None
        await self.session.flush()
        await self.settle(order, intent)
        return Paid(self.result(order, intent.client_secret if intent.needs_action else None))

    async def check(self, order: Order) -> CardPaymentResultOut:
        """The browser says 3-D Secure is done: the server asks Stripe itself."""
        intent_id = order.payment.intent_id if order.payment else None
        intent = await self.cards.fetch(intent_id) if intent_id else None
        if intent is not None:
            await self.settle(order, intent)
        return self.result(order, intent.client_secret if intent is not None and intent.needs_action else None)

    def result(self, order: Order, client_secret: str | None = None) -> CardPaymentResultOut:
        assert order.payment is not None
        card = card_payment_out(order, order.payment)
        assert card is not None
        return CardPaymentResultOut(
            orderNumber=order.order_number, status=order.status, cardPayment=card, clientSecret=client_secret
        )

    # ---- Stripe's webhook ----------------------------------------------------------------------

    async def webhook(self, body: bytes, signature: str | None) -> None:
        """A signed event: recorded with the change it causes (a replay changes nothing); the
        intent is fetched again, never read from the payload. An intent no order has: nothing."""
        event = self.cards.event(body, signature)
        if not event.intent_id:
            return
        order = await self.payments.lock_by_intent(event.intent_id)
        if order is None:
            log.info("webhook %s about unknown payment intent %s", event.id, event.intent_id)
            return
        if not await self.payments.record_event(event, self.clock.now()):
            return  # a replay
        intent = await self.cards.fetch(event.intent_id)
        if intent is not None:
            await self.settle(order, intent)

    # ---- settling, lapsing, reconciling ---------------------------------------------------------

    async def settle(self, order: Order, intent: Intent, now: datetime | None = None) -> Settled:
        """`order` is locked. An authorized order is announced in the same transaction."""
        now = now or self.clock.now()
        opens_as = order.status
        if order.status == OrderStatus.AWAITING_PAYMENT:
            types = await self.payments.order_types(product_ids(order))
            opens_as = opening_status(pre_order=holds_pre_order(order, types), scheduled_moment=order.pickup_or_delivery_moment)
        settled = Settling(order, intent, now, opens_as).settle()
        await self.session.flush()
        if settled == Settled.AUTHORIZED:
            await self.announce(order)
        elif settled == Settled.UNCHANGED and order.status == OrderStatus.PAYMENT_EXPIRED and intent.authorized:
            # Authorized after its hold lapsed (a 3-D Secure finished late): the order is given up
            # and its stock sold again, so the customer's money is released at once.
            await self.cards.cancel(intent.id, order_number=order.order_number)
        return settled

    async def announce(self, order: Order) -> None:
        """Announced as a cash order is at placement (the same step): its event for the panels, the
        receipt, and the business's alert when no panel is open."""
        setup = await BusinessRepository(self.session).get_setup()
        await announce_placed_order(self, order, setup.email if setup else None)
        await self.session.flush()

    async def reconcile(self, order: Order, now: datetime) -> Settled | None:
        """One open payment (order locked): fetch and settle; a lapsed hold gives the order up."""
        payment = order.payment
        assert payment is not None
        intent = await self.cards.fetch(payment.intent_id) if payment.intent_id else None
        settled = await self.settle(order, intent, now) if intent is not None else None
        if order.status == OrderStatus.AWAITING_PAYMENT and payment.hold_until is not None and payment.hold_until <= now:
            await self.lapse(order, intent, now)
        return settled

    async def lapse(self, order: Order, intent: Intent | None, now: datetime) -> None:
        """The hold lapsed unpaid: the intent cancelled (so no card stays held), the order
        PAYMENT_EXPIRED and its stock and capacity given back. An intent that turns out authorized
        after all settles the order instead."""
        if intent is not None and not intent.cancelled:
            after = await self.cards.cancel(intent.id, order_number=order.order_number)
            if after.authorized or after.captured:
                await self.settle(order, after, now)
                return
        payment = order.payment
        assert payment is not None
        order.status = OrderStatus.PAYMENT_EXPIRED
        order.updated_at = now
        move(payment, CardPaymentState.EXPIRED, at=now)
        order.status_history.append(
            OrderStatusChange(from_status=OrderStatus.AWAITING_PAYMENT, to_status=OrderStatus.PAYMENT_EXPIRED, changed_at=now)
        )
        await self.session.flush()
        await give_back(self.session, order)

    def authorization_ageing(self, order: Order, now: datetime) -> bool:
        payment = order.payment
        return (
            payment is not None
            and payment.card_state == CardPaymentState.AUTHORIZED
            and payment.authorized_at is not None
            and payment.expiry_flagged_at is None
            and payment.authorized_at <= now - EXPIRY_WARNING_AGE
        )


def _may_pay(order: Order, principal: Principal | None, order_key: str | None) -> bool:
    if principal is not None and principal.role == Role.USER and order.user_id == principal.user_id:
        return True
    if not order_key or order.guest_access_token_hash is None:
        return False
    return hmac.compare_digest(order.guest_access_token_hash, token_hash(order_key))
