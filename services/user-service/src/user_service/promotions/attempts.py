"""Coupon codes typed per client: every call carrying a code (a quote or an order) counts, whether
the code exists or not, so codes cannot be guessed by the thousand (429 past the limit, with the
abuse limits' usual message and Retry-After)."""

from redis.asyncio import Redis

from bakery_shared.settings import Settings

from ..auth.limits import COUPON_PER_CLIENT, AbuseLimiter


async def count_coupon_attempt(redis: Redis, settings: Settings, code: str | None, client: str) -> None:
    if code:
        await AbuseLimiter(redis, settings).hit((COUPON_PER_CLIENT, client))
