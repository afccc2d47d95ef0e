"""How many staff panels are connected, across every user-service process and replica (in Redis).

Each process writes its own count under its own key with a short expiry and refreshes it, so a
process that dies stops counting within PRESENCE_TTL seconds. The keys' names are kept in one set,
and the total is summed inside Redis by one script: one round trip however many processes there
are (a name whose key expired is dropped from the set there).

A placing process does not ask for every order: `PanelCount` keeps an answer of "some panels" for a
second (see there).
"""

import asyncio
from collections.abc import Callable
import time

from redis.asyncio import Redis

PRESENCE_PREFIX = "bakery:panels:"
PRESENCE_REPLICAS = "bakery:panels-replicas"
PRESENCE_TTL = 30

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
        await pipe.execute()


async def withdraw_presence(redis: Redis, replica: str) -> None:
    async with redis.pipeline(transaction=True) as pipe:
        pipe.delete(f"{PRESENCE_PREFIX}{replica}")
        pipe.srem(PRESENCE_REPLICAS, replica)
        await pipe.execute()


async def staff_panels_online(redis: Redis) -> int:
    """Staff panels connected anywhere; raises if Redis does not answer (callers treat that as none)."""
    return int(await redis.eval(_SUM, 1, PRESENCE_REPLICAS, PRESENCE_PREFIX))


class PanelCount:
    """Staff panels connected anywhere, as a placing process asks for each order it saves (no panel:
    the business is mailed). During a rush the answer is nearly always "some", and asking Redis for
    every order cost a round trip on the order's path: an answer of some panels is kept for
    `keep_seconds`, so a process asks at most once a second while panels are open. An answer of
    none is never kept, so the first order after the last panel closes is at most `keep_seconds`
    late to be noticed (presence itself is a refresh away from exact: PRESENCE_TTL), and every
    order while nobody watches asks again. Redis not answering counts as none: nobody can hear."""

    def __init__(
        self,
        redis: Redis,
        here: Callable[[], int] = lambda: 0,
        *,
        keep_seconds: float = 1.0,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.redis = redis
        self.here = here
        self.keep_seconds = keep_seconds
        self.monotonic = monotonic
        self._kept: tuple[int, float] | None = None  # (panels, until)

    async def __call__(self) -> int:
        here = self.here()
        if here > 0:
            return here  # this very process holds a panel
        if self._kept is not None and self.monotonic() < self._kept[1]:
            return self._kept[0]
        try:
            async with asyncio.timeout(2):
                panels = await staff_panels_online(self.redis)
        except Exception:
            panels = 0
        self._kept = (panels, self.monotonic() + self.keep_seconds) if panels > 0 else None
        return panels


def panel_count(app) -> PanelCount:
    """The process's own count (one per app, so its kept answer serves every request), knowing the
    panels of the process's own hub, if it has one."""
    count = getattr(app.state, "panel_count", None)
    if count is None:
        state = app.state
        count = state.panel_count = PanelCount(
            state.redis, lambda: hub.staff_online if (hub := getattr(state, "hub", None)) is not None else 0
        )
    return count
