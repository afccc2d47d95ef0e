"""Redis down or hung: the storefront still answers, and sign-in stays open with failed logins
counted in the process (fail open with a warning; see bakery_shared.auth.throttle and docs/operations.md).

Orders placed while Redis is down are saved and reach the panels once it is back:
test_orders_concurrency.py. Each test here runs a Redis of its own (`own_redis`) and stops,
pauses or restarts it; the session's Redis is never touched.
"""

import asyncio
from datetime import timedelta
import logging
import os
import signal
import time

import pytest

from bakery_devtools.testing.accounts import register_and_confirm
from bakery_devtools.testing.plugin import service_client
from user_service.main import create_app

PASSWORD = "Parola#123"


@pytest.fixture
async def client_on_own_redis(test_settings, db_connection, own_redis):
    settings = test_settings.model_copy(update={"redis_url": own_redis.url, "redis_timeout_seconds": 0.5})
    async with service_client(create_app(settings), db_connection) as client:
        yield client


async def register(client, mailbox, email: str) -> None:
    await register_and_confirm(client, mailbox, email, PASSWORD)


def login(client, email: str, password: str = PASSWORD):
    return client.post("/user-service/authenticate", json={"email": email, "password": password})


async def test_sign_in_stays_open_while_redis_is_down_and_failures_are_still_limited(
    client_on_own_redis, own_redis, test_settings, caplog, mailbox, clock
):
    client = client_on_own_redis
    await register(client, mailbox, "redis-cazut@example.ro")
    await asyncio.to_thread(own_redis.stop)

    with caplog.at_level(logging.WARNING, logger="bakery_shared.auth.throttle"):
        assert (await login(client, "redis-cazut@example.ro")).status_code == 200
    assert any("Redis does not answer" in record.getMessage() for record in caplog.records)

    # The same limit as with Redis, counted in this process: the fifth failure locks the address.
    for _ in range(test_settings.login_failures_per_email):
        assert (await login(client, "redis-cazut@example.ro", "Gresit#1")).status_code == 401
    refused = await login(client, "redis-cazut@example.ro")
    assert refused.status_code == 429
    assert refused.json()["message"].startswith("Prea multe încercări de autentificare nereușite.")
    assert 0 < int(refused.headers["Retry-After"]) <= test_settings.login_lockout_seconds

    # Redis back (empty): once the breaker lets a call through again (bakery_shared.redis_client),
    # the shared count is the one that counts again.
    await asyncio.to_thread(own_redis.start)
    clock.move_to(clock.now() + timedelta(seconds=test_settings.redis_breaker_seconds + 1))
    with caplog.at_level(logging.WARNING, logger="bakery_shared.auth.throttle"):
        assert (await login(client, "redis-cazut@example.ro")).status_code == 200
    assert any("Redis answers again" in record.getMessage() for record in caplog.records)
    assert (await login(client, "redis-cazut@example.ro", "Gresit#1")).status_code == 401


async def test_storefront_reads_answer_while_redis_is_down_or_hung(client_on_own_redis, own_redis, business):
    client = client_on_own_redis
    paths = ["/user-service/get-categories", "/user-service/restaurant/fetch-information", "/user-service/restaurant/last-key"]
    before = {path: await client.get(path) for path in paths}
    assert all(response.status_code == 200 for response in before.values())

    # Down: answered from Postgres, same bodies, and conditional reads still say 304.
    await asyncio.to_thread(own_redis.stop)
    for path in paths:
        response = await client.get(path)
        assert response.status_code == 200, response.text
        assert response.content == before[path].content
    etag = before["/user-service/get-categories"].headers["ETag"]
    assert (await client.get("/user-service/get-categories", headers={"If-None-Match": etag})).status_code == 304

    # Hung (the process stopped, its port still accepting): each Redis call gives up after its timeout.
    await asyncio.to_thread(own_redis.start)
    os.kill(own_redis.process.pid, signal.SIGSTOP)
    try:
        started = time.monotonic()
        response = await client.get("/user-service/get-categories")
        assert response.status_code == 200 and response.content == before["/user-service/get-categories"].content
        assert time.monotonic() - started < 5
    finally:
        os.kill(own_redis.process.pid, signal.SIGCONT)
