"""Staff sign-in: redirectPath per role; a customer cannot sign in here."""

import jwt

from bakery_shared.models import Role

PASSWORD = "Parola#123"


async def test_an_admin_is_sent_to_the_admin_area(client, make_user, test_settings):
    await make_user(Role.ADMIN, "sefa@cofetarie.ro", "Ana")

    response = await client.post("/admin-service/authenticate", json={"email": "sefa@cofetarie.ro", "password": PASSWORD})

    assert response.status_code == 200
    body = response.json()
    assert body["redirectPath"] == "/admin"
    assert body["user"]["role"] == "ROLE_ADMIN"
    assert body["user"]["firstName"] == "Ana"
    assert jwt.decode(body["token"], test_settings.jwt_secret, algorithms=["HS256"])["role"] == "ROLE_ADMIN"


async def test_a_manager_is_sent_to_the_orders_panel(client, make_user):
    await make_user(Role.MANAGER, "tura@cofetarie.ro")

    response = await client.post("/admin-service/authenticate", json={"email": "tura@cofetarie.ro", "password": PASSWORD})

    assert response.status_code == 200
    assert response.json()["redirectPath"] == "/comenzi"
    assert response.json()["user"]["role"] == "ROLE_MANAGER"


async def test_a_customer_cannot_sign_in_here(client, make_user):
    await make_user(Role.USER, "client@example.ro")

    response = await client.post("/admin-service/authenticate", json={"email": "client@example.ro", "password": PASSWORD})

    assert response.status_code == 403
    assert response.json()["message"] == "Acest cont nu are acces la panoul de administrare."
    assert "token" not in response.json()


async def test_a_wrong_password_is_refused(client, make_user):
    await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    response = await client.post("/admin-service/authenticate", json={"email": "sefa@cofetarie.ro", "password": "Gresit#1"})
    assert response.status_code == 401
    assert response.json()["message"] == "Emailul sau parola sunt gresite"


async def test_staff_login_is_throttled_too(client, make_user, test_settings):
    await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    for _ in range(test_settings.login_failures_per_email):
        await client.post("/admin-service/authenticate", json={"email": "sefa@cofetarie.ro", "password": "Gresit#1"})

    response = await client.post("/admin-service/authenticate", json={"email": "sefa@cofetarie.ro", "password": PASSWORD})

    assert response.status_code == 429
