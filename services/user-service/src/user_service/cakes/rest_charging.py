"""The custom cakes' part of the payment reconciliation round (user_service.payments.reconciling):

- a card given for a deposit or a rest whose browser never came back is charged and settled (a
  lost webhook, a closed tab), and one whose request closed meanwhile is let go;
- the rest of a cake paid "automatically" is charged off-session from the saved card once the
  event is within the owner's hours; a card that needs the customer (3-D Secure) or is refused
  leaves the rest unpaid: the customer is mailed a link to pay online, the panel is told.

Each request is handled in a transaction of its own under its row lock, taken with SKIP LOCKED:
a request being paid right now is left to that request, and nothing is charged twice (one rest per
quote, by a unique constraint too)."""

from collections import Counter
from datetime import datetime
import logging

from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bakery_shared.cakes import states
from bakery_shared.cakes.card_money import close_open_payments, refund
from bakery_shared.cakes.events import cake_request_event
from bakery_shared.cakes.money import rest_of
from bakery_shared.cakes.repository import CHARGEABLE, CakeLedger
from bakery_shared.clock import Clock
from bakery_shared.db import run_after_commit_hooks
from bakery_shared.errors import log_background_failure
from bakery_shared.events import EventBus
from bakery_shared.mail import queue_mail
from bakery_shared.models import CakePayment, CakePaymentPurpose, CakeRequest, CakeRequestStatus, CardPaymentState, RestPayment
from bakery_shared.payments.cards import CardDeclined, CardPayments
from bakery_shared.payments.states import move
from bakery_shared.settings import Settings

from . import deposit_mails as mails
from . import deposit_messages as m
from .conversation import note
from .deposit_settling import CakeTill, intent_metadata, quote_of

log = logging.getLogger(__name__)


def _still_payable(request: CakeRequest, deposit: CakePayment) -> bool:
    latest = request.quotes[-1] if request.quotes else None
    return request.status == CakeRequestStatus.QUOTED and latest is not None and latest.id == deposit.quote_id


class CakeRound:
    def __init__(
        self, sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, clock: Clock, events: EventBus, redis: Redis
    ) -> None:
        self.sessionmaker = sessionmaker
        self.settings = settings
        self.clock = clock
        self.events = events
        self.redis = redis

    async def run(self, cards: CardPayments, now: datetime) -> Counter[str]:
        outcomes: Counter[str] = Counter()
        after = 0
        while page := await self._open_page(after):
            for payment_id, request_id in page:
                outcomes[await self._guarded(self._settle_one(cards, request_id, payment_id), f"cake payment {payment_id}")] += 1
            after = page[-1][0]
        for request_id in await self._rests_due(now):
            outcomes[await self._guarded(self._charge_rest(cards, request_id, now), f"rest of cake request {request_id}")] += 1
        return outcomes

    async def _guarded(self, work, what: str) -> str:
        try:
            return await work
        except Exception as error:  # one request's trouble never stops the others
            log_background_failure(log, f"cake payments: {what}", error)
            return "cake:failed"

    async def _open_page(self, after: int) -> list[tuple[int, int]]:
        async with self.sessionmaker() as session:
            return await CakeLedger(session).open_payments(after=after, limit=self.settings.payment_reconcile_page)

    async def _rests_due(self, now: datetime) -> list[int]:
        async with self.sessionmaker() as session:
            ledger = CakeLedger(session)
            hours = (await ledger.setup()).rest_charge_hours
            return await ledger.rests_due(now, hours, limit=self.settings.payment_reconcile_page)

    async def _in_transaction(self, cards: CardPayments, request_id: int, work) -> str:
        async with self.sessionmaker() as session:
            till = CakeTill(session, self.settings, self.clock, self.events, self.redis, cards)
            request = await till.ledger.lock_unless_busy(request_id)
            if request is None:
                return "cake:busy"
            outcome = await work(till, request)
            await session.commit()
            await run_after_commit_hooks(session)
            return outcome

    async def _settle_one(self, cards: CardPayments, request_id: int, payment_id: int) -> str:
        async def work(till: CakeTill, request: CakeRequest) -> str:
            payment = next((p for p in request.payments if p.id == payment_id), None)
            if payment is None or payment.card_state != CardPaymentState.AWAITING:
                return "cake:unchanged"
            if request.status in states.FINAL:
                await close_open_payments(cards, request, now=self.clock.now())
                return "cake:closed"
            if payment.purpose == CakePaymentPurpose.DEPOSIT and not _still_payable(request, payment):
                # A deposit of a quote replaced since, or of a request that moved on: never charged
                # without the customer (refunded at once if Stripe took it meanwhile).
                await close_open_payments(cards, request, now=self.clock.now(), only=payment)
                if payment.card_state == CardPaymentState.CAPTURED:
                    await refund(cards, request, payment.amount, reason=m.LATE_DEPOSIT_REASON, by=None, now=self.clock.now())
                return "cake:closed"
            await till.advance(request, payment)
            return f"cake:{payment.purpose.value}:{payment.card_state.value}"

        return await self._in_transaction(cards, request_id, work)

    async def _charge_rest(self, cards: CardPayments, request_id: int, now: datetime) -> str:
        async def work(till: CakeTill, request: CakeRequest) -> str:
            deposit = next((p for p in request.payments if p.purpose == CakePaymentPurpose.DEPOSIT), None)
            due = (
                request.status in CHARGEABLE
                and request.rest_payment == RestPayment.CARD_AUTO
                and request.saved_payment_method_id
                and request.rest_unpaid_at is None
                and deposit is not None
                and not any(p.purpose == CakePaymentPurpose.REST for p in request.payments)
            )
            if not due:
                return "cake:rest-unchanged"
            quote = quote_of(request, deposit)
            amount = rest_of(quote.price, quote.deposit_amount)
            if amount <= 0:
                return "cake:rest-none"
            return await self._charge(till, request, quote.id, amount, now)

        return await self._in_transaction(cards, request_id, work)

    async def _charge(self, till: CakeTill, request: CakeRequest, quote_id: int, amount, now: datetime) -> str:
        payment = CakePayment(
            purpose=CakePaymentPurpose.REST, quote_id=quote_id, amount=amount, card_attempts=1, records=[], refunds=[]
        )
        move(payment, CardPaymentState.AWAITING, at=now)
        request.payments.append(payment)
        await till.session.flush()
        assert request.saved_payment_method_id is not None
        try:
            intent = await till.cards.charge_card(
                customer_id=request.stripe_customer_id or "",
                payment_method=request.saved_payment_method_id,
                amount=amount,
                metadata=intent_metadata(request, payment, setup_id="", rest_payment=RestPayment.CARD_AUTO.value),
                key=f"cake-{request.id}-rest-{quote_id}-automatic",
                off_session=True,
            )
        except CardDeclined as declined:
            payment.intent_id = declined.intent_id
            payment.decline_message = declined.message
            await self._unpaid(till, request, payment, declined.message, now)
            return "cake:rest-declined"
        payment.intent_id = intent.id
        await till.session.flush()
        if intent.captured:
            await till.settle(request, payment, intent)
            return "cake:rest-paid"
        if intent.needs_action:
            await self._unpaid(till, request, payment, m.NEEDS_AUTHENTICATION, now)
            return "cake:rest-needs-customer"
        return "cake:rest-processing"

    async def _unpaid(self, till: CakeTill, request: CakeRequest, payment: CakePayment, why: str, now: datetime) -> None:
        """The saved card did not pay: the customer is mailed a link to pay online, the panel flags it."""
        request.rest_unpaid_at = now
        request.updated_at = now
        note(request, m.REST_UNPAID_NOTE, at=now)
        till.events.emit(till.session, cake_request_event(request))
        mail = mails.rest_unpaid(self.settings, request, quote_of(request, payment), why)
        queue_mail(till.session, mail, self.clock.now())  # sent at once, whatever moment the round was run for
        await till.session.flush()
