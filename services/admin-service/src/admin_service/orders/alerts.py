"""Orders nobody answered: the business gets one mail per order still NEW after a set time.

Safe with several admin-service replicas: each order is claimed by one UPDATE ... RETURNING in
the transaction that queues its mail, so no two replicas mail the same order and a claimed order
always has its mail.
"""

import asyncio
from datetime import timedelta
import logging

from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bakery_shared.clock import Clock
from bakery_shared.db import run_after_commit_hooks
from bakery_shared.errors import log_background_failure
from bakery_shared.mail import queue_mail
from bakery_shared.orders.notifications import staff_mail
from bakery_shared.orders.service import order_detail
from bakery_shared.settings import Settings

from . import messages as m
from .repository import StaffOrderRepository

log = logging.getLogger(__name__)


async def alert_unanswered_orders(sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, clock: Clock) -> list[str]:
    """Mail the business about every order NEW for `unanswered_order_minutes`; returns their numbers."""
    minutes = settings.unanswered_order_minutes
    if minutes <= 0:
        return []
    now = clock.now()
    async with sessionmaker() as session:
        orders = StaffOrderRepository(session)
        claimed = await orders.claim_unanswered(now - timedelta(minutes=minutes), now)
        # The business, and the second address the owner set (issue 12).
        addresses = await orders.alert_emails()
        mailed = []
        for order_id in claimed:
            order = await orders.get(order_id)
            if order is None or not addresses:
                continue
            detail = await order_detail(session, order)
            for address in addresses:
                mail = staff_mail("order_unanswered", m.UNANSWERED_SUBJECT, address, detail, settings, minutes=minutes)
                queue_mail(session, mail, now)
            mailed.append(detail.orderNumber)
        await session.commit()
        await run_after_commit_hooks(session)  # wakes this process's mail sender
    return mailed


async def watch_unanswered_orders(app: FastAPI) -> None:
    """admin-service's background task: check every `unanswered_check_seconds` (0 disables)."""
    settings: Settings = app.state.settings
    interval = settings.unanswered_check_seconds
    if interval <= 0 or settings.unanswered_order_minutes <= 0:
        return
    while True:
        try:
            await alert_unanswered_orders(app.state.sessionmaker, settings, app.state.clock)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            log_background_failure(log, "unanswered-order check", error)
        await asyncio.sleep(interval)
