"""The websocket hub of one user-service replica.

It subscribes to the orders channel on Redis and pushes each event to the sockets that may see it:
staff (ADMIN, MANAGER) every order event; a customer the events of their own orders; a guest
the events of the one order whose secret link they hold. After Redis comes back it replays, from
the outbox, what was saved meanwhile, so no event is lost while the subscription was down.

Fan-out scales with panels, not with messages: an event is encoded and framed once (wire.py), the
events of one loop tick are gathered and flushed together, and each socket gets them as one write
of the shared frames (consecutive messages, in order, each its own frame as before) with no task
woken per socket. A socket whose server connection the hub cannot write to directly gets the
tick's messages as one item of its queue, sent one after another by its endpoint.

A socket lives no longer than its token: the hub closes it (4401) when the token expires, and when
its user's sessions are ended (a password reset, a role change, a deactivation, "sign out
everywhere"), which every replica hears on the sessions channel (bakery_shared.auth.sessions).
"""

import asyncio
from collections import deque
from collections.abc import Callable
import contextlib
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
import json
import logging
from typing import Any
import uuid

from fastapi import WebSocket
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from bakery_shared.auth.sessions import SESSION_ENDED, SESSIONS_CHANNEL
from bakery_shared.clock import Clock
from bakery_shared.events import ORDERS_CHANNEL, envelope
from bakery_shared.metrics import WEBSOCKETS
from bakery_shared.models import Role

from .presence import PRESENCE_TTL, publish_presence, withdraw_presence
from .repository import RealtimeRepository
from .wire import MAX_BACKLOG, Wire, text_frame

log = logging.getLogger(__name__)

# Who may see an event: written by the order service next to the payload, never sent to clients.
AUDIENCE = "_audience"
REPLAY_MARGIN = timedelta(minutes=1)
# How often a replica rewrites its count when nothing changed (its key's expiry is PRESENCE_TTL);
# a change is written at once, woken by add/remove.
PRESENCE_REFRESH_SECONDS = PRESENCE_TTL / 3
# How often the hub looks for sockets whose token has expired (on the services' clock).
EXPIRY_CHECK_SECONDS = 1.0
CHANNELS = (ORDERS_CHANNEL, SESSIONS_CHANNEL)
# The close code and reason of a socket whose token expired or whose session was ended.
SESSION_OVER = 4401
SESSION_OVER_REASON = "Sesiunea a expirat sau a fost închisă."


@dataclass(frozen=True, eq=False)
class Message:
    """One event as every socket that may see it gets it."""

    audience: dict[str, Any]
    text: str
    frame: bytes


@dataclass(eq=False)
class Listener:
    socket: WebSocket
    role: Role | None = None
    user_id: int | None = None
    order_access: str | None = None  # SHA-256 of a guest's order link token
    session_version: int | None = None  # of the token, for a signed-in socket
    expires_at: datetime | None = None  # the token's own end
    # Set by the hub when it ends the socket (its sender closes with it); None: a normal close.
    close_code: int | None = None
    # Each item the messages of one tick (ASGI path); None: the stop sign.
    queue: asyncio.Queue[list[str] | None] = field(default_factory=lambda: asyncio.Queue(maxsize=500))
    # Until `open`: what arrived while the socket's greeting was going out, to follow it.
    held: list[Message] | None = field(default_factory=list)
    wire: Wire | None = None

    def open(self, wire: Wire | None) -> bool:
        """The greeting is out: from now on messages go straight to `wire` (None: the queue)."""
        held, self.held, self.wire = self.held or [], None, wire
        return not held or self.deliver(held)

    def deliver(self, messages: list[Message], frames: bytes | None = None) -> bool:
        """Hand over this tick's messages (`frames`: theirs, joined, when the caller has them);
        False when the socket is not reading and must be dropped."""
        if self.held is not None:
            self.held.extend(messages)
        elif self.wire is not None:
            if not self.wire.open:
                return True  # closing: its endpoint takes it out of the hub
            if self.wire.backlog > MAX_BACKLOG:
                return False
            self.wire.write(frames if frames is not None else b"".join(m.frame for m in messages))
        else:
            try:
                self.queue.put_nowait([m.text for m in messages])
            except asyncio.QueueFull:
                return False
        return True

    @property
    def is_staff(self) -> bool:
        return self.role in (Role.ADMIN, Role.MANAGER)

    @property
    def audience(self) -> str:
        """Who holds the connection, for the metrics: staff, customer or guest."""
        if self.is_staff:
            return "staff"
        return "customer" if self.user_id is not None else "guest"

    def may_see(self, audience: dict[str, Any]) -> bool:
        if self.is_staff:
            return True
        if self.user_id is not None and audience.get("userId") == self.user_id:
            return True
        return self.order_access is not None and audience.get("orderAccess") == self.order_access


class Hub:
    def __init__(
        self, redis: Redis, sessionmaker: Callable[[], async_sessionmaker[AsyncSession]], clock: Clock | None = None
    ) -> None:
        self.redis = redis
        self.clock = clock or Clock()
        self._sessionmaker = sessionmaker
        self.listeners: set[Listener] = set()
        self.lost_at: datetime | None = None  # when the subscription last dropped
        self._seen: deque[int] = deque(maxlen=5000)
        self._seen_set: set[int] = set()
        self.subscribed = asyncio.Event()
        self.replica = uuid.uuid4().hex
        self._presence_changed = asyncio.Event()
        # Kept as sockets come and go: every order asks it (orders/placement/notifications.py),
        # and it must not cost a walk over every socket.
        self._staff = 0
        self._tick: list[Message] = []  # events waiting for this tick's flush
        self._flush_due = False

    @property
    def staff_online(self) -> int:
        return self._staff

    def add(self, listener: Listener) -> None:
        if listener not in self.listeners:
            self.listeners.add(listener)
            self._staff += listener.is_staff
            WEBSOCKETS.labels(listener.audience).inc()
        self._presence_changed.set()

    def remove(self, listener: Listener) -> None:
        # Called twice for a socket dropped for not reading (dispatch, then the endpoint): count once.
        if listener in self.listeners:
            self.listeners.discard(listener)
            self._staff -= listener.is_staff
            WEBSOCKETS.labels(listener.audience).dec()
        self._presence_changed.set()

    async def keep_presence(self) -> None:
        """Tell the other services how many staff panels this replica holds (see presence.py)."""
        while True:
            # Clear before reading the count: a change during the Redis call then wakes the next round.
            self._presence_changed.clear()
            with contextlib.suppress(Exception):
                await publish_presence(self.redis, self.replica, self.staff_online)
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(PRESENCE_REFRESH_SECONDS):
                    await self._presence_changed.wait()

    def _stop(self, listener: Listener, close_code: int | None = None) -> None:
        """Take `listener` out and tell its sender to close the socket (with `close_code`): what
        it has not read is dropped for the stop sign."""
        self.remove(listener)
        listener.close_code = close_code
        while not listener.queue.empty():
            listener.queue.get_nowait()
        listener.queue.put_nowait(None)

    def end_sessions(self, user_id: int, session_version: int) -> int:
        """Close the sockets of `user_id` opened with a token older than `session_version`."""
        ended = [
            listener
            for listener in list(self.listeners)
            if listener.user_id == user_id and (listener.session_version or 0) < session_version
        ]
        for listener in ended:
            self._stop(listener, SESSION_OVER)
        return len(ended)

    def close_expired(self) -> int:
        """Close the sockets whose token has expired by now, on the services' clock."""
        now = self.clock.now()
        expired = [each for each in list(self.listeners) if each.expires_at is not None and each.expires_at <= now]
        for listener in expired:
            self._stop(listener, SESSION_OVER)
        return len(expired)

    async def watch_expiry(self) -> None:
        while True:
            self.close_expired()
            await asyncio.sleep(EXPIRY_CHECK_SECONDS)

    def dispatch(self, raw: str, channel: str = ORDERS_CHANNEL) -> None:
        message = json.loads(raw)
        event_id = message.get("eventId")
        if isinstance(event_id, int):
            if event_id in self._seen_set:
                return  # at-least-once delivery: replay and pub/sub may both bring it
            if len(self._seen) == self._seen.maxlen:
                self._seen_set.discard(self._seen[0])
            self._seen.append(event_id)
            self._seen_set.add(event_id)
        if channel == SESSIONS_CHANNEL:
            if message.get("type") == SESSION_ENDED:
                self.end_sessions(int(message["userId"]), int(message["sessionVersion"]))
            return  # never sent to any socket
        audience = message.pop(AUDIENCE, {}) or {}
        text = json.dumps(message, ensure_ascii=False)
        self._tick.append(Message(audience, text, text_frame(text)))
        if not self._flush_due:
            # After whatever else is ready now (more events read off Redis in the same burst).
            self._flush_due = True
            asyncio.get_running_loop().call_soon(self.flush)

    def flush(self) -> None:
        """Send the tick's events: to each socket the ones it may see, in order, in one hand-over."""
        tick, self._tick, self._flush_due = self._tick, [], False
        if not tick:
            return
        everything = b"".join(message.frame for message in tick)  # what every staff panel gets
        for listener in list(self.listeners):
            if listener.is_staff:
                delivered = listener.deliver(tick, everything)
            else:
                seen = [message for message in tick if listener.may_see(message.audience)]
                delivered = not seen or listener.deliver(seen)
            if not delivered:
                log.warning("a websocket is not reading; dropping its connection")
                # The stop sign makes its sender close the socket (endpoints.py): the panel
                # reconnects and fetches the table afresh.
                self._stop(listener)

    async def _replay_missed(self) -> None:
        """Events saved since the subscription dropped (with a margin: ids are handed out before
        commit, so order by time, and let the seen-set drop what already went out)."""
        if self.lost_at is None:
            return  # first subscription: panels fetch the table when they connect
        async with self._sessionmaker()() as session:
            missed = await RealtimeRepository(session).events_since(CHANNELS, self.lost_at - REPLAY_MARGIN)
            for event in missed:  # sessions ended meanwhile close their sockets now
                self.dispatch(envelope(event), event.channel)
        self.lost_at = None

    async def run(self) -> None:
        helpers = [asyncio.create_task(self.keep_presence()), asyncio.create_task(self.watch_expiry())]
        try:
            await self._listen_forever()
        finally:
            for helper in helpers:
                helper.cancel()
            for helper in helpers:
                with contextlib.suppress(asyncio.CancelledError):
                    await helper
            # A replica that stops stops counting at once, not when its key expires.
            with contextlib.suppress(Exception, TimeoutError):
                async with asyncio.timeout(1):
                    await withdraw_presence(self.redis, self.replica)

    async def _listen_forever(self) -> None:
        """Subscribe, replay what was missed, listen; start over whenever Redis drops."""
        backoff = 0.2
        while True:
            pubsub = self.redis.pubsub()
            try:
                await pubsub.subscribe(*CHANNELS)
                await self._replay_missed()
                self.subscribed.set()
                backoff = 0.2
                task = asyncio.current_task()
                while True:
                    message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=0.5)
                    # redis-py can swallow a cancellation while it waits: honour it here.
                    if task is not None and task.cancelling():
                        raise asyncio.CancelledError
                    if message is not None and message.get("type") == "message":
                        self.dispatch(message["data"], message.get("channel", ORDERS_CHANNEL))
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                if self.subscribed.is_set():
                    # The machine's time, not the services' clock: it is compared with the outbox rows'
                    # created_at, which Postgres stamps.
                    self.lost_at = datetime.now(UTC)
                self.subscribed.clear()
                log.warning("orders subscription lost (%s); retrying in %.1fs", type(exc).__name__, backoff)
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 5.0)
            finally:
                # A subscription cancelled half-way through connecting can leave aclose() waiting
                # on its connection's lock: give it a moment, never the whole shutdown.
                with contextlib.suppress(Exception, TimeoutError):
                    async with asyncio.timeout(1):
                        await pubsub.aclose()
