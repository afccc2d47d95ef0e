"""Orders nobody answered: the business gets one mail per order still NEW after a set time.

Safe with several admin-service replicas: each order is claimed by one UPDATE ... RETURNING,
committed before its mail leaves, so no two replicas mail the same order.
"""

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
import logging

from fastapi import FastAPI
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from ..mail.mailer import Mailer
from ..models import BusinessSetup, Order, OrderStatus
from ..settings import Settings
from . import messages as m
from .notifications import staff_mail
from .read_models import load_order, order_detail

log = logging.getLogger(__name__)


async def alert_unanswered_orders(
    sessionmaker: async_sessionmaker[AsyncSession], mailer: Mailer, settings: Settings, *, now: datetime | None = None
) -> list[str]:
    """Mail the business about every order NEW for `unanswered_order_minutes`; returns their numbers."""
    minutes = settings.unanswered_order_minutes
    if minutes <= 0:
        return []
    now = now or datetime.now(UTC)
    async with sessionmaker() as session:
        claimed = list(
            await session.scalars(
                update(Order)
                .where(
                    Order.status == OrderStatus.NEW,
                    Order.unanswered_alert_sent_at.is_(None),
                    Order.created_at <= now - timedelta(minutes=minutes),
                )
                .values(unanswered_alert_sent_at=now)
                .returning(Order.id)
            )
        )
        business_email = await session.scalar(select(BusinessSetup.email).where(BusinessSetup.id == 1))
        mails = []
        for order_id in sorted(claimed):
            order = await load_order(session, Order.id == order_id)
            if order is None or not business_email:
                continue
            detail = await order_detail(session, order)
            mails.append((detail.orderNumber, staff_mail("order_unanswered", m.UNANSWERED_SUBJECT, business_email, detail, settings, minutes=minutes)))
        await session.commit()
    for _, mail in mails:
        try:
            await mailer.send(mail)
        except Exception:
            log.exception("unanswered-order mail failed")
    return [number for number, _ in mails]


def unanswered_orders_task(app: FastAPI):
    """admin-service's `on_start`: check every `unanswered_check_seconds` (0 disables)."""
    settings: Settings = app.state.settings

    async def run() -> None:
        interval = settings.unanswered_check_seconds
        if interval <= 0 or settings.unanswered_order_minutes <= 0:
            return
        sessionmaker: Callable[[], async_sessionmaker[AsyncSession]] = lambda: app.state.sessionmaker  # noqa: E731
        while True:
            try:
                await alert_unanswered_orders(sessionmaker(), app.state.mailer, settings)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("unanswered-order check failed; retrying")
            await asyncio.sleep(interval)

    return run()
