"""Every kind of setup change moves the last-key in the same transaction; reads and refusals do not."""

from datetime import timedelta

import pytest

from bakery_shared.business.schedule import business_today
from bakery_shared.last_key import read_last_key
from bakery_shared.models import Role

FETCH = "/admin-service/setup/fetch-information"


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


def changes():
    tomorrow = business_today() + timedelta(days=1)
    return [
        ("POST", "/admin-service/setup/contact-information", {"name": "Dulce", "phoneNumber": "0269 210 512", "email": "a@b.ro"}),
        ("POST", "/admin-service/setup/address", {"county": "Sibiu", "postalCode": "550159", "address": "Str. Mare", "streetNumber": "1", "city": "Sibiu"}),
        ("POST", "/admin-service/setup/set-pickup-locations", [{"pickupLocationName": "Centru", "pickupLocationDescription": "Piața Mare"}]),
        ("DELETE", "/admin-service/setup/remove-pickup-locations", []),
        ("POST", "/admin-service/setup/restaurant-schedule", {"schedules": [{"scheduleType": "PICKUP", "dayOfWeek": 1, "open": True, "hours": "08:00 - 20:00"}]}),
        (
            "POST",
            "/admin-service/setup/restaurant-schedule",
            {"holidaySchedules": [{"name": "Crăciun", "notificationMessage": "Închis", "startDate": tomorrow.isoformat(), "endDate": tomorrow.isoformat()}]},
        ),
        ("POST", "/admin-service/setup/offered-services", {"deliveryEnabled": False}),
        ("POST", "/admin-service/setup/pmt", {"paymentMethods": ["card"]}),
    ]


async def test_every_kind_of_change_moves_the_last_key(client, business, admin, db_session):
    keys = [await read_last_key(db_session)]
    for method, path, body in changes():
        response = await client.request(method, path, json=body, headers=admin)
        assert response.status_code == 200, (path, response.json())
        keys.append(await read_last_key(db_session))
        if isinstance(response.json(), dict):
            assert response.json()["lastKey"] == str(keys[-1])  # the answer is the fresh information
    assert keys == list(range(keys[0], keys[0] + len(changes()) + 1))


async def test_reads_and_refused_writes_leave_it(client, business, admin, db_session):
    before = await read_last_key(db_session)
    await client.get(FETCH, headers=admin)
    await client.post("/admin-service/setup/pmt", json={"paymentMethods": []}, headers=admin)
    await client.post("/admin-service/setup/contact-information", json={"name": ""}, headers=admin)
    yesterday = business_today() - timedelta(days=1)
    past = {"name": "x", "notificationMessage": "y", "startDate": yesterday.isoformat(), "endDate": yesterday.isoformat()}
    refused = await client.post("/admin-service/setup/restaurant-schedule", json={"holidaySchedules": [past]}, headers=admin)
    assert refused.status_code == 422
    assert await read_last_key(db_session) == before
