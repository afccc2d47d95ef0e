"""The reconciliation job: a lost webhook or a closed browser never leaves a payment stuck.

Every `payment_reconcile_seconds` user-service re-checks every order whose card payment may still
move, however many, a page at a time and the most urgent first (`open_card_payments`): awaiting a
card (settled if Stripe authorized it; given up, its stock and capacity back, once its hold
lapsed), then authorized but not captured (captured or cancelled elsewhere; flagged to the
business once when near Stripe's 7-day limit). Each order is handled in a transaction of its own
under its row lock, taken with SKIP LOCKED: with several replicas, or a request settling the order
right now, nobody waits and nothing is done twice. The custom cakes' card payments follow in the
same round (user_service.cakes.rest_charging).
"""

import asyncio
from collections import Counter
from datetime import datetime
import html
import logging

from fastapi import FastAPI
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.db import run_after_commit_hooks
from bakery_shared.errors import log_background_failure
from bakery_shared.events import EventBus
from bakery_shared.mail import queue_mail
from bakery_shared.mail.mailer import Mail
from bakery_shared.models import Order
from bakery_shared.money import ro_money
from bakery_shared.payments.cards import CardPayments
from bakery_shared.settings import Settings

from ..cakes.rest_charging import CakeRound
from ..realtime.presence import PanelCount
from . import messages as m
from .repository import OpenPaymentKey, PaymentRepository
from .service import CardDesk

log = logging.getLogger(__name__)


class Reconciliation:
    def __init__(
        self, sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, clock: Clock, events: EventBus, redis: Redis
    ) -> None:
        self.sessionmaker = sessionmaker
        self.settings = settings
        self.clock = clock
        self.events = events
        self.redis = redis
        self.panels = PanelCount(redis)

    async def run(self, now: datetime | None = None) -> Counter[str]:
        """One round at `now` (the clock's by default); what happened, counted by outcome."""
        now = now or self.clock.now()
        outcomes: Counter[str] = Counter()
        async with CardPayments(self.settings) as cards:
            after: OpenPaymentKey | None = None
            while page := await self._page(after):
                for key in page:
                    try:
                        outcomes[await self._one(cards, key.order_id, now)] += 1
                    except Exception as error:  # one order's trouble never stops the others
                        log_background_failure(log, f"payment reconciliation of order {key.order_id}", error)
                        outcomes["failed"] += 1
                after = page[-1]
            # The custom cakes' deposits and rests: settled when the browser never came back,
            # the rest charged from the saved card when its time comes.
            outcomes += await CakeRound(self.sessionmaker, self.settings, self.clock, self.events, self.redis).run(cards, now)
        return outcomes

    async def _page(self, after: OpenPaymentKey | None) -> list[OpenPaymentKey]:
        async with self.sessionmaker() as session:
            return await PaymentRepository(session).open_card_payments(after=after, limit=self.settings.payment_reconcile_page)

    async def _one(self, cards: CardPayments, order_id: int, now: datetime) -> str:
        async with self.sessionmaker() as session:
            desk = CardDesk(session, self.settings, self.clock, self.events, self.redis, cards, self.panels)
            order = await desk.payments.lock_unless_busy(order_id)
            if order is None:
                return "busy"
            settled = await desk.reconcile(order, now)
            outcome = order.status.value if settled is None else f"{settled.value}:{order.status.value}"
            if desk.authorization_ageing(order, now):
                await self._flag_expiry(desk, order, now)
                outcome = "flagged"
            await session.commit()
            await run_after_commit_hooks(session)
            return outcome

    async def _flag_expiry(self, desk: CardDesk, order: Order, now: datetime) -> None:
        """Once per order: the business is told to accept or reject before Stripe drops the hold."""
        payment = order.payment
        assert payment is not None and payment.authorized_at is not None
        payment.expiry_flagged_at = now
        text = m.EXPIRY_TEXT.format(
            number=order.order_number,
            amount=ro_money(order.total_price),
            authorized=payment.authorized_at.astimezone(BUSINESS_ZONE).strftime("%d-%m-%Y, ora %H:%M"),
            link=f"{self.settings.public_url}/comenzi/{order.id}",
        )
        subject = m.EXPIRY_SUBJECT.format(number=order.order_number)
        for address in await desk.payments.alert_emails():
            body = "".join(f"<p>{html.escape(part)}</p>" for part in text.split("\n\n"))
            mail = Mail(to=address, subject=subject, html=body, text=text, purpose="card_expiry")
            queue_mail(desk.session, mail, self.clock.now())  # sent at once, whatever moment the round was run for
        await desk.session.flush()


async def watch_card_payments(app: FastAPI) -> None:
    """user-service's background task: a round every `payment_reconcile_seconds` (0 disables)."""
    settings: Settings = app.state.settings
    interval = settings.payment_reconcile_seconds
    if interval <= 0 or not settings.card_payments_configured:
        return
    while True:
        try:
            await Reconciliation(app.state.sessionmaker, settings, app.state.clock, app.state.events, app.state.redis).run()
        except asyncio.CancelledError:
            raise
        except Exception as error:
            log_background_failure(log, "payment reconciliation", error)
        await asyncio.sleep(interval)
