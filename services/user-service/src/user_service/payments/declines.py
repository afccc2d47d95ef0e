"""Card testing: someone with a list of stolen cards tries them one after another on an unpaid
order, reading 402 or 200 to learn which are good, each try a PaymentIntent on the bakery's Stripe
account. Two caps stop it before Stripe is asked again:

- per order: `card_attempts_per_order` attempts that did not pay it (the order's `card_attempts`;
  while it awaits payment every earlier attempt failed), then 429 for good: the customer calls the
  bakery or orders again paying at pickup or delivery;
- per payer: `card_declines_per_client` cards refused within `card_decline_window_seconds`, counted
  for the client's address and, when signed in, the account (new orders do not start the count
  over, nor does a signed-in tester's new address), then 429 until the window ends.

Refusals are counted in Redis (fixed windows, keys hold SHA-256 digests, as the abuse limits do)
and, while Redis does not answer, in this process: paying never stops because Redis did.
"""

from dataclasses import dataclass
import logging

from redis.asyncio import Redis

from bakery_shared.auth.counts import FailOpen, LocalCounts, digest, too_many
from bakery_shared.errors import TooManyRequests
from bakery_shared.settings import Settings

from . import messages as m

log = logging.getLogger(__name__)

_local = LocalCounts()
_redis = FailOpen("card declines", log)


@dataclass(frozen=True)
class Payer:
    """Who is paying: the client's address, and the account when signed in."""

    address: str
    user_id: int | None = None

    def keys(self) -> list[str]:
        keys = [f"card-declines:client:{digest(self.address)}"]
        if self.user_id is not None:
            keys.append(f"card-declines:account:{digest(str(self.user_id))}")
        return keys


@dataclass
class CardDeclines:
    redis: Redis
    settings: Settings

    async def refusal(self, payer: Payer) -> TooManyRequests | None:
        """The 429 when the payer's refused cards reached the cap in this window; None otherwise."""
        cap = self.settings.card_declines_per_client
        over = [left for count, left in await self._read(payer.keys()) if count >= cap]
        return too_many(max(over), m.TOO_MANY_DECLINES) if over else None

    async def count(self, payer: Payer) -> None:
        """One more card refused to the payer."""
        window = self.settings.card_decline_window_seconds
        keys = payer.keys()
        try:
            async with self.redis.pipeline(transaction=True) as pipe:
                for key in keys:
                    pipe.incr(key)
                    pipe.expire(key, window, nx=True)
                await pipe.execute()
            _redis.answered()
        except Exception as error:
            _redis.fall_back(error)
            for key in keys:
                _local.incr(key, window)

    async def _read(self, keys: list[str]) -> list[tuple[int, int]]:
        """(refusals, seconds left in the window) of each key."""
        try:
            async with self.redis.pipeline(transaction=False) as pipe:
                for key in keys:
                    pipe.get(key)
                    pipe.ttl(key)
                results = await pipe.execute()
            _redis.answered()
            return [(int(results[i] or 0), int(results[i + 1])) for i in range(0, len(results), 2)]
        except Exception as error:
            _redis.fall_back(error)
            return [(_local.get(key) or 0, _local.ttl(key)) for key in keys]
