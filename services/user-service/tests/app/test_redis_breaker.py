"""A hung Redis costs one timeout, not one per request: after the first timeout the
service stops asking Redis for REDIS_BREAKER_SECONDS (every use fails over at once, as it does
when Redis is down), then one call probes it, and an answer closes the breaker.

Counted, not timed: the breaker counts the commands that reached Redis. Redis here is a server of
the test's own (`own_redis`), frozen with SIGSTOP as in test_redis_outage.py."""

from datetime import timedelta
import os
import signal

import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import service_client
from bakery_shared.redis_client import CLOSED, HALF_OPEN, OPEN
from user_service.main import create_app

PLACE = "/user-service/place-order"
BREAKER_SECONDS = 10


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    eclair = await make_product(db_session, await make_category(db_session), "Ecler", prices=("12.00",))
    return checkout([product_line(eclair.id, eclair.dimensions[0].id, 1)], location_id=location.id)


@pytest.fixture
async def app(test_settings, own_redis):
    settings = test_settings.model_copy(
        update={"redis_url": own_redis.url, "redis_timeout_seconds": 0.5, "redis_breaker_seconds": BREAKER_SECONDS}
    )
    return create_app(settings)


async def test_orders_with_redis_hung_cost_one_timeout_and_the_breaker_closes_when_it_answers(
    app, db_connection, own_redis, shop, clock
):
    async with service_client(app, db_connection) as client:
        breaker = app.state.redis.breaker
        assert (await client.post(PLACE, json=shop)).status_code == 201  # a guest order asks Redis (its limits)
        assert breaker.state == CLOSED and breaker.attempts > 0

        os.kill(own_redis.process.pid, signal.SIGSTOP)
        try:
            before = breaker.attempts
            for _ in range(5):
                placed = await client.post(PLACE, json=shop)
                assert placed.status_code == 201, placed.text
            # The first order met the timeout; the four after it did not ask Redis at all.
            assert breaker.attempts - before == 1
            assert breaker.state == OPEN and breaker.opened == 1
        finally:
            os.kill(own_redis.process.pid, signal.SIGCONT)

        # Redis answers again, but the breaker stays open for its time: still no call to it.
        asked = breaker.attempts
        assert (await client.post(PLACE, json=shop)).status_code == 201
        assert breaker.attempts == asked and breaker.state == OPEN

        # Its time over, it half-opens: the next call probes Redis, which answers, and it closes.
        clock.move_to(clock.now() + timedelta(seconds=BREAKER_SECONDS + 1))
        assert breaker.state == HALF_OPEN
        assert (await client.post(PLACE, json=shop)).status_code == 201
        assert breaker.state == CLOSED and breaker.attempts > asked
        assert await app.state.redis.ping()


async def test_a_probe_that_fails_opens_the_breaker_again(app, db_connection, own_redis, shop, clock):
    async with service_client(app, db_connection) as client:
        breaker = app.state.redis.breaker
        os.kill(own_redis.process.pid, signal.SIGSTOP)
        try:
            assert (await client.post(PLACE, json=shop)).status_code == 201
            assert breaker.state == OPEN
            clock.move_to(clock.now() + timedelta(seconds=BREAKER_SECONDS + 1))
            before = breaker.attempts
            for _ in range(3):
                assert (await client.post(PLACE, json=shop)).status_code == 201
            assert breaker.attempts - before == 1  # one probe, which timed out
            assert breaker.state == OPEN and breaker.opened == 2
        finally:
            os.kill(own_redis.process.pid, signal.SIGCONT)
