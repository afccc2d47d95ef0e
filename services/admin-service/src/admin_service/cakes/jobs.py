"""What happens to custom cake requests with time alone, checked by admin-service in the background
as often as the unanswered orders are:
- a quote not accepted by its last valid day expires (the system moves the request, the panels hear);
- a paid cake whose last day of changes has passed is locked;
- the owner is mailed once about a request waiting for a quote longer than the setup allows (0: never);
- the customer of a paid cake is reminded the day before the event (from REMINDER_FROM, once).

Each job runs in its own transaction, so one that fails leaves the others done. Safe with several
replicas: moves take the rows they change with SKIP LOCKED (a request a staff member holds is left
for the next round), and the mails are claimed by one UPDATE ... RETURNING in the transaction that
queues them, so each goes once."""

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import time, timedelta
import logging

from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bakery_shared.cakes import states
from bakery_shared.cakes.events import cake_request_event
from bakery_shared.clock import Clock
from bakery_shared.db import run_after_commit_hooks
from bakery_shared.errors import log_background_failure
from bakery_shared.events import EventBus
from bakery_shared.mail import queue_mail
from bakery_shared.models import CakeRequest, CakeRequestStatus
from bakery_shared.settings import Settings

from ..orders.alerts import _OutboxOnly
from ..orders.production_list import day_bounds
from ..orders.repository import StaffOrderRepository
from . import messages as m
from .mails import reminder_mail, waiting_mail
from .repository import CakeRequestRepository
from .views import rest_due

log = logging.getLogger(__name__)

S = CakeRequestStatus
# The reminder is not mailed in the night: from this hour of the day before.
REMINDER_FROM = time(9, 0)


@dataclass
class CakeJobsDone:
    """The requests each job touched, by id."""

    expired: list[int] = field(default_factory=list)
    locked: list[int] = field(default_factory=list)
    alerted: list[int] = field(default_factory=list)
    reminded: list[int] = field(default_factory=list)


class _Round:
    def __init__(self, session: AsyncSession, settings: Settings, clock: Clock, events: EventBus | None) -> None:
        self.session = session
        self.settings = settings
        self.clock = clock
        self.events = events or _OutboxOnly()
        self.requests = CakeRequestRepository(session)

    def _moved(self, requests: list[CakeRequest], to: CakeRequestStatus, note: str) -> list[int]:
        now = self.clock.now()
        for request in requests:
            states.move(request, to, at=now, message=note)
        return [r.id for r in requests]

    async def expire_quotes(self) -> list[int]:
        """Quotes past their last valid day: the request expires (no deposit was paid, nothing held)."""
        expired = await self.requests.quoted_past_validity(self.clock.today())
        ids = self._moved(expired, S.EXPIRED, m.EXPIRED_NOTE)
        await self._announced(expired)
        return ids

    async def lock_requests(self) -> list[int]:
        """Paid cakes past their last day of changes: nothing changes any more."""
        locked = await self.requests.accepted_past_lock(self.clock.today())
        ids = self._moved(locked, S.LOCKED, m.LOCKED_NOTE)
        await self._announced(locked)
        return ids

    async def _announced(self, requests: list[CakeRequest]) -> None:
        await self.session.flush()
        for request in requests:
            self.events.emit(self.session, cake_request_event(request))

    async def alert_waiting(self) -> list[int]:
        hours = (await self.requests.setup()).alert_after_hours
        addresses = await StaffOrderRepository(self.session).alert_emails()
        if hours <= 0 or not addresses:
            return []
        now = self.clock.now()
        claimed = await self.requests.claim_waiting(now - timedelta(hours=hours), now)
        for request in await self.requests.many(claimed):
            for address in addresses:
                queue_mail(self.session, waiting_mail(request, address, hours=hours, settings=self.settings), now)
        return claimed

    async def remind_customers(self) -> list[int]:
        local = self.clock.local_now()
        if local.time() < REMINDER_FROM:
            return []
        now = self.clock.now()
        claimed = await self.requests.claim_reminders(*day_bounds(local.date() + timedelta(days=1)), now)
        for request in await self.requests.many(claimed):
            location = await self.requests.pickup_location_name(request.pickup_location_id)
            queue_mail(self.session, reminder_mail(request, location=location, due=rest_due(request)), now)
        return claimed


async def run_cake_jobs(
    sessionmaker: async_sessionmaker[AsyncSession], settings: Settings, clock: Clock, events: EventBus | None = None
) -> CakeJobsDone:
    done = CakeJobsDone()
    jobs: list[tuple[str, Callable[[_Round], Awaitable[list[int]]]]] = [
        ("expired", _Round.expire_quotes),
        ("locked", _Round.lock_requests),
        ("alerted", _Round.alert_waiting),
        ("reminded", _Round.remind_customers),
    ]
    for name, job in jobs:
        try:
            async with sessionmaker() as session:
                setattr(done, name, await job(_Round(session, settings, clock, events)))
                await session.commit()
                await run_after_commit_hooks(session)  # publishes the events, wakes the mail sender
        except asyncio.CancelledError:
            raise
        except Exception as error:
            log_background_failure(log, f"custom cake job {name}", error)
    return done


async def watch_cake_requests(app: FastAPI) -> None:
    """admin-service's background task: every `unanswered_check_seconds` (0 disables it)."""
    settings: Settings = app.state.settings
    interval = settings.unanswered_check_seconds
    if interval <= 0:
        return
    while True:
        await run_cake_jobs(app.state.sessionmaker, settings, app.state.clock, app.state.events)
        await asyncio.sleep(interval)
