"""Where a custom cake's card payment goes once the customer gave a card, whichever path learns it:
the browser's return call, Stripe's webhook, the reconciliation job.

The browser confirms a SetupIntent with the card (3-D Secure included); the server then charges
the deposit (or the rest) with that card, captured at once, and may hand the browser a
PaymentIntent to confirm when the bank asks for 3-D Secure on the charge too. Every path locks the
request row, fetches what Stripe holds (never trusting a payload) and moves the payment only from
the state it is in, so paths may race or repeat and the money moves once.

A deposit captured for a request still quoted, on a day with room, makes the request ACCEPTED and
its order, and gets its advance invoice; one captured for a request closed meanwhile, or a day
filled meanwhile, is refunded in full at once (never invoiced: the money went back in the same step).
A rest captured online gets the cake's final invoice. Services only flush: the caller's transaction commits."""

from dataclasses import dataclass, field
from datetime import datetime
import logging

from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.cakes import states
from bakery_shared.cakes.card_money import refund
from bakery_shared.cakes.events import cake_request_event
from bakery_shared.cakes.repository import CHARGEABLE, CakeLedger
from bakery_shared.clock import Clock, local_moment
from bakery_shared.events import EventBus
from bakery_shared.invoicing.as_money_moves import invoice_captured
from bakery_shared.mail import queue_mail
from bakery_shared.models import (
    CakePayment,
    CakePaymentPurpose,
    CakeQuote,
    CakeRequest,
    CakeRequestStatus,
    CardPaymentState,
    RestPayment,
)
from bakery_shared.money import ro_money
from bakery_shared.payments.cards import CURRENCY, CardDeclined, CardPayments, CardSetup, Intent, to_bani
from bakery_shared.payments.states import move
from bakery_shared.settings import Settings

from ..invoices.hooks import invoice_deposit
from ..orders.notifications import new_order_event
from ..payments.declines import CardDeclines, Payer
from . import deposit_mails as mails
from . import deposit_messages as m
from .conversation import note
from .deposit_order import order_for_cake

log = logging.getLogger(__name__)

AWAITING = CardPaymentState.AWAITING


@dataclass
class Step:
    """Where the payment stands after a path advanced it: `client_secret` when the browser must
    confirm the charge (3-D Secure), `declined` with the bank's refusal in Romanian."""

    payment: CakePayment
    client_secret: str | None = None
    declined: str | None = None


def captured_at_once(payment: CakePayment, intent: Intent, *, at: datetime) -> None:
    """A deposit or a rest is captured as it is charged: its authorization and its capture are
    recorded together, as Stripe reports them."""
    move(payment, CardPaymentState.AUTHORIZED, at=at, amount=intent.amount)
    move(payment, CardPaymentState.CAPTURED, at=at, amount=intent.amount)
    payment.decline_message = None


def quote_of(request: CakeRequest, payment: CakePayment) -> CakeQuote:
    return next(q for q in request.quotes if q.id == payment.quote_id)


def intent_metadata(request: CakeRequest, payment: CakePayment, *, setup_id: str, rest_payment: str) -> dict[str, str]:
    """What a cake's PaymentIntent is made for, checked again before it settles anything."""
    return {
        "cakeRequestId": str(request.id),
        "purpose": payment.purpose.value,
        "quoteId": str(payment.quote_id),
        "setupIntent": setup_id,
        "restPayment": rest_payment,
    }


def mismatch(request: CakeRequest, payment: CakePayment, intent: Intent) -> str | None:
    """Why the intent cannot settle this payment, or None when it is the payment's own."""
    if payment.intent_id != intent.id:
        return "not the payment's latest PaymentIntent"
    if intent.metadata.get("cakeRequestId") != str(request.id) or intent.metadata.get("purpose") != payment.purpose.value:
        return f"metadata {dict(intent.metadata)!r}"
    if intent.currency != CURRENCY:
        return f"currency {intent.currency!r}"
    if to_bani(intent.amount) != to_bani(payment.amount):
        return f"amount {intent.amount} instead of {payment.amount}"
    return None


@dataclass
class CakeTill:
    session: AsyncSession
    settings: Settings
    clock: Clock
    events: EventBus
    redis: Redis
    cards: CardPayments
    ledger: CakeLedger = field(init=False)

    def __post_init__(self) -> None:
        self.ledger = CakeLedger(self.session)

    # ---- advancing a payment the customer gave a card for -------------------------------------

    async def advance(self, request: CakeRequest, payment: CakePayment, *, payer: Payer | None = None) -> Step:
        """Asks Stripe where the payment's card is and moves it on: a card set up is charged, a
        charge that succeeded settles, a refusal is recorded (counted against `payer`, when the
        customer is the one asking). `request` is locked.

        The charge is made the same way whichever path makes it (the return call, the webhook, the
        round): as the customer's own payment of the card they just gave for it, with one
        idempotency key per attempt, so a path retried after a crash finds Stripe's first answer."""
        if payment.card_state != AWAITING:
            return Step(payment)
        intent = await self.cards.fetch(payment.intent_id) if payment.intent_id else None
        if intent is not None and intent.captured:
            await self.settle(request, payment, intent)
            return Step(payment)
        # A card set up after this intent was made (another card, or the rest paid on the site
        # after the saved card was not charged) replaces it.
        replaced = (
            payment.setup_intent_id is not None
            and intent is not None
            and intent.metadata.get("setupIntent") != payment.setup_intent_id
        )
        if intent is not None and not replaced:
            if intent.needs_action:
                return Step(payment, client_secret=intent.client_secret)
            if intent.status == "processing":
                return Step(payment)
            return await self._declined(payment, intent.decline_message or m.CARD_DECLINED, payer)
        if payment.setup_intent_id is None:
            return Step(payment, declined=payment.decline_message)
        setup = await self.cards.fetch_setup(payment.setup_intent_id)
        if setup is None or (setup.open and setup.decline_message is None):
            return Step(payment)  # the browser has not confirmed the card yet
        if setup.succeeded and setup.payment_method:
            return await self._charge(request, payment, setup, payer=payer)
        return await self._declined(payment, setup.decline_message or m.CARD_DECLINED, payer)

    async def _charge(self, request: CakeRequest, payment: CakePayment, setup: CardSetup, *, payer: Payer | None) -> Step:
        assert setup.payment_method is not None
        purpose = payment.purpose.value.lower()
        key = f"cake-{request.id}-{purpose}-{payment.quote_id}-attempt-{payment.card_attempts}"
        metadata = intent_metadata(request, payment, setup_id=setup.id, rest_payment=setup.metadata.get("restPayment", ""))
        try:
            intent = await self.cards.charge_card(
                customer_id=request.stripe_customer_id or setup.customer or "",
                payment_method=setup.payment_method,
                amount=payment.amount,
                metadata=metadata,
                key=key,
                off_session=False,
            )
        except CardDeclined as declined:
            payment.intent_id = declined.intent_id or payment.intent_id
            return await self._declined(payment, declined.message, payer)
        payment.intent_id = intent.id
        await self.session.flush()
        if intent.captured:
            await self.settle(request, payment, intent)
        elif intent.needs_action:
            return Step(payment, client_secret=intent.client_secret)
        return Step(payment)

    async def _declined(self, payment: CakePayment, message: str, payer: Payer | None) -> Step:
        """The card was refused: recorded (counted once against the payer's cap on refused cards);
        the card set up is done with, so the next try sets up a new one. Nothing is reserved."""
        if payment.decline_message is None and payer is not None:
            await CardDeclines(self.redis, self.settings).count(payer)
        payment.decline_message = message
        payment.setup_intent_id = None
        await self.session.flush()
        return Step(payment, declined=message)

    # ---- settling what Stripe took -------------------------------------------------------------

    async def settle(self, request: CakeRequest, payment: CakePayment, intent: Intent) -> bool:
        """Records a captured deposit or rest (once: only from AWAITING) and what it makes of the
        request. Whether money was recorded now."""
        why = mismatch(request, payment, intent)
        if why is not None:
            log.warning("payment intent %s refused for cake request %s: %s", intent.id, request.id, why)
            return False
        if payment.card_state != AWAITING or not intent.captured:
            return False
        now = self.clock.now()
        captured_at_once(payment, intent, at=now)
        if payment.purpose == CakePaymentPurpose.DEPOSIT:
            await self._deposit_paid(request, payment, intent, now)
        else:
            await self._rest_paid(request, payment, now)
        self.events.emit(self.session, cake_request_event(request))
        await self.session.flush()
        return True

    async def day_is_full(self, request: CakeRequest) -> bool:
        """Whether the request's event day has no place left for another paid cake (the day is
        locked until the transaction ends, so two deposits never take its last place together)."""
        setup = await self.ledger.setup()
        if setup.cakes_per_day is None:
            return False
        day = local_moment(request.event_moment).date()
        await self.ledger.lock_day(day)
        return await self.ledger.cakes_held_on(day, besides=request.id) >= setup.cakes_per_day

    async def _deposit_paid(self, request: CakeRequest, payment: CakePayment, intent: Intent, now: datetime) -> None:
        quote = quote_of(request, payment)
        latest = request.quotes[-1] if request.quotes else None
        if (
            request.status != CakeRequestStatus.QUOTED
            or latest is None
            or latest.id != quote.id
            or await self.day_is_full(request)
        ):
            amount = payment.captured_amount or payment.amount
            await refund(self.cards, request, amount, reason=m.LATE_DEPOSIT_REASON, by=None, now=now)
            note(request, m.LATE_DEPOSIT_NOTE.format(amount=ro_money(amount)), at=now)
            queue_mail(self.session, mails.late_deposit_refunded(self.settings, request, quote), now)
            return
        request.rest_payment = RestPayment(intent.metadata.get("restPayment") or RestPayment.AT_PICKUP.value)
        if request.rest_payment == RestPayment.CARD_AUTO:
            request.saved_payment_method_id = intent.payment_method
        states.move(request, CakeRequestStatus.ACCEPTED, at=now, message=m.DEPOSIT_NOTE.format(amount=ro_money(payment.amount)))
        request.updated_at = now
        location = await self.ledger.pickup_location(request.pickup_location_id)
        order = await order_for_cake(self.session, request, quote, location=location, now=now)
        self.events.emit(self.session, new_order_event(order))  # the panel rings, as for a placed order
        setup = await self.ledger.setup()
        queue_mail(self.session, mails.deposit_receipt(self.settings, request, quote, order, setup.rest_charge_hours), now)
        await invoice_deposit(self.session, payment.id, now=now, settings=self.settings)

    async def _rest_paid(self, request: CakeRequest, payment: CakePayment, now: datetime) -> None:
        amount = payment.captured_amount or payment.amount
        if request.status not in (*CHARGEABLE, CakeRequestStatus.DELIVERED):  # cancelled meanwhile: given back
            await refund(self.cards, request, amount, reason=m.LATE_REST_REASON, by=None, now=now)
            return
        request.rest_unpaid_at = None
        request.updated_at = now
        note(request, m.REST_NOTE.format(amount=ro_money(amount)), at=now)
        queue_mail(self.session, mails.rest_receipt(self.settings, request, quote_of(request, payment)), now)
        if request.order_id is not None:  # paid in full: the final invoice, the advance deducted
            await invoice_captured(self.session, request.order_id, now=now, settings=self.settings)
