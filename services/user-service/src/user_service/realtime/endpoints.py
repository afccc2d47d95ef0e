"""GET /user-service/ws: the real-time channel (the specification sends the token as a query
parameter and as the first message). Staff receive every order event; a customer their own
orders' status; a guest, with `orderToken`, the status of the order whose secret link they hold.

The shop's own pages send their credentials in the first message only ({"token": ...} or
{"orderToken": ...}): an address ends up in logs and proxies, a message does not. The query form
still works for the clients the specification promises it to.

Before anything else a socket must come from the shop's own pages: a browser names the page's
origin in `Origin`, and one that is not the shop's (PUBLIC_URL, WS_ALLOWED_ORIGINS) is refused at
the handshake (HTTP 403), so another site's page cannot use a visitor's browser to listen in. A
handshake with no Origin is let through: browsers always send one, so it comes from a program,
which could as well send the shop's own Origin; refusing it would protect nothing and break the
non-browser clients the specification allows (the token still decides what such a socket hears).

A guest socket needs a follow secret that opens an order, and one client address holds at most
WS_GUEST_SOCKETS_PER_CLIENT of them per process; the next is closed with 4429."""

import asyncio
import contextlib
import hashlib
import json
import logging
from typing import Annotated
from urllib.parse import urlsplit

from fastapi import APIRouter, Depends, WebSocket, WebSocketDisconnect
from starlette.requests import HTTPConnection
from starlette.websockets import WebSocketState

from bakery_shared.clock import Clock
from bakery_shared.dependencies import ClockDep, SettingsDep
from bakery_shared.settings import Settings

from .hub import SESSION_OVER_REASON, Hub, Listener
from .repository import RealtimeRepository
from .sessions import principal_of
from .wire import Wire

log = logging.getLogger(__name__)

# Public at the HTTP level: the socket proves who it is with its first message (or the query),
# and is closed with 4401 when it cannot.
public_router = APIRouter(tags=["real-time"])

POLICY_VIOLATION = 4401  # the token is missing, expired or forged, or the follow secret opens no order
TOO_MANY_SOCKETS = 4429  # this address already holds its share of guest sockets
TRY_AGAIN_LATER = 1013  # the database could not say whether the follow secret is real
FIRST_MESSAGE_SECONDS = 5
REFUSED = "Autentificarea nu este validă."
TOO_MANY = "Prea multe conexiuni deschise de la această adresă."
UNAVAILABLE = "Serviciul nu este disponibil momentan. Vă rugăm să încercați din nou."
_DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


def _origin(url: str) -> str | None:
    """scheme://host[:port] as a browser writes it in Origin (lower case, no default port)."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        return None
    if not parts.scheme or not parts.hostname:
        return None
    scheme = parts.scheme.lower()
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    return f"{scheme}://{host}" + (f":{port}" if port is not None and port != _DEFAULT_PORTS.get(scheme) else "")


def allowed_origins(settings: Settings) -> frozenset[str]:
    """The origins the shop's pages are served from: PUBLIC_URL's and WS_ALLOWED_ORIGINS."""
    candidates = [settings.public_url, *settings.ws_allowed_origins.split(",")]
    return frozenset(origin for url in candidates if url.strip() and (origin := _origin(url)))


def origin_allowed(origin: str | None, settings: Settings) -> bool:
    if origin is None:
        return True  # not a browser (see the module's docstring)
    return _origin(origin) in allowed_origins(settings)


class GuestSockets:
    """How many guest sockets each client address holds in this process."""

    def __init__(self) -> None:
        self.held: dict[str, int] = {}

    def take(self, address: str, limit: int) -> bool:
        if self.held.get(address, 0) >= limit:
            return False
        self.held[address] = self.held.get(address, 0) + 1
        return True

    def give_back(self, address: str) -> None:
        left = self.held.get(address, 0) - 1
        if left > 0:
            self.held[address] = left
        else:
            self.held.pop(address, None)


def guest_sockets(connection: HTTPConnection) -> GuestSockets:
    state = connection.app.state
    if getattr(state, "guest_sockets", None) is None:
        state.guest_sockets = GuestSockets()
    return state.guest_sockets


def _credentials(raw: str) -> tuple[str | None, str | None]:
    """The first message may be the bare token or {"token": ..., "orderToken": ...}."""
    with contextlib.suppress(ValueError, AttributeError):
        data = json.loads(raw)
        if isinstance(data, dict):
            token, order_token = data.get("token"), data.get("orderToken")
            return (token if isinstance(token, str) else None), (order_token if isinstance(order_token, str) else None)
    return raw.strip() or None, None


async def get_hub(connection: HTTPConnection) -> Hub:
    return connection.app.state.hub


async def _opens_an_order(socket: WebSocket, access: str) -> bool:
    async with socket.app.state.sessionmaker() as session:
        return await RealtimeRepository(session).opens_an_order(access)


async def _identify(socket: WebSocket, listener: Listener, settings: Settings, clock: Clock) -> bool:
    token = socket.query_params.get("token")
    order_token = socket.query_params.get("orderToken")
    if not token and not order_token:
        try:
            first = await asyncio.wait_for(socket.receive_text(), FIRST_MESSAGE_SECONDS)
        except (TimeoutError, WebSocketDisconnect):
            return False
        token, order_token = _credentials(first)
    if token:
        principal = await principal_of(token, settings, clock, lambda: socket.app.state.sessionmaker)
        if principal is None:
            return False
        listener.role, listener.user_id = principal.role, principal.user_id
        # The hub closes the socket when either runs out (hub.py).
        listener.session_version, listener.expires_at = principal.session_version, principal.expires_at
    if order_token:
        access = hashlib.sha256(order_token.encode()).hexdigest()
        # A made-up secret opens nothing: refused here, not kept listening for an order that is not.
        if not await _opens_an_order(socket, access):
            return False
        listener.order_access = access
    return listener.role is not None or listener.order_access is not None


@public_router.websocket("/ws")
async def orders_channel(
    socket: WebSocket, hub: Annotated[Hub, Depends(get_hub)], settings: SettingsDep, clock: ClockDep
) -> None:
    origin = socket.headers.get("origin")
    if not origin_allowed(origin, settings):
        log.info("websocket refused: Origin %r is not the shop's", origin[:200] if origin else origin)
        await socket.close(code=POLICY_VIOLATION)  # before accept: the handshake is answered 403
        return
    await socket.accept()
    listener = Listener(socket)
    try:
        identified = await _identify(socket, listener, settings, clock)
    except Exception:
        log.warning("websocket: the follow secret could not be checked", exc_info=True)
        await socket.close(code=TRY_AGAIN_LATER, reason=UNAVAILABLE)
        return
    if not identified:
        await socket.close(code=POLICY_VIOLATION, reason=REFUSED)
        return
    address = socket.client.host if socket.client else "unknown"
    guest = listener.role is None and listener.user_id is None
    slots = guest_sockets(socket)
    if guest and not slots.take(address, settings.ws_guest_sockets_per_client):
        await socket.close(code=TOO_MANY_SOCKETS, reason=TOO_MANY)
        return
    try:
        await _serve(socket, listener, hub, settings)
    finally:
        if guest:
            slots.give_back(address)


async def _greet(socket: WebSocket, listener: Listener, hub: Hub, settings: Settings) -> bool:
    """Into the hub, then CONNECTED. In the hub first, so no event falls between; what comes
    meanwhile is held until the greeting is out, and follows it. False: the socket is done."""
    hub.add(listener)
    hello: dict[str, object] = {"type": "CONNECTED", "staff": listener.is_staff}
    if listener.is_staff:
        # The panel rings louder after the same wait that mails the business (0: never).
        hello["unansweredOrderMinutes"] = settings.unanswered_order_minutes
    try:
        await socket.send_text(json.dumps(hello))
    except BaseException:
        hub.remove(listener)
        raise
    if not listener.open(Wire.of(socket.scope)):
        hub.remove(listener)
        return False
    return True


async def _serve(socket: WebSocket, listener: Listener, hub: Hub, settings: Settings) -> None:
    if not await _greet(socket, listener, hub, settings):
        return

    async def drain_incoming() -> None:
        # The token may come again as the first message after a query-string login; ignore it.
        try:
            while True:
                await socket.receive_text()
        finally:
            # Wake the sender to stop. A full queue needs no wake-up: its next send fails.
            with contextlib.suppress(asyncio.QueueFull):
                listener.queue.put_nowait(None)

    # One reader task per socket; this coroutine sends what the hub could not write itself (see
    # hub.py): a tick's messages one after another, and waits for the stop sign.
    reader = asyncio.create_task(drain_incoming())
    try:
        while (texts := await listener.queue.get()) is not None:
            for text in texts:
                await socket.send_text(text)
    except (WebSocketDisconnect, RuntimeError, OSError):
        pass
    finally:
        hub.remove(listener)
        reader.cancel()
        if socket.client_state == WebSocketState.CONNECTED:
            with contextlib.suppress(Exception):
                if listener.close_code is not None:  # the token expired or its session was ended
                    await socket.close(code=listener.close_code, reason=SESSION_OVER_REASON)
                else:
                    await socket.close()
