"""Conditional, cached public reads: ETag from the last-key, bodies in Redis under that key.

A read asks Postgres for the last-key (one primary-key lookup), answers 304 when the browser's
copy carries the same key, else serves the body cached under that key, building it on a miss.
Because the key moves in the same transaction as every change, the next read after a save
always misses and sees the new data.

In front of the service the gateway keeps each answer in a micro-cache (gateway/includes/
public_cache.conf) for as long as `X-Accel-Expires` says: until the end of the wall-clock second
in which the last-key was read. So a copy is never more than a second older than the data it was
built from, and a saved change reaches every visitor within a second. nginx keeps the header
to itself; browsers see the ETag and Cache-Control above, unchanged.
"""

from collections.abc import Awaitable, Callable
import hashlib
import json
import logging
import time
from typing import Annotated, Any

from fastapi import Depends, Request, Response
from fastapi.encoders import jsonable_encoder
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.db import SessionDep
from bakery_shared.dependencies import RedisDep
from bakery_shared.last_key import read_last_key

log = logging.getLogger(__name__)

CACHE_CONTROL = "public, max-age=0, must-revalidate"
TTL_SECONDS = 600
# The gateway's micro-cache lifetime, an absolute second (nginx: "@" + Unix time).
GATEWAY_EXPIRES = "X-Accel-Expires"


def gateway_expires(read_at: float) -> str:
    """Keep the copy until the second in which the data was read is over (never longer than 1 s).
    The machine's time, not the services' clock: nginx compares it with its own wall clock."""
    return f"@{int(read_at)}"


def request_key(path: str, query: list[tuple[str, str]], vary: str = "") -> str:
    """What an answer depends on besides the data: the path, the query (in any order) and `vary`."""
    joined = "&".join(f"{k}={v}" for k, v in sorted(query))
    return f"{path}?{joined}" + (f"#{vary}" if vary else "")


def entity_tag(last_key: int, key: str) -> str:
    return f'W/"{last_key}-{hashlib.sha1(key.encode()).hexdigest()[:16]}"'


def cache_key(last_key: int, key: str) -> str:
    return f"storefront:{last_key}:{key}"


def cached_answers(model: object) -> dict:
    """The OpenAPI description of a public read: its model, with the ETag and the 304."""
    return {
        200: {"model": model, "description": "Răspunsul, cu ETag; 304 dacă If-None-Match se potrivește."},
        304: {"description": "Copia browserului (If-None-Match) este încă actuală; fără corp."},
    }


class PublicReads:
    """The storefront's reads: each answer is built at most once per last-key."""

    def __init__(self, request: Request, session: AsyncSession, redis: Redis) -> None:
        self.request = request
        self.session = session
        self.redis = redis

    async def answer(self, build: Callable[[], Awaitable[Any]], *, vary: str = "") -> Response:
        """`vary`: what else the answer depends on besides the data (e.g. today's date for promotions)."""
        return await cached_read(self.request, self.session, self.redis, build, vary=vary)


async def get_public_reads(request: Request, session: SessionDep, redis: RedisDep) -> PublicReads:
    return PublicReads(request, session, redis)


PublicReadsDep = Annotated[PublicReads, Depends(get_public_reads)]


async def cached_read(
    request: Request, session: AsyncSession, redis: Redis, build: Callable[[], Awaitable[Any]], *, vary: str = ""
) -> Response:
    read_at = time.time()
    last_key = await read_last_key(session)
    key = request_key(request.url.path, request.query_params.multi_items(), vary)
    etag = entity_tag(last_key, key)
    headers = {"ETag": etag, "Cache-Control": CACHE_CONTROL}
    if etag in {tag.strip() for tag in request.headers.get("if-none-match", "").split(",")}:
        return Response(status_code=304, headers=headers)

    cache_key_of_read = cache_key(last_key, key)
    body: bytes | None = None
    try:
        body = await redis.get(cache_key_of_read)
    except Exception:  # a cache that does not answer must not take the menu down
        log.warning("public cache unavailable", exc_info=True)
    if body is None:
        body = json.dumps(jsonable_encoder(await build()), ensure_ascii=False, separators=(",", ":")).encode()
        try:
            await redis.set(cache_key_of_read, body, ex=TTL_SECONDS)
        except Exception:
            log.warning("public cache unavailable", exc_info=True)
    headers[GATEWAY_EXPIRES] = gateway_expires(read_at)
    return Response(content=body, media_type="application/json", headers=headers)
