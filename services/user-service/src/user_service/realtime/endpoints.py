"""GET /user-service/ws: the real-time channel (SPEC §7: the token as a query parameter and as
the first message). Staff receive every order event; a customer their own orders' status; a guest,
with `orderToken`, the status of the order whose secret link they hold."""

import asyncio
import contextlib
import hashlib
import json
import logging

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from starlette.websockets import WebSocketState

from bakery_shared.auth.tokens import read_token
from bakery_shared.errors import Unauthorized

from .hub import Hub, Listener

log = logging.getLogger(__name__)

router = APIRouter(tags=["real-time"])

POLICY_VIOLATION = 4401  # the token is missing, expired or forged
FIRST_MESSAGE_SECONDS = 5


def _credentials(raw: str) -> tuple[str | None, str | None]:
    """The first message may be the bare token or {"token": ..., "orderToken": ...}."""
    with contextlib.suppress(ValueError, AttributeError):
        data = json.loads(raw)
        if isinstance(data, dict):
            return data.get("token"), data.get("orderToken")
    return raw.strip() or None, None


async def _identify(socket: WebSocket, listener: Listener) -> bool:
    token = socket.query_params.get("token")
    order_token = socket.query_params.get("orderToken")
    if not token and not order_token:
        try:
            first = await asyncio.wait_for(socket.receive_text(), FIRST_MESSAGE_SECONDS)
        except (TimeoutError, WebSocketDisconnect):
            return False
        token, order_token = _credentials(first)
    if token:
        try:
            principal = read_token(socket.app.state.settings, token)
        except Unauthorized:
            return False
        listener.role, listener.user_id = principal.role, principal.user_id
    if order_token:
        listener.order_access = hashlib.sha256(order_token.encode()).hexdigest()
    return listener.role is not None or listener.order_access is not None


@router.websocket("/ws")
async def orders_channel(socket: WebSocket) -> None:
    hub: Hub = socket.app.state.hub
    await socket.accept()
    listener = Listener(socket)
    if not await _identify(socket, listener):
        await socket.close(code=POLICY_VIOLATION, reason="Autentificarea nu este validă.")
        return
    hub.add(listener)
    await socket.send_text(json.dumps({"type": "CONNECTED", "staff": listener.is_staff}))

    async def drain_incoming() -> None:
        # The token may come again as the first message after a query-string login; ignore it.
        while True:
            await socket.receive_text()

    reader = asyncio.create_task(drain_incoming())
    try:
        while not reader.done():
            getter = asyncio.create_task(listener.queue.get())
            done, _ = await asyncio.wait({getter, reader}, return_when=asyncio.FIRST_COMPLETED)
            if getter in done:
                await socket.send_text(getter.result())
            else:
                getter.cancel()
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        hub.remove(listener)
        reader.cancel()
        if socket.client_state == WebSocketState.CONNECTED:
            with contextlib.suppress(Exception):
                await socket.close()
