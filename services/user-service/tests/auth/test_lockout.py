"""Lockout without denial of service, and counters that hold no raw input: five wrong passwords
typed by anyone must not lock a customer out of their own account (the right password still works),
and a login with a 9 MB e-mail must not store a 10 MB key in Redis."""

import httpx
import pytest

from bakery_devtools.testing.accounts import register_and_confirm

WRONG = "Gresit#1"


@pytest.fixture
async def from_address(client):
    """Another client of the same app, seen from another address."""
    clients = []

    def make(host: str) -> httpx.AsyncClient:
        app = client._transport.app
        other = httpx.AsyncClient(transport=httpx.ASGITransport(app=app, client=(host, 52000)), base_url="http://testserver")
        clients.append(other)
        return other

    yield make
    for other in clients:
        await other.aclose()


def login(client, password, email="victima@example.ro"):
    return client.post("/user-service/authenticate", json={"email": email, "password": password})


async def test_a_locked_accounts_owner_still_signs_in_from_a_client_that_has_not_failed(
    client, mailbox, from_address, test_settings
):
    await register_and_confirm(client, mailbox, "victima@example.ro")
    attacker = client  # 203.0.113.10
    for _ in range(test_settings.login_failures_per_email):
        assert (await login(attacker, WRONG)).status_code == 401
    assert (await login(attacker, "Parola#123")).status_code == 429  # the guessing client is held

    owner = from_address("198.51.100.20")
    assert (await login(owner, "Parola#123")).status_code == 200

    # Another guesser gets one try, then is held too while the account is under attack.
    second = from_address("198.51.100.77")
    assert (await login(second, WRONG)).status_code == 401
    assert (await login(second, WRONG)).status_code == 429


async def test_a_9_mb_email_is_refused_before_it_reaches_redis(client, redis_client):
    before = (await redis_client.info("memory"))["used_memory"]
    huge = "a" * (9 * 1024 * 1024) + "@example.ro"

    for path in ("/user-service/authenticate", "/user-service/send-reset-password-mail"):
        response = await client.post(path, json={"email": huge, "password": "x"})
        assert response.status_code == 422, path
        assert "email" in response.json()["errors"]

    assert await redis_client.dbsize() == 0
    assert (await redis_client.info("memory"))["used_memory"] - before < 1024 * 1024


async def test_login_counters_hold_hashes_not_the_address_or_the_client(client, redis_client):
    await login(client, WRONG, email="cineva@example.ro")
    keys = await redis_client.keys("login-failures:*")
    assert len(keys) == 2
    for key in keys:
        assert "cineva" not in key and "203.0.113.10" not in key
        assert len(key.rsplit(":", 1)[1]) == 64
