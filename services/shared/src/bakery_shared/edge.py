"""The one middleware of both services' own (app.py), between the server and the routes: it refuses
what no person typed (request_guard.py), says `Cache-Control: no-store` on every answer that did
not choose its own caching (no_store.py), and counts and times every request under its route
template (metrics.py).

One layer rather than three: each ASGI layer is a coroutine call per request and a wrapper around
`send` that every message goes through, and all three read the same start of the answer. What each
of them does, and in which order, is unchanged: the guard's refusals are not stored and are counted
(under the route "other", as no route answered them), and /metrics itself is guarded and not stored
but not counted.
"""

import time

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .metrics import METRICS_PATH, RequestCounts
from .no_store import default_to_no_store
from .request_guard import guard


class ServiceEdge:
    def __init__(self, app: ASGIApp, service: str) -> None:
        self.app = app
        self.counts = RequestCounts(service)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500  # what the client gets when the app raises before answering

        async def send_answer(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                default_to_no_store(message)
            await send(message)

        try:
            refusal, receive = await guard(scope, receive)
            await (refusal or self.app)(scope, receive, send_answer)
        finally:
            if scope["path"] != METRICS_PATH:
                self.counts.record(scope, status, time.perf_counter() - started)
