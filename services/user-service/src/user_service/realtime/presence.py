"""How many staff panels are connected, across every user-service process and replica (in Redis).

Each process writes its own count under its own key with a short expiry and refreshes it, so a
process that dies stops counting within PRESENCE_TTL seconds. The keys' names are kept in one set,
and the total is summed inside Redis by one script: one round trip however many processes there
are (a name whose key expired is dropped from the set there).

Placing an order asks whether any panel is open (no panel: the business is mailed). It does not
ask Redis: `PanelsOnline` keeps the total per process, summed again whenever a replica writes its
count (each write is announced on PRESENCE_CHANNEL) and every PANELS_RESUM_SECONDS (a process that
died announces nothing: its key expires). Until it has a total, or while Redis is away, orders ask
Redis themselves, as before.
"""

import asyncio
from collections.abc import Awaitable
import contextlib
import logging

from fastapi import FastAPI
from redis.asyncio import Redis

log = logging.getLogger(__name__)

PRESENCE_PREFIX = "bakery:panels:"
PRESENCE_REPLICAS = "bakery:panels-replicas"
PRESENCE_TTL = 30
# Announces that a replica wrote (or withdrew) its count.
PRESENCE_CHANNEL = "bakery:panels-changed"
# How often a process sums the counts again without being told: an expired key (a process that
# died) is noticed within PRESENCE_TTL and this.
PANELS_RESUM_SECONDS = 1.0

_SUM = """
local total = 0
for _, replica in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local count = redis.call('GET', ARGV[1] .. replica)
  if count then
    total = total + tonumber(count)
  else
    redis.call('SREM', KEYS[1], replica)
  end
end
return total
"""


async def publish_presence(redis: Redis, replica: str, staff_online: int) -> None:
    async with redis.pipeline(transaction=True) as pipe:
        pipe.set(f"{PRESENCE_PREFIX}{replica}", staff_online, ex=PRESENCE_TTL)
        pipe.sadd(PRESENCE_REPLICAS, replica)
        pipe.publish(PRESENCE_CHANNEL, replica)
        await pipe.execute()


async def withdraw_presence(redis: Redis, replica: str) -> None:
    async with redis.pipeline(transaction=True) as pipe:
        pipe.delete(f"{PRESENCE_PREFIX}{replica}")
        pipe.srem(PRESENCE_REPLICAS, replica)
        pipe.publish(PRESENCE_CHANNEL, replica)
        await pipe.execute()


async def staff_panels_online(redis: Redis) -> int:
    """Staff panels connected anywhere; raises if Redis does not answer (callers treat that as none)."""
    return int(await redis.eval(_SUM, 1, PRESENCE_REPLICAS, PRESENCE_PREFIX))


class PanelsOnline:
    """The staff panels connected anywhere, as this process last summed them (see the module's
    text). One per Redis client: `of(redis)` finds the one running for the app's client."""

    _running: dict[int, "PanelsOnline"] = {}

    def __init__(self, redis: Redis) -> None:
        self.redis = redis
        self.total: int | None = None  # None: not known now (orders ask Redis)
        self.changed = asyncio.Event()  # set after every sum (tests wait on it)

    @classmethod
    def of(cls, redis: Redis) -> "PanelsOnline | None":
        return cls._running.get(id(redis))

    async def _sum(self) -> None:
        self.total = await staff_panels_online(self.redis)
        self.changed.set()

    async def run(self) -> None:
        """Kept fresh for the process's lifetime; forgets the total while Redis is away."""
        PanelsOnline._running[id(self.redis)] = self
        try:
            while True:
                try:
                    await self._follow()
                except asyncio.CancelledError:
                    raise
                except Exception:
                    log.warning("staff panel count unavailable: orders ask Redis until it is back")
                self.total = None
                await asyncio.sleep(PANELS_RESUM_SECONDS)
        finally:
            self.total = None
            PanelsOnline._running.pop(id(self.redis), None)

    async def _follow(self) -> None:
        pubsub = self.redis.pubsub()
        try:
            await pubsub.subscribe(PRESENCE_CHANNEL)
            await self._sum()  # subscribed first: no write falls between the sum and the listening
            while True:
                message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=PANELS_RESUM_SECONDS)
                # Told or not, the sum again: told, to see the write; not, to drop an expired key.
                while message is not None and (more := await pubsub.get_message(ignore_subscribe_messages=True)):
                    message = more  # a burst of writes: one sum for all of them
                await self._sum()
        finally:
            with contextlib.suppress(Exception):
                await pubsub.aclose()


def watch_panels(app: FastAPI) -> Awaitable[None]:
    """The app's background task keeping its `PanelsOnline` (see user_service.main)."""
    return PanelsOnline(app.state.redis).run()
