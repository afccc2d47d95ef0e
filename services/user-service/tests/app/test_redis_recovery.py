"""Redis stalls, drops its connections or restarts under traffic, and once it answers again every
use of it works without restarting the services: sign-in on both services (200/401, never 500),
the abuse limits and the login throttle counting in Redis again, the storefront's cache, a new
order reaching a staff panel, and /readyz.

Both services run under uvicorn (live_server) on a database of their own and a Redis of the
test's own, so the real pool, breaker and connection handshake are what is exercised. The
services' clock is moved past the breaker's wait instead of sleeping it out."""

import asyncio
from datetime import timedelta
import itertools
import json
import os
import signal

import httpx
import pytest
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession
from websockets.asyncio.client import connect

from admin_service.main import create_app as create_admin_app
from bakery_devtools.testing.orders import checkout, product_line, seed_shop_with_one_cake
from bakery_devtools.testing.plugin import live_server
from bakery_shared.auth.passwords import hash_password
from bakery_shared.models import Role, User
from user_service.main import create_app as create_user_app

PASSWORD = "Parola#123"
CUSTOMER, MANAGER = "ana@example.ro", "tura@cofetarie.ro"
BREAKER_SECONDS = 10
# Sign-ins sent at once in each burst, on both services together.
BURST = 8


@pytest.fixture
async def shop(fresh_database, test_settings, own_redis, clock):
    url, engine = fresh_database
    ids = await seed_shop_with_one_cake(engine, stock=1000)
    async with engine.begin() as connection, AsyncSession(bind=connection) as session:
        for email, role in ((CUSTOMER, Role.USER), (MANAGER, Role.MANAGER)):
            session.add(
                User(
                    first_name="Ana",
                    last_name="Pop",
                    email=email,
                    password_hash=hash_password(PASSWORD),
                    role=role,
                    email_confirmed_at=clock.now(),
                )
            )
        await session.flush()
    settings = test_settings.model_copy(
        update={
            "database_url": url,
            "redis_url": own_redis.url,
            "redis_timeout_seconds": 0.5,
            "redis_breaker_seconds": BREAKER_SECONDS,
            "mail_poll_seconds": 0,
            # Room for two bursts at once, kept open: only Redis is on trial here.
            "database_pool_size": 2 * BURST,
        }
    )
    order = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])
    return settings, order


class Services:
    def __init__(self, http: httpx.AsyncClient, user: str, admin: str) -> None:
        self.http, self.user, self.admin = http, user, admin
        self.unknown = itertools.count()

    async def sign_in(self, index: int) -> httpx.Response:
        """Sign-in number `index` of a burst: mostly the right passwords, now and then an address
        with no account, never the same (few enough that no client's limit is reached)."""
        unknown = index % 6 == 5
        if index % 2:
            email = f"nimeni{next(self.unknown)}@example.ro" if unknown else CUSTOMER
            return await self.http.post(f"{self.user}/user-service/authenticate", json={"email": email, "password": PASSWORD})
        email = f"nimeni{next(self.unknown)}@cofetarie.ro" if unknown else MANAGER
        return await self.http.post(f"{self.admin}/admin-service/authenticate", json={"email": email, "password": PASSWORD})

    async def burst(self) -> list[int]:
        answers = await asyncio.gather(*(self.sign_in(index) for index in range(BURST)))
        return [answer.status_code for answer in answers]


EXPECTED = [401 if index % 6 == 5 else 200 for index in range(BURST)]


@pytest.fixture
async def services(shop):
    settings, order = shop
    user_app, admin_app = create_user_app(settings), create_admin_app(settings)
    async with (
        live_server(user_app) as user,
        live_server(admin_app) as admin,
        httpx.AsyncClient(timeout=30) as http,
    ):
        running = Services(http, user, admin)
        running.apps, running.order = (user_app, admin_app), order
        # The pools (Postgres and Redis) hold the connections the fault will hit.
        assert await asyncio.gather(running.burst(), running.burst()) == [EXPECTED, EXPECTED]
        yield running


async def answers_again(services: Services, clock) -> None:
    """Redis answers again; once the breaker's wait is over, everything works as before."""
    clock.move_to(clock.now() + timedelta(seconds=BREAKER_SECONDS + 1))
    for _ in range(2):
        assert await services.burst() == EXPECTED
    http = services.http
    for base, prefix in ((services.user, "user-service"), (services.admin, "admin-service")):
        ready = await http.get(f"{base}/{prefix}/readyz")
        assert ready.status_code == 200, ready.text


async def everything_works(services: Services, redis_url: str) -> None:
    """The limits and the cache are in Redis again, and a new order reaches a staff panel."""
    http, user = services.http, services.user
    redis = Redis.from_url(redis_url, decode_responses=True)
    try:
        # The login throttle counts a failure in Redis (every replica sees it).
        await http.post(f"{user}/user-service/authenticate", json={"email": "gresit@example.ro", "password": "Gresit#1"})
        assert await redis.keys("login-failures:user:email:*")
        # The storefront's answer is cached there.
        assert (await http.get(f"{user}/user-service/get-categories")).status_code == 200
        assert await redis.keys("storefront:*")

        staff = await http.post(f"{services.admin}/admin-service/authenticate", json={"email": MANAGER, "password": PASSWORD})
        socket_url = user.replace("http://", "ws://") + "/user-service/ws?token=" + staff.json()["token"]
        async with connect(socket_url) as panel:
            assert (await receive(panel))["type"] == "CONNECTED"
            await services.apps[0].state.hub.subscribed.wait()
            placed = await http.post(f"{user}/user-service/place-order", json=services.order)
            assert placed.status_code == 201, placed.text
            heard = await receive(panel)
        assert heard["orderNumber"] == placed.json()["orderNumber"]
        # A guest order is counted against the abuse limits, in Redis.
        assert await redis.keys("limit:guest-order:*")
    finally:
        await redis.aclose()


async def receive(socket) -> dict:
    return json.loads(await asyncio.wait_for(socket.recv(), 30))


async def test_a_stalled_redis_mid_traffic_leaves_nothing_broken(services, own_redis, clock):
    bursts = [asyncio.create_task(services.burst()) for _ in range(2)]
    os.kill(own_redis.process.pid, signal.SIGSTOP)
    try:
        # Sign-in stays open while Redis hangs: the throttle counts in the process meanwhile.
        for burst in bursts:
            assert await burst == EXPECTED
        assert await services.burst() == EXPECTED
    finally:
        os.kill(own_redis.process.pid, signal.SIGCONT)
    await answers_again(services, clock)
    await everything_works(services, own_redis.url)


async def test_connections_dropped_by_redis_leave_nothing_broken(services, own_redis, clock):
    """`CLIENT KILL TYPE normal`: what a restart or a failover does to the clients' connections."""
    redis = Redis.from_url(own_redis.url)
    try:
        bursts = [asyncio.create_task(services.burst()) for _ in range(2)]
        await redis.execute_command("CLIENT", "KILL", "TYPE", "normal")
        for burst in bursts:
            assert await burst == EXPECTED
    finally:
        await redis.aclose()
    await answers_again(services, clock)
    await everything_works(services, own_redis.url)


async def test_a_restarted_redis_leaves_nothing_broken(services, own_redis, clock):
    bursts = [asyncio.create_task(services.burst()) for _ in range(2)]
    await asyncio.to_thread(own_redis.stop)
    for burst in bursts:
        assert await burst == EXPECTED
    assert await services.burst() == EXPECTED
    await asyncio.to_thread(own_redis.start)
    await answers_again(services, clock)
    await everything_works(services, own_redis.url)
