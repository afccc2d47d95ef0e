"""The abuse limits' rule without a Redis server: a limit's count is its setting, the call past the
count is a 429 with the longest time left, and `allows` says yes up to the count. Redis here
refuses every connection, so the limits count in this process (fail open), as a shop whose Redis
restarts does; the Redis counting itself is tested against the real Redis (test_abuse_limits.py)."""

import socket
import uuid

import pytest
from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff

from bakery_shared.errors import TooManyRequests
from bakery_shared.settings import Settings
from user_service.auth.limits import GUEST_ORDER_PER_CLIENT, GUEST_ORDER_PER_EMAIL, RESET_MAIL_PER_ADDRESS, AbuseLimiter, Limit

SETTINGS = Settings(reset_mails_per_address=2, guest_orders_per_email=1, guest_orders_per_client=3, abuse_window_seconds=600)


@pytest.fixture
async def limiter():
    with socket.socket() as s:  # a port nothing listens on: every call is refused at once
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    redis = Redis(host="127.0.0.1", port=port, socket_connect_timeout=1, retry=Retry(NoBackoff(), 0))
    yield AbuseLimiter(redis, SETTINGS)
    await redis.aclose()


def fresh() -> str:
    """A value no other test counted (the local counts live as long as the process)."""
    return f"{uuid.uuid4().hex}@example.ro"


def test_a_limit_counts_what_its_setting_says():
    assert RESET_MAIL_PER_ADDRESS.count(SETTINGS) == 2
    assert Limit("x", "guest_orders_per_client").count(SETTINGS) == 3
    assert isinstance(Limit("x", "abuse_window_seconds").count(Settings(abuse_window_seconds=7)), int)


async def test_the_call_past_the_count_is_a_429_with_the_window_s_time_left(limiter):
    address = fresh()
    await limiter.hit((RESET_MAIL_PER_ADDRESS, address))
    await limiter.hit((RESET_MAIL_PER_ADDRESS, address.upper()))  # the same address
    with pytest.raises(TooManyRequests) as refused:
        await limiter.hit((RESET_MAIL_PER_ADDRESS, address))
    assert 590 <= int(refused.value.headers["Retry-After"]) <= 600
    assert "10 minute" in refused.value.message
    await limiter.hit((RESET_MAIL_PER_ADDRESS, fresh()))  # another address is not counted with it


async def test_every_limit_of_a_call_counts_and_any_one_past_its_count_refuses(limiter):
    client = fresh()
    await limiter.hit((GUEST_ORDER_PER_EMAIL, "a" + client), (GUEST_ORDER_PER_CLIENT, client))
    with pytest.raises(TooManyRequests):  # the address's one order is used; the client has two left
        await limiter.hit((GUEST_ORDER_PER_EMAIL, "a" + client), (GUEST_ORDER_PER_CLIENT, client))
    await limiter.hit((GUEST_ORDER_PER_EMAIL, "b" + client), (GUEST_ORDER_PER_CLIENT, client))
    with pytest.raises(TooManyRequests):  # the client's third order was the refused one: counted too
        await limiter.hit((GUEST_ORDER_PER_EMAIL, "c" + client), (GUEST_ORDER_PER_CLIENT, client))


async def test_allows_says_yes_up_to_the_count_then_no(limiter):
    address = fresh()
    assert [await limiter.allows(RESET_MAIL_PER_ADDRESS, address) for _ in range(3)] == [True, True, False]
