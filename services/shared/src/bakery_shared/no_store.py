"""`Cache-Control: no-store` on every answer that did not choose its own caching.

Signed-in answers (an order's detail, a customer's address, the staff's tables, a fresh token) and
personal ones (an order followed by its secret link) must never be kept by a browser's cache, a
shared proxy or the back/forward cache of a shared computer. Rather than trusting each route to
say so, the default is no-store; the few public reads that are meant to be cached (the storefront's
menu, categories, products, promotions, business information: user_service/public_cache.py) set
their own `Cache-Control` and ETag, which this leaves as they are.
"""

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

NO_STORE = "no-store"


class NoStoreByDefault:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_default(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                if "cache-control" not in headers:
                    headers["Cache-Control"] = NO_STORE
            await send(message)

        await self.app(scope, receive, send_with_default)
