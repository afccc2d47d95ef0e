"""The one Redis client of each service, behind a circuit breaker.

Every use of Redis (events published after commit and by the relay, the abuse limits, the login
throttle, the hub's presence and subscription, the storefront's cache, /readyz) goes through this
client, so the breaker sits there. Each of those uses already fails open when Redis does not
answer; what a hung Redis still cost was time: every request waited out `REDIS_TIMEOUT_SECONDS`
before falling back.

- closed: commands go to Redis. A timeout or a refused or cut connection opens the breaker.
- open: for `REDIS_BREAKER_SECONDS` no command is sent; each fails at once with `BreakerOpen`
  (a `ConnectionError`, so every caller takes its usual fallback).
- half-open: when that time is over, one call at a time goes through as a probe while the others
  are refused: an answer closes the breaker, another failure opens it again for the same time. A
  probe that ends without either (cancelled) frees its place at once, and one that never comes
  back holds it for `REDIS_BREAKER_SECONDS` at most.

The breaker decides once per call (a command, a pipeline, a subscription), before anything is
written: never between the writes of one exchange, nor inside redis-py's handshake of a new
connection, whose replies would then stay unread on a connection that looks connected, and the
next call on it would read an answer that is not its own.

As a safety net, each connection counts the replies it still owes (commands written, answers not
read yet): a connection handed back or out while it owes any (an exchange cut short by whatever
error or cancellation) is closed instead of reused.

Time is the services' clock (bakery_shared.clock), so tests move it instead of sleeping.
`REDIS_BREAKER_SECONDS=0` switches the breaker off.
"""

from datetime import datetime, timedelta
import logging
from typing import Any

from redis.asyncio import Connection, ConnectionPool, Redis
from redis.asyncio.client import Pipeline, PubSub
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError
from redis.exceptions import TimeoutError as RedisTimeoutError

from .clock import Clock
from .settings import Settings

log = logging.getLogger(__name__)

CLOSED, OPEN, HALF_OPEN = "closed", "open", "half-open"
_FAILURES = (RedisConnectionError, RedisTimeoutError)


class BreakerOpen(ConnectionError):
    """Redis is not asked for now: it timed out or refused a moment ago."""


class Breaker:
    """The state of one client's breaker, shared by every call of the client."""

    def __init__(self, seconds: float, clock: Clock) -> None:
        self.seconds = seconds
        self.clock = clock
        self.open_until: datetime | None = None
        self.probe_since: datetime | None = None
        self.attempts = 0  # calls let through to Redis (for tests and logs)
        self.opened = 0  # times the breaker opened

    @property
    def state(self) -> str:
        if self.open_until is None:
            return CLOSED
        return OPEN if self.clock.now() < self.open_until else HALF_OPEN

    def admit(self) -> datetime | None:
        """Let a call through, or refuse it at once while the breaker is open (and while another
        call probes a half-open one). Returns the probe's start when this call is the probe: hand
        it to `call_over` when the call ends."""
        if self.open_until is None or self.seconds <= 0:
            self.attempts += 1
            return None
        now = self.clock.now()
        if now < self.open_until:
            raise BreakerOpen("Redis does not answer; not asked again until the breaker half-opens")
        # A probe that never came back does not hold the breaker forever.
        if self.probe_since is not None and now - self.probe_since < timedelta(seconds=self.seconds):
            raise BreakerOpen("Redis is being probed; not asked by this call")
        self.probe_since = now
        self.attempts += 1
        return now

    def call_over(self, probe: datetime | None) -> None:
        """The call let through by `admit` ended. A probe that neither got an answer nor failed
        (cancelled, or an error of the caller's own) lets the next call probe at once."""
        if probe is not None and self.probe_since is probe:
            self.probe_since = None

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


class _Packed(list):
    """Commands packed for one write, and how many replies they will get."""

    replies = 1


class CountedConnection(Connection):
    """A connection that tells its breaker how Redis answered, and counts the replies it owes."""

    def __init__(self, *, breaker: Breaker, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.breaker = breaker
        self.replies_owed = 0

    def pack_command(self, *args: Any) -> list[bytes]:
        return _Packed(super().pack_command(*args))

    def pack_commands(self, commands: Any) -> list[bytes]:
        commands = list(commands)
        packed = _Packed(super().pack_commands(commands))
        packed.replies = len(commands)
        return packed

    async def connect_check_health(self, check_health: bool = True, retry_socket_connect: bool = True) -> None:
        try:
            await super().connect_check_health(check_health=check_health, retry_socket_connect=retry_socket_connect)
        except _FAILURES as error:
            self.breaker.failed(error)
            raise

    async def send_packed_command(self, command: Any, check_health: bool = True) -> None:
        # Owed before the write: a write cut half-way owes its replies too (redis-py closes the
        # connection then, which forgets them).
        self.replies_owed += getattr(command, "replies", 1)
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
        except ResponseError:  # an error reply is an answer all the same
            self._answered()
            raise
        # A read given its own timeout (a subscription's wait) answers None when nothing came:
        # that says nothing about Redis. Any other answer does.
        if response is not None or kwargs.get("timeout") is None:
            self._answered()
        return response

    def _answered(self) -> None:
        # A subscription's messages come unasked: never owed below nothing.
        self.replies_owed = max(0, self.replies_owed - 1)
        self.breaker.answered()

    async def disconnect(self, *args: Any, **kwargs: Any) -> None:
        self.replies_owed = 0
        await super().disconnect(*args, **kwargs)


class CountedPool(ConnectionPool):
    """Never hands out a connection that owes replies (another call would read them as its own),
    nor one the server has closed (a restart, a failover, `CLIENT KILL`). redis-py checks the
    latter only without maintenance notifications, which RESP3 turns on: a pool's idle connections
    all failed, one call each, and each failure opened the breaker again."""

    async def ensure_connection(self, connection: Any) -> None:
        if connection.replies_owed or (connection.is_connected and await _has_data_or_eof(connection)):
            await connection.disconnect(nowait=True)
        await super().ensure_connection(connection)

    async def release(self, connection: Any) -> None:
        if connection.replies_owed:
            log.warning("redis: a connection was handed back owing %d replies; closed", connection.replies_owed)
            await connection.disconnect(nowait=True)
        await super().release(connection)


async def _has_data_or_eof(connection: Any) -> bool:
    """An idle connection has nothing to read: anything there is a stale reply or the server's
    goodbye."""
    try:
        return await connection.can_read()
    except RedisConnectionError:  # already closed (and disconnected by redis-py)
        return True


class BreakerPipeline(Pipeline):
    def __init__(self, breaker: Breaker, *args: Any) -> None:
        super().__init__(*args)
        self.breaker = breaker

    async def execute(self, raise_on_error: bool = True) -> list[Any]:
        probe = self.breaker.admit()
        try:
            return await super().execute(raise_on_error)
        finally:
            self.breaker.call_over(probe)


class BreakerPubSub(PubSub):
    def __init__(self, breaker: Breaker, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.breaker = breaker

    async def execute_command(self, *args: Any) -> None:
        probe = self.breaker.admit()
        try:
            await super().execute_command(*args)
        finally:
            self.breaker.call_over(probe)


class BreakerRedis(Redis):
    """The client: each command, pipeline and subscription asks the breaker once, first."""

    breaker: Breaker

    async def execute_command(self, *args: Any, **options: Any) -> Any:
        probe = self.breaker.admit()
        try:
            return await super().execute_command(*args, **options)
        finally:
            self.breaker.call_over(probe)

    def pipeline(self, transaction: bool = True, shard_hint: str | None = None) -> Pipeline:
        return BreakerPipeline(self.breaker, self.connection_pool, self.response_callbacks, transaction, shard_hint)

    def pubsub(self, **kwargs: Any) -> PubSub:
        return BreakerPubSub(self.breaker, self.connection_pool, event_dispatcher=self._event_dispatcher, **kwargs)


def create_redis(settings: Settings, clock: Clock) -> Redis:
    """The service's client: one pool, one breaker (`redis.breaker`)."""
    breaker = Breaker(settings.redis_breaker_seconds, clock)
    pool = CountedPool.from_url(
        settings.redis_url,
        decode_responses=True,
        socket_connect_timeout=settings.redis_timeout_seconds,
        socket_timeout=settings.redis_timeout_seconds,
        # redis-py's default pool holds 100 connections and refuses the 101st: a burst of
        # requests on one worker must not turn into Redis errors.
        max_connections=settings.redis_max_connections,
        connection_class=CountedConnection,
        breaker=breaker,
    )
    redis = BreakerRedis.from_pool(pool)
    redis.breaker = breaker
    return redis
