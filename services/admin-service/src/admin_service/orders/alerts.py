"""Orders nobody answered: the business gets one mail per order still NEW after a set time.

Safe with several admin-service replicas: each order is claimed by one UPDATE ... RETURNING in
the transaction that queues its mail, so no two replicas mail the same order and a claimed order
always has its mail.

An order paid online that nobody answered is also rejected by the system, its card's
authorization cancelled so the customer's money is free at once (rather than held for days), and
the customer is mailed as on any rejection. Should Stripe not answer, that order is left NEW and
unclaimed, to be tried again at the next check.
"""

import asyncio
from datetime import timedelta
import logging
from typing import Any

from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bakery_shared.clock import Clock
from bakery_shared.db import run_after_commit_hooks
from bakery_shared.errors import AppError, log_background_failure
from bakery_shared.events import ORDERS_CHANNEL, EventBus
from bakery_shared.mail import queue_mail
from bakery_shared.models import Order, OrderStatus, OutboxEvent
from bakery_shared.orders.notifications import staff_mail
from bakery_shared.orders.schemas import OrderDetailOut
from bakery_shared.orders.service import order_detail
from bakery_shared.payments.cards import CardPayments
from bakery_shared.settings import Settings

from ..payments.card_steps import online_payment
from . import messages as m
from .notifications import card_words
from .repository import StaffOrderRepository
from .service import OrderLifecycle

log = logging.getLogger(__name__)


class _OutboxOnly:
    """Without the app's event bus (a script, a test): the outbox relay publishes the event later."""

    def emit(self, session: AsyncSession, payload: dict[str, Any], channel: str = ORDERS_CHANNEL) -> OutboxEvent:
        event = OutboxEvent(channel=channel, payload=payload)
        session.add(event)
        return event


async def _reject_unpaid_wait(lifecycle: OrderLifecycle, order: Order) -> OrderDetailOut | None:
    """The system rejects an online order nobody answered, releasing its card's authorization; None
    when Stripe could not be reached (the order stays NEW, to be claimed again next time)."""
    order_id, number = order.id, order.order_number  # read now: a rolled-back savepoint expires the row
    try:
        async with lifecycle.session.begin_nested():
            return await lifecycle.announced(await lifecycle.reject_locked(order, m.UNANSWERED_REJECTION))
    except AppError as error:
        log_background_failure(log, f"rejecting unanswered order {number}", error)
        await StaffOrderRepository(lifecycle.session).unclaim(order_id)
        return None


async def alert_unanswered_orders(
    sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, clock: Clock, events: EventBus | None = None
) -> list[str]:
    """Mail the business about every order NEW for `unanswered_order_minutes` since the staff could
    see it (placed, or its card authorized; rejecting those paid online); returns their numbers."""
    minutes = settings.unanswered_order_minutes
    if minutes <= 0:
        return []
    now = clock.now()
    async with sessionmaker() as session, CardPayments(settings) as cards:
        orders = StaffOrderRepository(session)
        claimed = await orders.claim_unanswered(now - timedelta(minutes=minutes), now)
        # The business, and the second address the owner set (e.g. their phone's).
        addresses = await orders.alert_emails()
        bus = events or _OutboxOnly()
        system = OrderLifecycle(session, principal=None, events=bus, settings=settings, clock=clock, cards=cards)  # type: ignore[arg-type]
        mailed = []
        for order_id in claimed:
            order = await orders.get(order_id)
            if order is None:
                continue
            detail = await _answered_by_system(system, order)
            if detail is None or not addresses:
                continue
            for address in addresses:
                mail = staff_mail(
                    "order_unanswered", m.UNANSWERED_SUBJECT, address, detail, settings, minutes=minutes, **card_words(order)
                )
                queue_mail(session, mail, now)
            mailed.append(detail.orderNumber)
        await session.commit()
        await run_after_commit_hooks(session)  # wakes this process's mail sender
    return mailed


async def _answered_by_system(system: OrderLifecycle, order: Order) -> OrderDetailOut | None:
    """The order as the business's alert shows it: rejected by the system when paid online."""
    if online_payment(order) is None or order.status != OrderStatus.NEW:
        return await order_detail(system.session, order)
    return await _reject_unpaid_wait(system, order)


async def watch_unanswered_orders(app: FastAPI) -> None:
    """admin-service's background task: check every `unanswered_check_seconds` (0 disables)."""
    settings: Settings = app.state.settings
    interval = settings.unanswered_check_seconds
    if interval <= 0 or settings.unanswered_order_minutes <= 0:
        return
    while True:
        try:
            await alert_unanswered_orders(app.state.sessionmaker, settings, app.state.clock, app.state.events)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            log_background_failure(log, "unanswered-order check", error)
        await asyncio.sleep(interval)
