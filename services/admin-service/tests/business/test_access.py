"""Who may call the setup: staff read it, only admins change it; anonymous callers are refused."""

import pytest

from bakery_shared.models import Role

READ = ("GET", "/admin-service/setup/fetch-information", None)
WRITES = [
    ("POST", "/admin-service/setup/contact-information", {"name": "Cofetăria", "phoneNumber": "0269 210 512", "email": "a@b.ro"}),
    (
        "POST",
        "/admin-service/setup/address",
        {
            "county": "Sibiu",
            "postalCode": "550159",
            "address": "Str. Bălcescu",
            "streetNumber": "12",
            "city": "Sibiu",
            "country": "România",
        },
    ),
    (
        "POST",
        "/admin-service/setup/set-pickup-locations",
        [{"pickupLocationName": "Centru", "pickupLocationDescription": "Piața Mare"}],
    ),
    ("DELETE", "/admin-service/setup/remove-pickup-locations", []),
    ("POST", "/admin-service/setup/restaurant-schedule", {"schedules": [], "holidaySchedules": []}),
    ("POST", "/admin-service/setup/offered-services", {"pickupEnabled": False}),
    ("POST", "/admin-service/setup/pmt", {"paymentMethods": ["cash"]}),
    ("POST", "/admin-service/setup/social-links", {"facebookUrl": "https://www.facebook.com/dulce"}),
]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
async def people(make_user, token_for):
    admin = await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    manager = await make_user(Role.MANAGER, "tura@cofetarie.ro")
    customer = await make_user(Role.USER, "client@example.ro")
    return {"admin": bearer(token_for(admin)), "manager": bearer(token_for(manager)), "customer": bearer(token_for(customer))}


async def call(client, method, path, body, headers=None):
    return await client.request(method, path, json=body, headers=headers or {})


@pytest.mark.parametrize(("method", "path", "body"), WRITES, ids=[w[1].rsplit("/", 1)[1] for w in WRITES])
async def test_only_admins_change_the_setup(client, business, people, method, path, body):
    assert (await call(client, method, path, body)).status_code == 401
    assert (await call(client, method, path, body, people["customer"])).status_code == 403
    as_manager = await call(client, method, path, body, people["manager"])
    assert as_manager.status_code == 403
    assert as_manager.json() == {"status": 403, "message": "Nu aveți drepturi pentru această acțiune.", "errors": {}}
    assert (await call(client, method, path, body, people["admin"])).status_code == 200


async def test_staff_read_the_setup(client, business, people):
    method, path, body = READ
    assert (await call(client, method, path, body)).status_code == 401
    assert (await call(client, method, path, body, people["customer"])).status_code == 403
    assert (await call(client, method, path, body, people["manager"])).status_code == 200
    assert (await call(client, method, path, body, people["admin"])).status_code == 200


async def test_a_refused_write_changes_nothing(client, business, people, db_session):
    from bakery_shared.last_key import read_last_key

    before = await read_last_key(db_session)
    await call(client, "POST", "/admin-service/setup/pmt", {"paymentMethods": ["card"]}, people["manager"])
    assert await read_last_key(db_session) == before
    info = (await call(client, *READ, people["manager"])).json()
    assert info["cashPayment"] is True and info["lastKey"] == str(before)
