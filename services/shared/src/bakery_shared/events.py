"""Order events: saved in the outbox with the change, published on Redis pub/sub after commit.

- `emit(session, payload)` adds the event to the request's transaction and, once it commits,
  publishes it at once.
- If Redis does not answer then, the row stays unpublished and the relay (a task in each
  service) publishes it as soon as Redis is back: an accepted order is never left unannounced.
- Every user-service replica subscribes to the channel, so a panel connected to any replica
  hears every event. Delivery is at least once: each message carries its `eventId`.
"""

import asyncio
from collections.abc import Callable
from datetime import UTC, datetime
import json
import logging
from typing import Any

from redis.asyncio import Redis
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from .db import after_commit
from .models import OutboxEvent

log = logging.getLogger(__name__)

ORDERS_CHANNEL = "bakery:orders"


def envelope(event: OutboxEvent) -> str:
    return json.dumps({**event.payload, "eventId": event.id}, default=str, ensure_ascii=False)


class EventBus:
    def __init__(self, redis: Redis, sessionmaker: Callable[[], async_sessionmaker[AsyncSession]]) -> None:
        self.redis = redis
        # Looked up on use: tests swap the app's sessionmaker after start-up.
        self._sessionmaker = sessionmaker
        self._redis_down_logged = False

    def emit(self, session: AsyncSession, payload: dict[str, Any], channel: str = ORDERS_CHANNEL) -> None:
        event = OutboxEvent(channel=channel, payload=payload)
        session.add(event)

        async def publish_now() -> None:
            await self.publish_pending(only_id=event.id)

        after_commit(session, publish_now)

    async def publish_pending(self, *, only_id: int | None = None, limit: int = 200) -> int:
        """Publish unpublished events (oldest first); returns how many went out."""
        published = 0
        async with self._sessionmaker()() as session:
            query = select(OutboxEvent).where(OutboxEvent.published_at.is_(None)).order_by(OutboxEvent.id).limit(limit)
            if only_id is not None:
                query = query.where(OutboxEvent.id == only_id)
            # SKIP LOCKED: several replicas relay side by side without publishing a row twice.
            events = list(await session.scalars(query.with_for_update(skip_locked=True)))
            for event in events:
                try:
                    await self.redis.publish(event.channel, envelope(event))
                except Exception:
                    if not self._redis_down_logged:
                        log.warning("redis unavailable: %d event(s) wait in the outbox", len(events) - published)
                        self._redis_down_logged = True
                    break
                event.published_at = datetime.now(UTC)
                published += 1
            await session.commit()
        if published:
            self._redis_down_logged = False
        return published

    async def relay_forever(self, interval: float) -> None:
        """Publish what the after-commit attempt could not (Redis was down)."""
        while True:
            try:
                await self.publish_pending()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("outbox relay failed; retrying")
            await asyncio.sleep(interval)
