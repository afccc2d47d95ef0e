"""Walk every route of an app and find those that answer without a valid token.

A route is "signed-in" when a request without a token, and one with a forged token, both get
401. Every route outside the app's declared public list must be; the route-walking tests of both
services fail on any that is not, so a new route can never become public by mistake.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
import re

from fastapi import FastAPI
from fastapi.routing import APIRoute, APIWebSocketRoute, iter_route_contexts
import httpx
import jwt

FORGED = jwt.encode(
    {
        "sub": "1",
        "email": "intrus@example.ro",
        "role": "ROLE_ADMIN",
        "sv": 1,
        "iat": datetime.now(UTC),
        "exp": datetime.now(UTC) + timedelta(days=1),
    },
    "not-the-shop-s-secret-but-long-enough-for-hs256",
    algorithm="HS256",
)


def _concrete(path: str) -> str:
    return re.sub(r"\{[^}]+\}", "1", path)


def api_routes(app: FastAPI) -> list[tuple[str, str]]:
    """(method, path) of every HTTP route the app serves, however deep its router was included
    (the docs pages are Starlette routes, not API routes)."""
    return sorted(
        (method, route.path)
        for route in iter_route_contexts(app.routes)
        if isinstance(route.original_route, APIRoute)
        for method in route.methods or ()
    )


def websocket_paths(app: FastAPI) -> list[str]:
    return sorted(route.path for route in iter_route_contexts(app.routes) if isinstance(route.original_route, APIWebSocketRoute))


def served_paths(app: FastAPI) -> set[str]:
    return {path for _, path in api_routes(app)} | set(websocket_paths(app))


async def open_routes(client: httpx.AsyncClient, app: FastAPI, public: set[str]) -> list[str]:
    """Every route outside `public` (paths) that does not answer 401 without a token and with a
    forged one; and every websocket route not declared public (it must authenticate itself)."""
    problems = [f"WEBSOCKET {path} (not in the public list)" for path in websocket_paths(app) if path not in public]
    for method, path in api_routes(app):
        if path in public:
            continue
        for label, headers in (("no token", {}), ("forged token", {"Authorization": f"Bearer {FORGED}"})):
            response = await client.request(method, _concrete(path), headers=headers)
            if response.status_code != 401:
                problems.append(f"{method} {path} answers {response.status_code} with {label}")
    return problems


async def stored_answers(client: httpx.AsyncClient, app: FastAPI, public: set[str], headers: dict[str, str]) -> list[str]:
    """Every route outside `public` whose answer to a signed-in call (`headers`) does not carry
    `Cache-Control: no-store`, whatever its status: a signed-in answer is never kept by a cache."""
    problems = []
    for method, path in api_routes(app):
        if path in public:
            continue
        response = await client.request(method, _concrete(path), headers=headers)
        if response.headers.get("cache-control") != "no-store":
            problems.append(
                f"{method} {path} answers {response.status_code} with Cache-Control {response.headers.get('cache-control')!r}"
            )
    return problems
