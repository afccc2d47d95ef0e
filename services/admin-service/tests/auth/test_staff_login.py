"""Staff sign-in: redirectPath per role; a customer cannot sign in here, and is not told why."""

from bakery_devtools.testing.tokens import claims_of
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
    assert claims_of(test_settings, body["token"])["role"] == "ROLE_ADMIN"


async def test_a_manager_is_sent_to_the_orders_panel(client, make_user):
    await make_user(Role.MANAGER, "tura@cofetarie.ro")

    response = await client.post("/admin-service/authenticate", json={"email": "tura@cofetarie.ro", "password": PASSWORD})

    assert response.status_code == 200
    assert response.json()["redirectPath"] == "/comenzi"
    assert response.json()["user"]["role"] == "ROLE_MANAGER"


async def test_a_customers_right_password_gets_the_same_401_as_a_wrong_one(client, make_user):
    """The staff login once answered a customer's right password with 403 and a wrong one with 401,
    so it confirmed customers' passwords to anyone: now the right password of a customer is answered
    exactly as a wrong one (and counted as one)."""
    await make_user(Role.USER, "client@example.ro")

    right = await client.post("/admin-service/authenticate", json={"email": "client@example.ro", "password": PASSWORD})
    wrong = await client.post("/admin-service/authenticate", json={"email": "client@example.ro", "password": "Gresit#1"})

    assert right.status_code == wrong.status_code == 401
    assert right.json() == wrong.json() == {"status": 401, "message": "Emailul sau parola sunt gresite", "errors": {}}
    assert right.headers.get("www-authenticate") == wrong.headers.get("www-authenticate")


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
