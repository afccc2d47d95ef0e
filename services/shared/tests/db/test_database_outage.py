"""Postgres going away under running services: every request answers a clear 503 in the one error
shape, fast, and the services recover by themselves once Postgres is back (pool pre-ping).

Each test runs a Postgres of its own (`own_postgres`), stops and starts it, and serves both
services with real uvicorn against it; the session's shared cluster is never touched.
"""

import asyncio
import time

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession, create_async_engine

from admin_service.main import create_app as create_admin_app
from bakery_devtools.testing.orders import checkout, product_line, seed_shop_with_one_cake
from bakery_devtools.testing.plugin import live_server
from bakery_shared.auth.passwords import hash_password
from bakery_shared.errors import UNAVAILABLE
from bakery_shared.migrate import upgrade_to_head
from bakery_shared.models import Role, User
from user_service.main import create_app as create_user_app

# A request during the outage must answer well within this (connect timeout 1 s below).
FAST = 5.0


@pytest.fixture
async def shop(own_postgres, test_settings):
    """Own Postgres, migrated, with a shop selling one cake; settings of services pointing at it."""
    url = await asyncio.to_thread(own_postgres.create_database)
    await asyncio.to_thread(upgrade_to_head, url)
    engine = create_async_engine(url)
    try:
        ids = await seed_shop_with_one_cake(engine, stock=100)
    finally:
        await engine.dispose()
    settings = test_settings.model_copy(
        update={
            "database_url": url,
            "database_pool_size": 3,
            "database_connect_timeout_seconds": 1.0,
            "database_statement_timeout_seconds": 2.0,
            "database_pool_timeout_seconds": 1.0,
            "mail_poll_seconds": 0,
        }
    )
    return settings, ids


def assert_unavailable(response: httpx.Response) -> None:
    assert response.status_code == 503, response.text
    assert response.json() == {"status": 503, "message": UNAVAILABLE, "errors": {}}
    assert response.headers["Retry-After"] == "5"


async def timed(call) -> httpx.Response:
    started = time.monotonic()
    response = await call
    assert time.monotonic() - started < FAST, f"{response.request.url} took {time.monotonic() - started:.1f}s"
    return response


async def test_postgres_restart_answers_503_then_recovers_without_restarting_the_services(shop, own_postgres):
    settings, ids = shop
    order = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])
    login = {"email": "nimeni@example.ro", "password": "Parola#123"}

    async with (
        live_server(create_user_app(settings)) as user_base,
        live_server(create_admin_app(settings)) as admin_base,
        httpx.AsyncClient(timeout=30) as http,
    ):
        # Up: the pool holds connections that the restart will kill.
        assert (await http.get(f"{user_base}/user-service/get-categories")).status_code == 200
        assert (await http.post(f"{user_base}/user-service/place-order", json=order)).status_code == 201
        assert (await http.post(f"{admin_base}/admin-service/authenticate", json=login)).status_code == 401

        await asyncio.to_thread(own_postgres.stop, "fast")

        # Down: reads, writes and sign-in of both services answer 503 at once, never 500, never a hang.
        assert_unavailable(await timed(http.get(f"{user_base}/user-service/get-categories")))
        assert_unavailable(await timed(http.get(f"{user_base}/user-service/restaurant/fetch-information")))
        assert_unavailable(await timed(http.post(f"{user_base}/user-service/place-order", json=order)))
        assert_unavailable(await timed(http.post(f"{admin_base}/admin-service/authenticate", json=login)))
        ready = await timed(http.get(f"{user_base}/user-service/readyz"))
        assert ready.status_code == 503 and ready.json()["checks"]["database"] == "down"
        # The process itself is fine: an orchestrator must not restart it.
        assert (await http.get(f"{user_base}/user-service/healthz")).status_code == 200

        await asyncio.to_thread(own_postgres.start)

        # Back: the very first requests work; the pool replaced its dead connections on its own.
        assert (await http.get(f"{user_base}/user-service/get-categories")).status_code == 200
        placed = await http.post(f"{user_base}/user-service/place-order", json=order)
        assert placed.status_code == 201, placed.text
        assert (await http.post(f"{admin_base}/admin-service/authenticate", json=login)).status_code == 401
        assert (await http.get(f"{admin_base}/admin-service/readyz")).status_code == 200

    engine = create_async_engine(settings.database_url)
    try:
        async with engine.connect() as connection:
            assert await connection.scalar(text("SELECT count(*) FROM orders")) == 2
    finally:
        await engine.dispose()


async def test_a_crashed_postgres_is_survived_too(shop, own_postgres):
    """`immediate`: the server dies without closing its connections cleanly and recovers on start."""
    settings, ids = shop
    order = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])
    async with live_server(create_user_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=30) as http:
        assert (await http.post("/user-service/place-order", json=order)).status_code == 201
        await asyncio.to_thread(own_postgres.stop, "immediate")
        assert_unavailable(await timed(http.post("/user-service/place-order", json=order)))
        await asyncio.to_thread(own_postgres.start)
        assert (await http.post("/user-service/place-order", json=order)).status_code == 201


async def test_an_exhausted_pool_answers_503_after_the_pool_timeout(shop):
    """Every connection busy (pool 3, no overflow): the next request waits the pool timeout, then 503."""
    settings, _ = shop
    settings = settings.model_copy(update={"database_max_overflow": 0})
    app = create_user_app(settings)
    async with live_server(app) as base, httpx.AsyncClient(base_url=base, timeout=30) as http:
        held = [await app.state.engine.connect() for _ in range(settings.database_pool_size)]
        try:
            assert_unavailable(await timed(http.get("/user-service/get-categories")))
        finally:
            for connection in held:
                await connection.close()
        assert (await http.get("/user-service/get-categories")).status_code == 200


async def test_a_statement_stuck_behind_a_lock_is_cancelled_and_answers_503(shop):
    """statement_timeout: a read blocked by someone else's lock gives up after 2 s instead of hanging."""
    settings, _ = shop
    blocker = create_async_engine(settings.database_url)
    async with live_server(create_user_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=30) as http:
        try:
            async with blocker.connect() as connection:
                await connection.execute(text("LOCK TABLE business_setup IN ACCESS EXCLUSIVE MODE"))
                assert_unavailable(await timed(http.get("/user-service/get-categories")))
                await connection.rollback()
        finally:
            await blocker.dispose()
        assert (await http.get("/user-service/get-categories")).status_code == 200


async def test_connections_the_server_ended_cost_no_request(shop, clock):
    """`pg_terminate_backend` on the services' connections, as a restart or a failover ends them:
    the very next sign-in on each service is answered as usual, not with a 503."""
    settings, _ = shop
    engine = create_async_engine(settings.database_url)
    try:
        async with engine.begin() as connection, AsyncSession(bind=connection) as session:
            for email, role in (("ana@example.ro", Role.USER), ("tura@cofetarie.ro", Role.MANAGER)):
                session.add(
                    User(
                        first_name="Ana",
                        last_name="Pop",
                        email=email,
                        password_hash=hash_password("Parola#123"),
                        role=role,
                        email_confirmed_at=clock.now(),
                    )
                )
            await session.flush()
        sign_ins = (
            ("/user-service/authenticate", {"email": "ana@example.ro", "password": "Parola#123"}),
            ("/admin-service/authenticate", {"email": "tura@cofetarie.ro", "password": "Parola#123"}),
        )
        async with (
            live_server(create_user_app(settings)) as user_base,
            live_server(create_admin_app(settings)) as admin_base,
            httpx.AsyncClient(timeout=30) as http,
        ):
            bases = (user_base, admin_base)
            for base, (path, body) in zip(bases, sign_ins, strict=True):
                assert (await http.post(base + path, json=body)).status_code == 200

            async with engine.connect() as connection:
                services_connections = "SELECT pid FROM pg_stat_activity WHERE application_name = 'bakery'"
                ended = (await connection.scalars(text(services_connections))).all()
                assert ended
                await connection.execute(
                    text("SELECT pg_terminate_backend(pid) FROM unnest(CAST(:pids AS int[])) AS pid"), {"pids": ended}
                )
                # Gone for good (the server closed their sockets) before anyone asks again.
                async with asyncio.timeout(30):
                    while set(ended) & set((await connection.scalars(text(services_connections))).all()):
                        await connection.rollback()  # pg_stat_activity is read once a transaction
                        await asyncio.sleep(0.01)

            for base, (path, body) in zip(bases, sign_ins, strict=True):
                answer = await http.post(base + path, json=body)
                assert answer.status_code == 200, answer.text
    finally:
        await engine.dispose()
