"""Paying an order online by card: the attempt with a card (a Stripe PaymentMethod), the browser's "3-D Secure done",
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
from bakery_shared.errors import AppError, Conflict, NotFound, TooManyRequests
from bakery_shared.events import EventBus
from bakery_shared.invoicing.as_money_moves import invoice_captured
from bakery_shared.models import CardPaymentState, Order, OrderStatus, OrderStatusChange, PaymentMethod, Role
from bakery_shared.orders.giving_back import give_back
from bakery_shared.orders.messages import ORDER_NOT_FOUND
from bakery_shared.payments.cards import CardDeclined, CardPayments, Charge, Intent, WebhookEvent
from bakery_shared.payments.states import move
from bakery_shared.settings import Settings

from ..cakes.deposit_settling import CakeTill
from ..orders.notifications import token_hash
from ..orders.placed import announce_placed_order
from . import messages as m
from .declines import CardDeclines, Payer
from .repository import PaymentRepository
from .schemas import CardPaymentResultOut
from .settling import Settled, Settling

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

    async def pay(self, order: Order, payment_method: str, payer: Payer) -> Paid:
        """One attempt with a card (the PaymentMethod Stripe.js made of it), one call to Stripe (`CardPayments.attempt`): an
        authorization already made is answered, never made twice; an attempt left half-way (3-D
        Secure) is cancelled first. Past the hold or the caps on attempts and refused cards
        (declines.py), no card is tried: 409 or 429. The intent it leaves settles the order."""
        payment = order.payment
        assert payment is not None
        declines = CardDeclines(self.redis, self.settings)
        refusal = await self._refusal(order, declines, payer)
        charge = None if refusal else self._charge(order, payment_method)
        tried = await self.cards.attempt(payment.intent_id, charge, order_number=order.order_number)
        if refusal is not None and tried.intent is None:
            raise refusal
        if tried.charged:  # the attempt counts, and its keys name the next one's
            payment.card_attempts += 1
            payment.intent_id = tried.intent_id or payment.intent_id
            payment.decline_message = tried.declined.message if tried.declined else None
        if tried.declined is not None:
            await declines.count(payer)
        await self.session.flush()
        if tried.intent is not None:
            await self.settle(order, tried.intent)
        return Paid(CardPaymentResultOut.of(order, tried.client_secret), tried.declined)

    async def _refusal(self, order: Order, declines: CardDeclines, payer: Payer) -> AppError | None:
        """Why no card may be tried: 409 at once for an order that no longer awaits payment; past its
        hold or the caps, the refusal to give unless an authorization was made already."""
        payment = order.payment
        assert payment is not None
        if order.status == OrderStatus.PAYMENT_EXPIRED:
            raise Conflict(m.HOLD_LAPSED)
        if order.status != OrderStatus.AWAITING_PAYMENT:
            raise Conflict(m.NOT_AWAITING_PAYMENT)
        if payment.hold_until is not None and payment.hold_until <= self.clock.now():
            return Conflict(m.HOLD_LAPSED)
        if payment.card_attempts >= self.settings.card_attempts_per_order:
            return TooManyRequests(m.TOO_MANY_ATTEMPTS)
        return await declines.refusal(payer)

    def _charge(self, order: Order, payment_method: str) -> Charge:
        """The order's total (the server's price, never the browser's) on the card `payment_method`,
        as the order's next attempt."""
        assert order.payment is not None
        return Charge(amount=order.total_price, payment_method=payment_method, attempt=order.payment.card_attempts + 1)

    async def check(self, order: Order) -> CardPaymentResultOut:
        """The browser says 3-D Secure is done: the server asks Stripe itself."""
        intent_id = order.payment.intent_id if order.payment else None
        intent = await self.cards.fetch(intent_id) if intent_id else None
        if intent is not None:
            await self.settle(order, intent)
        return CardPaymentResultOut.of(order, intent.client_secret if intent is not None and intent.needs_action else None)

    # ---- Stripe's webhook ----------------------------------------------------------------------

    async def webhook(self, body: bytes, signature: str | None) -> None:
        """A signed event: recorded with the change it causes (a replay changes nothing); the
        intent is fetched again, never read from the payload. An intent no order has: nothing."""
        event = self.cards.event(body, signature)
        if not event.intent_id:
            return
        order = await self.payments.lock_by_intent(event.intent_id)
        if order is None:
            if not await self._cake_webhook(event):
                log.info("webhook %s about unknown payment intent %s", event.id, event.intent_id)
            return
        if not await self.payments.record_event(event, self.clock.now()):
            return  # a replay
        intent = await self.cards.fetch(event.intent_id)
        if intent is not None:
            await self.settle(order, intent)

    async def _cake_webhook(self, event: WebhookEvent) -> bool:
        """An event about a custom cake's deposit or rest: settled as the order's would be (the
        request locked, the event recorded with the change, the intent fetched again). Whether
        the intent was a cake's."""
        assert event.intent_id is not None
        till = CakeTill(self.session, self.settings, self.clock, self.events, self.redis, self.cards)
        request = await till.ledger.lock_by_intent(event.intent_id)
        if request is None:
            return False
        if not await self.payments.record_event(event, self.clock.now()):
            return True  # a replay
        payment = next(p for p in request.payments if p.intent_id == event.intent_id)
        await till.advance(request, payment)
        return True

    # ---- settling, lapsing, reconciling ---------------------------------------------------------

    async def settle(self, order: Order, intent: Intent, now: datetime | None = None) -> Settled:
        """`order` is locked. An authorized order is announced in the same transaction."""
        awaiting = order.status == OrderStatus.AWAITING_PAYMENT
        menu = await self.payments.menu_of(order) if awaiting else {}
        settled = Settling(order, intent, now or self.clock.now(), menu).settle()
        await self.session.flush()
        if settled in (Settled.AUTHORIZED, Settled.CAPTURED) and intent.captured:
            # Captured elsewhere (the staff's accept crashed after Stripe took the money, or a
            # capture in Stripe's dashboard): invoiced as an accept would have.
            await invoice_captured(self.session, order.id, now=now or self.clock.now(), settings=self.settings)
        if settled == Settled.AUTHORIZED:
            await announce_placed_order(self, order, await self._business_email())
            await self.session.flush()
        elif settled == Settled.UNCHANGED and order.status == OrderStatus.PAYMENT_EXPIRED and intent.authorized:
            # Authorized after its hold lapsed (a 3-D Secure finished late): the order is given up
            # and its stock sold again, so the customer's money is released at once.
            await self.cards.cancel(intent.id, order_number=order.order_number)
        return settled

    async def _business_email(self) -> str | None:
        """Where the business hears of an order when no panel is open to announce it."""
        setup = await BusinessRepository(self.session).get_setup()
        return setup.email if setup else None

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
