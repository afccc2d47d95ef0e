"""The websocket hub of one user-service replica.

It subscribes to the orders channel on Redis and pushes each event to the sockets that may see it:
staff (ADMIN, MANAGER) every order event; a customer the events of their own orders; a guest
the events of the one order whose secret link they hold. After Redis comes back it replays, from
the outbox, what was saved meanwhile, so no event is lost while the subscription was down.
"""

import asyncio
import contextlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
import json
import logging
import uuid
from typing import Any

from fastapi import WebSocket
from redis.asyncio import Redis
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bakery_shared.events import ORDERS_CHANNEL, envelope
from bakery_shared.models import OutboxEvent, Role
from bakery_shared.presence import PRESENCE_TTL, publish_presence, withdraw_presence

log = logging.getLogger(__name__)

# Who may see an event: written by the order service next to the payload, never sent to clients.
AUDIENCE = "_audience"
REPLAY_MARGIN = timedelta(minutes=1)


@dataclass(eq=False)
class Listener:
    socket: WebSocket
    role: Role | None = None
    user_id: int | None = None
    order_access: str | None = None  # SHA-256 of a guest's order link token
    queue: asyncio.Queue[str] = field(default_factory=lambda: asyncio.Queue(maxsize=500))

    @property
    def is_staff(self) -> bool:
        return self.role in (Role.ADMIN, Role.MANAGER)

    def may_see(self, audience: dict[str, Any]) -> bool:
        if self.is_staff:
            return True
        if self.user_id is not None and audience.get("userId") == self.user_id:
            return True
        return self.order_access is not None and audience.get("orderAccess") == self.order_access


class Hub:
    def __init__(self, redis: Redis, sessionmaker: Callable[[], async_sessionmaker[AsyncSession]]) -> None:
        self.redis = redis
        self._sessionmaker = sessionmaker
        self.listeners: set[Listener] = set()
        self.lost_at: datetime | None = None  # when the subscription last dropped
        self._seen: deque[int] = deque(maxlen=5000)
        self._seen_set: set[int] = set()
        self.subscribed = asyncio.Event()
        self.replica = uuid.uuid4().hex
        self._presence_changed = asyncio.Event()

    @property
    def staff_online(self) -> int:
        return sum(1 for listener in self.listeners if listener.is_staff)

    def add(self, listener: Listener) -> None:
        self.listeners.add(listener)
        self._presence_changed.set()

    def remove(self, listener: Listener) -> None:
        self.listeners.discard(listener)
        self._presence_changed.set()

    async def keep_presence(self) -> None:
        """Tell the other services how many staff panels this replica holds (see presence.py)."""
        while True:
            with contextlib.suppress(Exception):
                await publish_presence(self.redis, self.replica, self.staff_online)
            self._presence_changed.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(PRESENCE_TTL / 3):
                    await self._presence_changed.wait()

    def dispatch(self, raw: str) -> None:
        message = json.loads(raw)
        event_id = message.get("eventId")
        if isinstance(event_id, int):
            if event_id in self._seen_set:
                return  # at-least-once delivery: replay and pub/sub may both bring it
            if len(self._seen) == self._seen.maxlen:
                self._seen_set.discard(self._seen[0])
            self._seen.append(event_id)
            self._seen_set.add(event_id)
        audience = message.pop(AUDIENCE, {}) or {}
        text = json.dumps(message, ensure_ascii=False)
        for listener in list(self.listeners):
            if listener.may_see(audience):
                try:
                    listener.queue.put_nowait(text)
                except asyncio.QueueFull:
                    log.warning("a websocket is not reading; dropping its connection")
                    self.remove(listener)

    async def _replay_missed(self) -> None:
        """Events saved since the subscription dropped (with a margin: ids are handed out before
        commit, so order by time, and let the seen-set drop what already went out)."""
        if self.lost_at is None:
            return  # first subscription: panels fetch the table when they connect
        async with self._sessionmaker()() as session:
            missed = await session.scalars(
                select(OutboxEvent)
                .where(OutboxEvent.channel == ORDERS_CHANNEL, OutboxEvent.created_at >= self.lost_at - REPLAY_MARGIN)
                .order_by(OutboxEvent.id)
            )
            for event in missed:
                self.dispatch(envelope(event))
        self.lost_at = None

    async def run(self) -> None:
        presence = asyncio.create_task(self.keep_presence())
        try:
            await self._listen_forever()
        finally:
            presence.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await presence
            # A replica that stops stops counting at once, not when its key expires.
            with contextlib.suppress(Exception, TimeoutError):
                async with asyncio.timeout(1):
                    await withdraw_presence(self.redis, self.replica)

    async def _listen_forever(self) -> None:
        """Subscribe, replay what was missed, listen; start over whenever Redis drops."""
        backoff = 0.2
        while True:
            pubsub = self.redis.pubsub()
            try:
                await pubsub.subscribe(ORDERS_CHANNEL)
                await self._replay_missed()
                self.subscribed.set()
                backoff = 0.2
                task = asyncio.current_task()
                while True:
                    message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=0.5)
                    # redis-py can swallow a cancellation while it waits: honour it here.
                    if task is not None and task.cancelling():
                        raise asyncio.CancelledError
                    if message is not None and message.get("type") == "message":
                        self.dispatch(message["data"])
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self.subscribed.is_set():
                    self.lost_at = datetime.now(UTC)
                self.subscribed.clear()
                log.warning("orders subscription lost (%s); retrying in %.1fs", type(exc).__name__, backoff)
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 5.0)
            finally:
                # A subscription cancelled half-way through connecting can leave aclose() waiting
                # on its connection's lock: give it a moment, never the whole shutdown.
                with contextlib.suppress(Exception, TimeoutError):
                    async with asyncio.timeout(1):
                        await pubsub.aclose()
