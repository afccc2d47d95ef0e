"""Customer login: the 168-hour token, the wrong-password message, throttling in Redis."""

from datetime import timedelta

import jwt

WRONG = "Emailul sau parola sunt gresite"


async def register(client, email="client@example.ro", password="Parola#123"):
    body = {"firstName": "Elena", "lastName": "Dobre", "email": email, "password": password, "confirmPassword": password}
    response = await client.post("/user-service/register", json=body)
    assert response.status_code == 200
    return response.json()


async def test_login_answers_a_168_hour_token_without_waiting_for_the_confirmation(client, test_settings):
    await register(client)

    response = await client.post("/user-service/authenticate", json={"email": "Client@Example.ro", "password": "Parola#123"})

    assert response.status_code == 200
    body = response.json()
    assert body["userRoles"] == ["ROLE_USER"]
    assert (body["firstName"], body["lastName"], body["email"]) == ("Elena", "Dobre", "client@example.ro")
    claims = jwt.decode(body["jwtToken"], test_settings.jwt_secret, algorithms=["HS256"])
    assert timedelta(seconds=claims["exp"] - claims["iat"]) == timedelta(hours=168)


async def test_a_wrong_password_gets_the_spec_message(client):
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


async def test_repeated_failures_for_one_address_are_refused_for_a_while(client, test_settings):
    await register(client)
    for _ in range(test_settings.login_failures_per_email):
        wrong = await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Gresit#1"})
        assert wrong.status_code == 401

    # Even the right password is refused while the address is locked.
    response = await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Parola#123"})

    assert response.status_code == 429
    assert response.json()["message"].startswith("Prea multe încercări de autentificare nereușite.")
    assert int(response.headers["Retry-After"]) > 0


async def test_the_lock_lifts_when_its_time_is_up(client, redis_client, test_settings):
    await register(client)
    for _ in range(test_settings.login_failures_per_email):
        await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Gresit#1"})
    for key in await redis_client.keys("login-failures:user:*"):
        await redis_client.pexpire(key, 1)

    while await redis_client.exists("login-failures:user:email:client@example.ro"):
        await redis_client.ping()  # the key's own expiry is the event we wait for

    response = await client.post("/user-service/authenticate", json={"email": "client@example.ro", "password": "Parola#123"})
    assert response.status_code == 200


async def test_many_failures_from_one_client_address_are_refused(client, test_settings):
    for n in range(test_settings.login_failures_per_client):
        await client.post("/user-service/authenticate", json={"email": f"incercare{n}@example.ro", "password": "Gresit#1"})

    response = await client.post("/user-service/authenticate", json={"email": "altcineva@example.ro", "password": "Gresit#1"})

    assert response.status_code == 429
