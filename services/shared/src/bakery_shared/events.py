"""New-order and order-status events over Redis pub/sub, published only after commit.

Every replica of user-service subscribes to the channel, so a panel connected to
any replica receives every event.
"""

import json
import logging
from typing import Any

from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from .db import after_commit

log = logging.getLogger(__name__)

ORDERS_CHANNEL = "bakery:orders"


class EventBus:
    def __init__(self, redis: Redis) -> None:
        self.redis = redis

    async def publish(self, payload: dict[str, Any], channel: str = ORDERS_CHANNEL) -> int:
        return await self.redis.publish(channel, json.dumps(payload, default=str))

    def publish_after_commit(self, session: AsyncSession, payload: dict[str, Any], channel: str = ORDERS_CHANNEL) -> None:
        async def publish() -> None:
            await self.publish(payload, channel)

        after_commit(session, publish)
