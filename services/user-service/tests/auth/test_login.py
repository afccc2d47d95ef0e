"""Customer login: the 168-hour token, the wrong-password message, throttling in Redis."""

from datetime import timedelta

import pytest

from bakery_devtools.testing.accounts import register_and_confirm
from bakery_devtools.testing.tokens import claims_of
from bakery_shared.auth.counts import digest

WRONG = "Emailul sau parola sunt gresite"
EMAIL_KEY = f"login-failures:user:email:{digest('client@example.ro')}"


@pytest.fixture
def register(mailbox):
    async def register(client, email="client@example.ro", password="Parola#123"):
        await register_and_confirm(client, mailbox, email, password)

    return register


async def test_login_answers_a_168_hour_token_once_the_address_is_confirmed(client, test_settings, register):
    await register(client)

    response = await client.post("/user-service/authenticate", json={"email": "Client@Example.ro", "password": "Parola#123"})

    assert response.status_code == 200
    body = response.json()
    assert body["userRoles"] == ["ROLE_USER"]
    assert (body["firstName"], body["lastName"], body["email"]) == ("Elena", "Dobre", "client@example.ro")
    claims = claims_of(test_settings, body["jwtToken"])
    assert timedelta(seconds=claims["exp"] - claims["iat"]) == timedelta(hours=168)


async def test_a_wrong_password_gets_the_spec_message(client, register):
    await register(client)

    response = await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Parola#124"})

    assert response.status_code == 401
    assert response.json() == {"status": 401, "message": WRONG, "errors": {}}


async def test_an_unknown_address_gets_the_same_message(client):
    response = await client.post("/user-service/authenticate", json={"email": "nimeni@example.ro", "password": "Parola#123"})
    assert response.status_code == 401
    assert response.json()["message"] == WRONG


async def test_login_has_no_password_format_rule(client):
    response = await client.post("/user-service/authenticate", json={"email": "nu-e-adresa", "password": "x"})
    assert response.status_code == 401  # judged as wrong credentials, not as a format error


async def test_login_needs_both_fields(client):
    response = await client.post("/user-service/authenticate", json={"email": ""})
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"email", "password"}


async def test_repeated_failures_for_one_address_are_refused_for_a_while(client, test_settings, register):
    await register(client)
    for _ in range(test_settings.login_failures_per_email):
        wrong = await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Gresit#1"})
        assert wrong.status_code == 401

    # Even the right password is refused while the address is locked.
    response = await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Parola#123"})

    assert response.status_code == 429
    assert response.json()["message"].startswith("Prea multe încercări de autentificare nereușite.")
    assert int(response.headers["Retry-After"]) > 0


async def test_the_lock_lifts_when_its_time_is_up(client, redis_client, test_settings, register):
    await register(client)
    for _ in range(test_settings.login_failures_per_email):
        await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Gresit#1"})
    for key in await redis_client.keys("login-failures:user:*"):
        await redis_client.pexpire(key, 1)

    while await redis_client.exists(EMAIL_KEY):
        await redis_client.ping()  # the key's own expiry is the event we wait for

    response = await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Parola#123"})
    assert response.status_code == 200


async def test_many_failures_from_one_client_address_are_refused(client, test_settings):
    for n in range(test_settings.login_failures_per_client):
        await client.post("/user-service/authenticate", json={"email": f"incercare{n}@example.ro", "password": "Gresit#1"})

    response = await client.post("/user-service/authenticate", json={"email": "altcineva@example.ro", "password": "Gresit#1"})

    assert response.status_code == 429


async def fail_until_locked(client, settings, email="client@example.ro"):
    for _ in range(settings.login_failures_per_email):
        wrong = await client.post("/user-service/authenticate", json={"email": email, "password": "Gresit#1"})
        assert wrong.status_code == 401


async def let_time_pass_in_redis(redis, seconds: float) -> None:
    """Every key with an expiry ages `seconds` (the keys that reach it are gone), as if that much
    time had passed: Redis' own clock cannot be moved, its keys' lifetimes can."""
    for key in await redis.keys("*"):
        left = await redis.pttl(key)
        if left < 0:  # no expiry (-1) or already gone (-2)
            continue
        if left > seconds * 1000:
            await redis.pexpire(key, int(left - seconds * 1000))
        else:
            await redis.delete(key)


async def test_the_lock_and_its_retry_after_last_no_longer_than_the_setting(client, redis_client, test_settings, register):
    await register(client)
    await fail_until_locked(client, test_settings)
    lockout = test_settings.login_lockout_seconds

    locked = await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Parola#123"})

    assert locked.status_code == 429
    assert 0 < int(locked.headers["Retry-After"]) <= lockout
    minutes = int(locked.json()["message"].split("peste ")[1].split(" minute")[0])
    assert 0 < minutes <= -(-lockout // 60)  # the wait the message promises, rounded up to whole minutes
    keys = await redis_client.keys("*")
    assert EMAIL_KEY in keys
    for key in [
        k for k in keys if k.startswith("login-failures:")
    ]:  # whatever the throttle keeps, none of it outlives the lockout
        assert 0 < await redis_client.ttl(key) <= lockout, key


async def test_with_a_short_lockout_the_lock_ends_when_its_time_ends(test_settings, db_connection, redis_client, register):
    from bakery_devtools.testing.plugin import service_client
    from user_service.main import create_app

    settings = test_settings.model_copy(update={"login_lockout_seconds": 30})
    async with service_client(create_app(settings), db_connection) as client:
        await register(client)
        await fail_until_locked(client, settings)

        async def sign_in():
            return await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Parola#123"})

        locked = await sign_in()
        assert locked.status_code == 429
        assert 0 < int(locked.headers["Retry-After"]) <= 30

        # The lock is the counters' lifetime: no longer than the setting, and it lasts all of it.
        left = await redis_client.pttl(EMAIL_KEY) / 1000
        assert 0 < left <= 30
        await let_time_pass_in_redis(redis_client, left - 3)
        assert (await sign_in()).status_code == 429  # 3 s before the end: still locked

        await let_time_pass_in_redis(redis_client, 3.5)
        assert (await sign_in()).status_code == 200  # its time is up: the right password works again
