"""Abuse limits on anonymous calls that cost the shop something (a mail sent, an account made, an
order the kitchen reads): without them anyone could send any number of password mails to one
address, or make accounts and guest orders without end. The N+1th call in a window is a 429 in the
error shape, with a Romanian message and Retry-After; counted in Redis under SHA-256 keys.

These tests run with the shipped defaults (the harness raises the guest-order limits for the tests
that place dozens of orders)."""

import asyncio
import re

import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import bearer, checkout, make_pickup_location, make_user, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import service_client
from bakery_shared.models import Role
from bakery_shared.settings import Settings
from user_service.main import create_app

DEFAULTS = Settings()
TOO_MANY = re.compile(r"^Prea multe cereri într-un timp scurt\. Vă rugăm să încercați din nou peste \d+ minute\.$")


@pytest.fixture
async def client(test_settings, db_connection, redis_client):
    settings = test_settings.model_copy(
        update={
            "guest_orders_per_email": DEFAULTS.guest_orders_per_email,
            "guest_orders_per_client": DEFAULTS.guest_orders_per_client,
        }
    )
    async with service_client(create_app(settings), db_connection) as client:
        yield client


def assert_too_many(response, window: int = DEFAULTS.abuse_window_seconds) -> None:
    assert response.status_code == 429, response.text
    body = response.json()
    assert body["status"] == 429 and body["errors"] == {}
    assert TOO_MANY.match(body["message"]), body["message"]
    assert 0 < int(response.headers["Retry-After"]) <= window


def registration(email: str) -> dict:
    return {"firstName": "Elena", "lastName": "Dobre", "email": email, "password": "Parola#123", "confirmPassword": "Parola#123"}


async def test_reset_mails_to_one_address_stop_after_the_limit(client, mailbox, redis_client):
    await client.post("/user-service/register", json=registration("maria@example.ro"))
    mailbox.clear()
    limit = DEFAULTS.reset_mails_per_address
    for _ in range(limit):
        ok = await client.post("/user-service/send-reset-password-mail", json={"email": "maria@example.ro"})
        assert ok.status_code == 200

    assert_too_many(await client.post("/user-service/send-reset-password-mail", json={"email": "MARIA@example.ro"}))
    assert len(mailbox.messages(to="maria@example.ro")) == limit  # 10 requests are no longer 10 mails
    # Keys name nobody: a hash, never the address.
    keys = await redis_client.keys("limit:*")
    assert keys and all(re.fullmatch(r"limit:[a-z-]+:[a-z]+:[0-9a-f]{64}", key) for key in keys)
    assert not any("maria" in key for key in await redis_client.keys("*"))


async def test_reset_mails_from_one_client_stop_after_the_limit(client):
    limit = DEFAULTS.reset_mails_per_client
    for n in range(limit):
        assert (
            await client.post("/user-service/send-reset-password-mail", json={"email": f"a{n}@example.ro"})
        ).status_code == 200
    assert_too_many(await client.post("/user-service/send-reset-password-mail", json={"email": "alta@example.ro"}))


async def test_registrations_from_one_client_stop_after_the_limit(client):
    limit = DEFAULTS.registrations_per_client
    for n in range(limit):
        assert (await client.post("/user-service/register", json=registration(f"nou{n}@example.ro"))).status_code == 200
    assert_too_many(await client.post("/user-service/register", json=registration("altul@example.ro")))


async def test_registrations_mailing_one_address_stop_after_the_limit(client, mailbox):
    limit = DEFAULTS.registrations_per_address
    for _ in range(limit):
        assert (await client.post("/user-service/register", json=registration("tinta@example.ro"))).status_code == 200
    assert_too_many(await client.post("/user-service/register", json=registration("tinta@example.ro")))
    assert len(mailbox.messages(to="tinta@example.ro")) == limit  # a confirmation, then notes to the owner


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cake = await make_product(db_session, await make_category(db_session), "Tort Diplomat", prices=("120.00",))
    cake.dimensions[0].stock, cake.dimensions[0].stock_unlimited = 1000, False
    await db_session.flush()
    return {"location": location, "cake": cake}


def order(shop, email: str) -> dict:
    body = checkout([product_line(shop["cake"].id, shop["cake"].dimensions[0].id)], location_id=shop["location"].id)
    body["deliveryDetailsBean"]["email"] = email
    return body


async def test_guest_orders_for_one_email_stop_after_the_limit(client, shop):
    for _ in range(DEFAULTS.guest_orders_per_email):
        placed = await client.post("/user-service/place-order", json=order(shop, "bot@example.ro"))
        assert placed.status_code == 201, placed.text
    assert_too_many(await client.post("/user-service/place-order", json=order(shop, "BOT@example.ro")))


async def test_guest_orders_from_one_client_stop_after_the_limit(client, shop):
    for n in range(DEFAULTS.guest_orders_per_client):
        placed = await client.post("/user-service/place-order", json=order(shop, f"oaspete{n}@example.ro"))
        assert placed.status_code == 201, placed.text
    assert_too_many(await client.post("/user-service/place-order", json=order(shop, "inca-unul@example.ro")))


async def test_a_retry_with_the_same_idempotency_key_is_not_counted_again(client, shop):
    key = {"Idempotency-Key": "aceeasi-comanda"}
    for _ in range(DEFAULTS.guest_orders_per_email + 3):
        answer = await client.post("/user-service/place-order", json=order(shop, "o-data@example.ro"), headers=key)
        assert answer.status_code in (200, 201)


async def test_signed_in_customers_are_not_limited_this_way(client, shop, db_session, test_settings):
    customer = bearer(test_settings, await make_user(db_session, Role.USER, "fidel@example.ro"))
    for _ in range(DEFAULTS.guest_orders_per_email + 2):
        placed = await client.post("/user-service/place-order", json=order(shop, "fidel@example.ro"), headers=customer)
        assert placed.status_code == 201, placed.text


async def test_calls_are_allowed_again_once_the_window_is_over(test_settings, db_connection, redis_client):
    """A counter lives one window: after it, the address may be mailed again (a counter that never
    expired would answer 429 for ever while Retry-After promised a second)."""
    window = 1
    settings = test_settings.model_copy(update={"abuse_window_seconds": window, "reset_mails_per_address": 1})
    body = {"email": "maria@example.ro"}
    async with service_client(create_app(settings), db_connection) as client:
        assert (await client.post("/user-service/send-reset-password-mail", json=body)).status_code == 200
        assert_too_many(await client.post("/user-service/send-reset-password-mail", json=body), window)
        [key] = await redis_client.keys("limit:reset-mail:address:*")
        assert 0 < await redis_client.pttl(key) <= window * 1000

        # Await the counter's expiry, polled in steps shorter than the window (bounded: a counter
        # that never expires fails here).
        loop = asyncio.get_running_loop()
        deadline = loop.time() + window + 2
        while await redis_client.exists(key) and loop.time() < deadline:
            await asyncio.sleep(0.05)
        assert not await redis_client.exists(key), f"the counter outlived its window (ttl {await redis_client.ttl(key)})"

        assert (await client.post("/user-service/send-reset-password-mail", json=body)).status_code == 200
