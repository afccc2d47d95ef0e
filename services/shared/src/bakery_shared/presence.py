"""How many staff panels are connected, across every user-service replica (kept in Redis).

Each replica writes its own count under its own key with a short expiry and refreshes it, so a
replica that dies stops counting within PRESENCE_TTL seconds.
"""

from redis.asyncio import Redis

PRESENCE_PREFIX = "bakery:panels:"
PRESENCE_TTL = 30


async def publish_presence(redis: Redis, replica: str, staff_online: int) -> None:
    await redis.set(f"{PRESENCE_PREFIX}{replica}", staff_online, ex=PRESENCE_TTL)


async def withdraw_presence(redis: Redis, replica: str) -> None:
    await redis.delete(f"{PRESENCE_PREFIX}{replica}")


async def staff_panels_online(redis: Redis) -> int:
    """Staff panels connected anywhere; raises if Redis does not answer (callers treat that as none)."""
    total = 0
    async for key in redis.scan_iter(match=f"{PRESENCE_PREFIX}*", count=100):
        value = await redis.get(key)
        total += int(value or 0)
    return total
