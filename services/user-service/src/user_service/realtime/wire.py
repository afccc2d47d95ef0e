"""Ready-made websocket frames, written straight to a socket's connection.

Every staff panel gets the same bytes for an order event, so the hub encodes the event once,
frames it once (RFC 6455: a server's frames are not masked, so the bytes do not depend on the
socket) and hands the same `bytes` to every connection's transport: no JSON, no UTF-8 encoding, no
frame building and no coroutine per socket. The ASGI path (`send_text`) does all four for each
socket: two to three times the CPU per panel message, and more than fifteen times in a burst
(bench/fanout_cpu.py, docs/benchmarks.md, "Order placement, the earlier rounds").

This needs the server's connection under the ASGI `send`. `KeepServerSend` notes that callable in
the socket's scope before the app's middlewares wrap it; `Wire.of` then accepts it only when it is
uvicorn's websockets protocol (the one `--ws auto` picks, whose state it can read). Any other
server, or a future uvicorn that changes it, simply gets the ASGI path: slower, same messages.

Frames are written whole, so they never interleave with the server's own (pings, close). They are
sent uncompressed, which is valid also when permessage-deflate was negotiated (RFC 7692: RSV1
clear), and the extension's compression state is not touched by them.
"""

from __future__ import annotations

import struct
from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send
from websockets.protocol import State

try:
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
except ImportError:  # another server: the ASGI path
    WebSocketsSansIOProtocol = None  # type: ignore[assignment,misc]

SERVER_SEND = "bakery.server_send"
# A connection holding this much unsent is not reading: the hub drops it (the panel reconnects
# and fetches the table afresh), as it drops a socket whose message queue is full.
MAX_BACKLOG = 1 << 20


def text_frame(text: str) -> bytes:
    """One final, unmasked text frame carrying `text` (RFC 6455 §5.2)."""
    payload = text.encode()
    size = len(payload)
    if size < 126:
        header = struct.pack("!BB", 0x81, size)
    elif size < 1 << 16:
        header = struct.pack("!BBH", 0x81, 126, size)
    else:
        header = struct.pack("!BBQ", 0x81, 127, size)
    return header + payload


class KeepServerSend:
    """ASGI middleware, outermost: keeps a websocket's unwrapped `send` in its scope for `Wire.of`."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket":
            scope[SERVER_SEND] = send
        await self.app(scope, receive, send)


class Wire:
    """The transport of one accepted websocket, for frames the hub made."""

    def __init__(self, connection: Any) -> None:
        self._connection = connection
        self._transport = connection.transport

    @classmethod
    def of(cls, scope: Scope) -> Wire | None:
        connection = getattr(scope.get(SERVER_SEND), "__self__", None)
        if WebSocketsSansIOProtocol is None or not isinstance(connection, WebSocketsSansIOProtocol):
            return None
        return cls(connection)

    @property
    def open(self) -> bool:
        """Accepted, not closing from either side: a data frame may still go out."""
        c = self._connection
        return (
            c.handshake_complete
            and not c.close_sent
            and not c.disconnected
            and c.conn.state is State.OPEN
            and not self._transport.is_closing()
        )

    @property
    def backlog(self) -> int:
        """Bytes written and not yet taken by the kernel."""
        return self._transport.get_write_buffer_size()

    def write(self, frames: bytes) -> None:
        self._transport.write(frames)
