"""`Cache-Control: no-store` on every answer that did not choose its own caching.

Signed-in answers (an order's detail, a customer's address, the staff's tables, a fresh token) and
personal ones (an order followed by its secret link) must never be kept by a browser's cache, a
shared proxy or the back/forward cache of a shared computer. Rather than trusting each route to
say so, the default is no-store; the few public reads that are meant to be cached (the storefront's
menu, categories, products, promotions, business information: user_service/public_cache.py) set
their own `Cache-Control` and ETag, which this leaves as they are.
"""

from starlette.types import Message

NO_STORE = "no-store"
_CACHE_CONTROL = b"cache-control"
_NO_STORE_HEADER = (_CACHE_CONTROL, NO_STORE.encode())


def default_to_no_store(start: Message) -> None:
    """Adds `Cache-Control: no-store` to an answer's `http.response.start` message unless the route
    chose its own caching (raw header names are lower-case in ASGI)."""
    headers = start.get("headers", ())
    if not any(name == _CACHE_CONTROL for name, _ in headers):
        start["headers"] = [*headers, _NO_STORE_HEADER]
