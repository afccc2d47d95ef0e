"""Conditional, cached public reads: ETag from the last-key, bodies in Redis under that key.

A read asks Postgres for the last-key (one primary-key lookup), answers 304 when the browser's
copy carries the same key, else serves the body cached under that key, building it on a miss.
Because the key moves in the same transaction as every change, the next read after a save
always misses and sees the new data.
"""

from collections.abc import Awaitable, Callable
import hashlib
import json
import logging
from typing import Any

from fastapi import Request, Response
from fastapi.encoders import jsonable_encoder
from sqlalchemy.ext.asyncio import AsyncSession

from .last_key import read_last_key

log = logging.getLogger(__name__)

CACHE_CONTROL = "public, max-age=0, must-revalidate"
TTL_SECONDS = 600


def _request_key(request: Request) -> str:
    query = "&".join(f"{k}={v}" for k, v in sorted(request.query_params.multi_items()))
    return f"{request.url.path}?{query}"


async def cached_read(
    request: Request, session: AsyncSession, build: Callable[[], Awaitable[Any]], *, vary: str = ""
) -> Response:
    """`vary`: what else the answer depends on besides the data (e.g. today's date for promotions)."""
    last_key = await read_last_key(session)
    request_key = _request_key(request) + (f"#{vary}" if vary else "")
    etag = f'W/"{last_key}-{hashlib.sha1(request_key.encode()).hexdigest()[:16]}"'
    headers = {"ETag": etag, "Cache-Control": CACHE_CONTROL}
    if etag in {tag.strip() for tag in request.headers.get("if-none-match", "").split(",")}:
        return Response(status_code=304, headers=headers)

    redis = request.app.state.redis
    cache_key = f"storefront:{last_key}:{request_key}"
    body: bytes | None = None
    try:
        body = await redis.get(cache_key)
    except Exception:  # a cache that does not answer must not take the menu down
        log.warning("public cache unavailable", exc_info=True)
    if body is None:
        body = json.dumps(jsonable_encoder(await build()), ensure_ascii=False, separators=(",", ":")).encode()
        try:
            await redis.set(cache_key, body, ex=TTL_SECONDS)
        except Exception:
            log.warning("public cache unavailable", exc_info=True)
    return Response(content=body, media_type="application/json", headers=headers)
