"""Order events: saved in the outbox with the change, published on Redis pub/sub after commit.

- `emit(session, payload)` adds the event to the request's transaction and, once it commits,
  publishes it at once from memory (stamped `committedAt`, the instant right after the commit):
  one Redis call and no read back.
- Marking the row published costs the order nothing: where the relay runs (every service
  process), the ids of the events published go into memory and the relay marks them on its next
  round, all in one UPDATE inside the transaction it opens anyway. A process that dies before
  that round leaves them unmarked: another relay publishes them again (listeners drop the copy by
  `eventId`), so nothing accepted is ever lost. Without a relay in the process (tests, relay
  off) the marks go at once, those published meanwhile together in one UPDATE (a group commit).
- If Redis does not answer then, the row stays unpublished and the relay (a task in each
  service) publishes it as soon as Redis is back: an accepted order is never left unannounced.
  The relay leaves rows younger than RELAY_GRACE to their own publisher, so the two rarely
  publish the same row (when they do, the `eventId` lets listeners drop the copy).
- Every user-service replica subscribes to the channel, so a panel connected to any replica
  hears every event. Delivery is at least once: each message carries its `eventId`.
"""

import asyncio
from collections.abc import Callable
import contextlib
from datetime import timedelta
import json
import logging
from typing import Any

from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from .clock import Clock
from .db import after_commit
from .errors import log_background_failure
from .metrics import EVENTS_PUBLISHED
from .models import OutboxEvent
from .outbox.repository import OutboxRepository

log = logging.getLogger(__name__)

ORDERS_CHANNEL = "bakery:orders"
# How old an unpublished row must be before the relay takes it from its own publisher.
RELAY_GRACE = timedelta(seconds=2)


def envelope(event: OutboxEvent, committed_at: str | None = None) -> str:
    """The message: the payload, its `eventId` and, when published right after its commit, the
    instant of that commit (`committedAt`, ISO 8601) for measuring how long delivery takes."""
    extra = {"committedAt": committed_at} if committed_at else {}
    return json.dumps({**event.payload, "eventId": event.id, **extra}, default=str, ensure_ascii=False)


class EventBus:
    def __init__(self, redis: Redis, sessionmaker: Callable[[], async_sessionmaker[AsyncSession]], clock: Clock) -> None:
        self.redis = redis
        self.clock = clock
        # Looked up on use: tests swap the app's sessionmaker after start-up.
        self._sessionmaker = sessionmaker
        self._redis_down_logged = False
        self._to_mark: list[tuple[int, asyncio.Future[None]]] = []
        self._marking = False
        # Set when this process runs the relay (app.py): it marks what was published meanwhile.
        self.marks_by_relay = False
        self._published: list[int] = []

    def emit(self, session: AsyncSession, payload: dict[str, Any], channel: str = ORDERS_CHANNEL) -> OutboxEvent:
        """Returns the row (added to the session; a caller may write it itself, see user-service's
        order placement, as long as it commits in the same transaction)."""
        event = OutboxEvent(channel=channel, payload=payload)
        session.add(event)

        async def publish_now() -> None:
            await self.publish_committed(event, committed_at=self.clock.now().isoformat())

        after_commit(session, publish_now)
        return event

    async def publish_committed(self, event: OutboxEvent, *, committed_at: str) -> bool:
        """Right after the commit: publish the row as it was written, then mark it published.
        Redis down: the row stays unpublished for the relay."""
        try:
            await self.redis.publish(event.channel, envelope(event, committed_at))
        except Exception:
            if not self._redis_down_logged:
                log.warning("redis unavailable: an event waits in the outbox")
                self._redis_down_logged = True
            return False
        if self.marks_by_relay:
            self._published.append(event.id)
        else:
            await self._mark_published(event.id)
        return True

    async def _mark_published(self, event_id: int) -> None:
        """Returns once the row is marked. Whoever finds no UPDATE under way runs them, taking every
        id queued meanwhile into the next one; the others wait for theirs."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._to_mark.append((event_id, done))
        if not self._marking:
            self._marking = True
            batch: list[tuple[int, asyncio.Future[None]]] = []
            try:
                while self._to_mark:
                    batch, self._to_mark = self._to_mark, []
                    try:
                        async with self._sessionmaker()() as session:
                            await OutboxRepository(session).mark_published([i for i, _ in batch], self.clock.now())
                            await session.commit()
                    except Exception:
                        # Published all the same; the relay may publish them again (listeners drop
                        # the copy by eventId).
                        log.warning("could not mark %d published event(s)", len(batch), exc_info=True)
                    for _, waiter in batch:
                        if not waiter.done():
                            waiter.set_result(None)
            finally:
                self._marking = False
                for _, waiter in [*batch, *self._to_mark]:  # cancelled half-way: nobody waits forever
                    if not waiter.done():
                        waiter.set_result(None)
                self._to_mark = []
        await done

    async def publish_pending(self, *, only_id: int | None = None, limit: int = 200) -> int:
        """Mark what was published since the last round, then publish unpublished events (oldest
        first; the relay's, so those older than RELAY_GRACE unless `only_id` names one), in one
        transaction; returns how many went out."""
        if only_id is None and not self._published and not await self._anything_to_relay():
            return 0
        published = 0
        marks, self._published = self._published, []
        try:
            async with self._sessionmaker()() as session:
                outbox = OutboxRepository(session)
                if marks:
                    await outbox.mark_published(marks, self.clock.now())
                events = await outbox.unpublished(limit=limit, only_id=only_id, older_than=RELAY_GRACE)
                for event in events:
                    try:
                        await self.redis.publish(event.channel, envelope(event))
                    except Exception:
                        if not self._redis_down_logged:
                            log.warning("redis unavailable: %d event(s) wait in the outbox", len(events) - published)
                            self._redis_down_logged = True
                        break
                    event.published_at = self.clock.now()
                    published += 1
                await session.commit()
        except BaseException:
            self._published[:0] = marks  # not written: the next round tries them again
            raise
        if published:
            EVENTS_PUBLISHED.inc(published)
            self._redis_down_logged = False
        return published

    async def _anything_to_relay(self) -> bool:
        """The idle relay's round: one indexed query, outside any transaction (no BEGIN, no COMMIT)."""
        async with self._sessionmaker()() as session:
            await session.connection(execution_options={"isolation_level": "AUTOCOMMIT"})
            return await OutboxRepository(session).any_for_relay(RELAY_GRACE)

    async def relay_forever(self, interval: float) -> None:
        """Publish what the after-commit attempt could not (Redis was down), and mark what it did."""
        try:
            while True:
                try:
                    await self.publish_pending()
                except asyncio.CancelledError:
                    raise
                except Exception as error:
                    log_background_failure(log, "outbox relay", error)
                await asyncio.sleep(interval)
        finally:
            if self._published:
                # Stopping: the marks of the last moment, so the other processes need not publish them again.
                with contextlib.suppress(Exception):
                    async with asyncio.timeout(1):
                        await self._write_marks()

    async def _write_marks(self) -> None:
        marks, self._published = self._published, []
        async with self._sessionmaker()() as session:
            await OutboxRepository(session).mark_published(marks, self.clock.now())
            await session.commit()
