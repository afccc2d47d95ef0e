"""Abuse limits on anonymous calls that cost the shop something: a mail sent to an address (reset,
confirmation), an account, a guest order holding limited stock. One mechanism for all of them,
and for the calls still to come (subscribe, book a table): name a `Limit` after the setting that
gives its count and call `AbuseLimiter.hit` with what the call is counted by.

Fixed windows in Redis, so every replica and worker counts together: the first call of a window
creates its counter with the window's expiry, each call adds one, and a call past the count is
answered 429 in the error shape with a Romanian message and `Retry-After` (the counter's time
left). Keys are `limit:<name>:<SHA-256 of the value>`: never the raw e-mail or address, so a key is
small and names nobody, whatever the caller sent.

While Redis does not answer, the limits fail open to counts kept in this process (as the login
throttle does: bakery_shared.auth.counts): a shop whose Redis restarts keeps taking orders, with
per-process limits for those few minutes.
"""

from dataclasses import dataclass
import logging

from redis.asyncio import Redis

from bakery_shared.auth.counts import FailOpen, LocalCounts, digest, too_many
from bakery_shared.settings import Settings

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Limit:
    """At most `settings.<setting>` calls per `abuse_window_seconds` for one value (an address, a client)."""

    name: str
    setting: str

    def count(self, settings: Settings) -> int:
        return int(getattr(settings, self.setting))


RESET_MAIL_PER_ADDRESS = Limit("reset-mail:address", "reset_mails_per_address")
RESET_MAIL_PER_CLIENT = Limit("reset-mail:client", "reset_mails_per_client")
# Registration mails its address (a confirmation link, or a note to the owner of a known address).
REGISTER_PER_ADDRESS = Limit("register:address", "registrations_per_address")
REGISTER_PER_CLIENT = Limit("register:client", "registrations_per_client")
GUEST_ORDER_PER_EMAIL = Limit("guest-order:email", "guest_orders_per_email")
GUEST_ORDER_PER_CLIENT = Limit("guest-order:client", "guest_orders_per_client")
# Each newsletter subscription mails the address a confirmation link.
SUBSCRIBE_PER_ADDRESS = Limit("subscribe:address", "subscriptions_per_address")
SUBSCRIBE_PER_CLIENT = Limit("subscribe:client", "subscriptions_per_client")
BOOKING_PER_EMAIL = Limit("booking:email", "bookings_per_email")
BOOKING_PER_CLIENT = Limit("booking:client", "bookings_per_client")
CAKE_REQUEST_PER_CLIENT = Limit("cake-request:client", "cake_requests_per_client")
CAKE_REQUEST_PER_EMAIL = Limit("cake-request:email", "cake_requests_per_email")
# Checkout limits: the days offered for a cart read the whole calendar and capacity.
AVAILABLE_DAYS_PER_CLIENT = Limit("available-days:client", "available_days_per_client")
# Every call carrying a coupon code (a quote or an order): codes cannot be guessed by the thousand.
COUPON_PER_CLIENT = Limit("coupon:client", "coupon_attempts_per_client")


_local = LocalCounts()
_redis = FailOpen("abuse limits", log)


class AbuseLimiter:
    def __init__(self, redis: Redis, settings: Settings) -> None:
        self.redis = redis
        self.settings = settings

    async def _count(self, keys: list[str]) -> list[tuple[int, int]]:
        """Add one to each key; (count, seconds left) of each."""
        window = self.settings.abuse_window_seconds
        try:
            async with self.redis.pipeline(transaction=True) as pipe:
                for key in keys:
                    pipe.incr(key)
                    pipe.expire(key, window, nx=True)
                    pipe.ttl(key)
                results = await pipe.execute()
            _redis.answered()
            return [(int(results[i]), int(results[i + 2])) for i in range(0, len(results), 3)]
        except Exception as error:
            _redis.fall_back(error)
            return [(_local.incr(key, window), _local.ttl(key)) for key in keys]

    async def hit(self, *checks: tuple[Limit, str]) -> None:
        """Count this call against every (limit, value); 429 when any of them is past its count."""
        keys = [f"limit:{limit.name}:{digest(value)}" for limit, value in checks]
        counts = await self._count(keys)
        over = [left for (limit, _), (count, left) in zip(checks, counts, strict=True) if count > limit.count(self.settings)]
        if over:
            raise too_many(max(over))

    async def allows(self, limit: Limit, value: str) -> bool:
        """Count one and say whether it is within the limit: for work a call may quietly skip
        (a mail it would send again) without refusing the call."""
        [(count, _)] = await self._count([f"limit:{limit.name}:{digest(value)}"])
        return count <= limit.count(self.settings)
