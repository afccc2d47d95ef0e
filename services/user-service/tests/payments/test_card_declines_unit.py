"""The cap on refused cards per payer without a Redis server: the card refused past the setting is
a 429 in Romanian with the window's time left, counted for the client's address and, signed in,
for the account too, and the keys never hold an address or an id as such. Redis here refuses every
connection, so the refusals are counted in this process (fail open), as while Redis restarts; the
Redis counting itself is tested against the real Redis (test_card_testing.py)."""

import socket
import uuid

import pytest
from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff

from bakery_shared.settings import Settings
from user_service.payments import messages as m
from user_service.payments.declines import CardDeclines, Payer

SETTINGS = Settings(card_declines_per_client=3, card_decline_window_seconds=1200)


@pytest.fixture
async def declines():
    with socket.socket() as s:  # a port nothing listens on: every call is refused at once
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    redis = Redis(host="127.0.0.1", port=port, socket_connect_timeout=1, retry=Retry(NoBackoff(), 0))
    yield CardDeclines(redis, SETTINGS)
    await redis.aclose()


def fresh_address() -> str:
    """An address no other test counted (the local counts live as long as the process)."""
    return f"10.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}.{uuid.uuid4().hex[:6]}"


def fresh_account() -> int:
    return uuid.uuid4().int % 10**12


async def refuse(declines: CardDeclines, payer: Payer, times: int) -> None:
    for _ in range(times):
        await declines.count(payer)


def test_a_guest_is_counted_by_address_and_a_signed_in_customer_by_account_too():
    guest = Payer("203.0.113.7")
    signed_in = Payer("203.0.113.7", user_id=42)
    [by_address] = guest.keys()
    assert by_address.startswith("card-declines:client:")
    assert signed_in.keys()[0] == by_address
    [_, by_account] = signed_in.keys()
    assert by_account.startswith("card-declines:account:")
    # Digests: what Redis holds names no address or account.
    for key in (by_address, by_account):
        assert "203.0.113.7" not in key and not key.endswith(":42")
        assert len(key.rpartition(":")[2]) == 64
    assert Payer("203.0.113.8").keys() != [by_address]
    assert Payer("203.0.113.7", user_id=43).keys()[1] != by_account


async def test_cards_are_tried_up_to_the_cap_then_a_429_says_how_long_to_wait(declines):
    payer = Payer(fresh_address())
    await refuse(declines, payer, 2)
    assert await declines.refusal(payer) is None  # a third card may still be tried
    await refuse(declines, payer, 1)
    refused = await declines.refusal(payer)
    assert refused is not None and refused.status_code == 429
    assert 1190 <= int(refused.headers["Retry-After"]) <= 1200
    assert refused.message == m.TOO_MANY_DECLINES.format(minutes=20)
    assert await declines.refusal(Payer(fresh_address())) is None  # another client is not counted with it


async def test_a_signed_in_tester_changing_address_is_still_refused(declines):
    account = fresh_account()
    await refuse(declines, Payer(fresh_address(), user_id=account), 2)
    await refuse(declines, Payer(fresh_address(), user_id=account), 1)
    assert await declines.refusal(Payer(fresh_address(), user_id=account)) is not None
    assert await declines.refusal(Payer(fresh_address(), user_id=fresh_account())) is None


async def test_accounts_changing_on_one_address_are_still_refused(declines):
    address = fresh_address()
    for _ in range(3):
        await refuse(declines, Payer(address, user_id=fresh_account()), 1)
    assert await declines.refusal(Payer(address, user_id=fresh_account())) is not None
    assert await declines.refusal(Payer(address)) is not None
