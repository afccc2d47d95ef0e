"""The one Redis client of each service, behind a circuit breaker (issue 17).

Every use of Redis (events published after commit and by the relay, the abuse limits, the login
throttle, the hub's presence and subscription, the storefront's cache, /readyz) goes through one
connection class, so the breaker sits there. Each of those uses already fails open when Redis
does not answer; what a hung Redis still cost was time: every request waited out
`REDIS_TIMEOUT_SECONDS` (and its retries) before falling back.

- closed: commands go to Redis. A timeout or a refused connection opens the breaker.
- open: for `REDIS_BREAKER_SECONDS` no command is sent; each fails at once with `BreakerOpen`
  (a `ConnectionError`, so every caller takes its usual fallback, and redis-py does not retry it).
- half-open: when that time is over, one command at a time goes through as a probe: an answer
  closes the breaker, another failure opens it again for the same time.

Time is the services' clock (bakery_shared.clock), so tests move it instead of sleeping.
`REDIS_BREAKER_SECONDS=0` switches the breaker off.
"""

from datetime import datetime, timedelta
import logging
from typing import Any

from redis.asyncio import Connection, Redis
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from .clock import Clock
from .settings import Settings

log = logging.getLogger(__name__)

CLOSED, OPEN, HALF_OPEN = "closed", "open", "half-open"
_FAILURES = (RedisConnectionError, RedisTimeoutError)


class BreakerOpen(ConnectionError):
    """Redis is not asked for now: it timed out or refused a moment ago."""


class Breaker:
    """The state of one client's breaker, shared by every connection of its pool."""

    def __init__(self, seconds: float, clock: Clock) -> None:
        self.seconds = seconds
        self.clock = clock
        self.open_until: datetime | None = None
        self.probe_since: datetime | None = None
        self.attempts = 0  # commands that reached Redis (for tests and logs)
        self.opened = 0  # times the breaker opened

    @property
    def state(self) -> str:
        if self.open_until is None:
            return CLOSED
        return OPEN if self.clock.now() < self.open_until else HALF_OPEN

    def before_command(self) -> None:
        """Let a command through, or refuse it at once while the breaker is open (and while
        another command probes a half-open one)."""
        if self.open_until is not None:
            now = self.clock.now()
            if now < self.open_until:
                raise BreakerOpen("Redis does not answer; not asked again until the breaker half-opens")
            # A probe that never came back (cancelled) does not hold the breaker forever.
            if self.probe_since is not None and now - self.probe_since < timedelta(seconds=self.seconds):
                raise BreakerOpen("Redis is being probed; not asked by this call")
            self.probe_since = now
        self.attempts += 1

    def failed(self, error: Exception) -> None:
        if self.seconds <= 0:
            return
        now = self.clock.now()
        if self.open_until is not None and now < self.open_until:
            return  # already open: calls that were in flight when it opened
        if self.open_until is None:
            log.warning("redis: %s: %s; not asked for %.0f s", type(error).__name__, error, self.seconds)
        self.open_until = now + timedelta(seconds=self.seconds)
        self.probe_since = None
        self.opened += 1

    def answered(self) -> None:
        if self.open_until is not None:
            log.warning("redis: answers again; breaker closed")
            self.open_until = None
            self.probe_since = None


class BreakerConnection(Connection):
    """A connection that asks its breaker before sending and tells it how Redis answered."""

    def __init__(self, *, breaker: Breaker, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.breaker = breaker

    async def connect_check_health(self, check_health: bool = True, retry_socket_connect: bool = True) -> None:
        try:
            await super().connect_check_health(check_health=check_health, retry_socket_connect=retry_socket_connect)
        except _FAILURES as error:
            self.breaker.failed(error)
            raise

    async def send_packed_command(self, command: Any, check_health: bool = True) -> None:
        if self.breaker.seconds > 0:
            self.breaker.before_command()
        try:
            await super().send_packed_command(command, check_health=check_health)
        except _FAILURES as error:
            self.breaker.failed(error)
            raise

    async def read_response(self, *args: Any, **kwargs: Any) -> Any:
        try:
            response = await super().read_response(*args, **kwargs)
        except _FAILURES as error:
            self.breaker.failed(error)
            raise
        # A read given its own timeout (a subscription's wait) answers None when nothing came:
        # that says nothing about Redis. Any other answer does.
        if response is not None or kwargs.get("timeout") is None:
            self.breaker.answered()
        return response


def create_redis(settings: Settings, clock: Clock) -> Redis:
    """The service's client: one pool, one breaker (`redis.breaker`)."""
    breaker = Breaker(settings.redis_breaker_seconds, clock)
    redis = Redis.from_url(
        settings.redis_url,
        decode_responses=True,
        socket_connect_timeout=settings.redis_timeout_seconds,
        socket_timeout=settings.redis_timeout_seconds,
        # redis-py's default pool holds 100 connections and refuses the 101st: a burst of
        # requests on one worker must not turn into Redis errors.
        max_connections=settings.redis_max_connections,
        connection_class=BreakerConnection,
        breaker=breaker,
    )
    redis.breaker = breaker  # type: ignore[attr-defined]
    return redis
