"""Every kind of setup change moves the last-key in the same transaction; reads and refusals do not."""

from datetime import timedelta

import pytest

from bakery_devtools.testing.plugin import current_clock
from bakery_shared.last_key import read_last_key
from bakery_shared.models import Role

FETCH = "/admin-service/setup/fetch-information"


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


def changes():
    tomorrow = current_clock().today() + timedelta(days=1)
    return [
        ("POST", "/admin-service/setup/contact-information", {"name": "Dulce", "phoneNumber": "0269 210 512", "email": "a@b.ro"}),
        (
            "POST",
            "/admin-service/setup/address",
            {"county": "Sibiu", "postalCode": "550159", "address": "Str. Mare", "streetNumber": "1", "city": "Sibiu"},
        ),
        (
            "POST",
            "/admin-service/setup/set-pickup-locations",
            [{"pickupLocationName": "Centru", "pickupLocationDescription": "Piața Mare"}],
        ),
        ("DELETE", "/admin-service/setup/remove-pickup-locations", []),
        (
            "POST",
            "/admin-service/setup/restaurant-schedule",
            {"schedules": [{"scheduleType": "PICKUP", "dayOfWeek": 1, "open": True, "hours": "08:00 - 20:00"}]},
        ),
        (
            "POST",
            "/admin-service/setup/restaurant-schedule",
            {
                "holidaySchedules": [
                    {
                        "name": "Crăciun",
                        "notificationMessage": "Închis",
                        "startDate": tomorrow.isoformat(),
                        "endDate": tomorrow.isoformat(),
                    }
                ]
            },
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
    saved = (await client.get(FETCH, headers=admin)).json()
    yesterday = current_clock().today() - timedelta(days=1)
    past = {"name": "x", "notificationMessage": "y", "startDate": yesterday.isoformat(), "endDate": yesterday.isoformat()}
    refusals = [
        ("/admin-service/setup/pmt", {"paymentMethods": []}, "paymentMethods", "Selectați cel puțin o metodă de plată."),
        ("/admin-service/setup/contact-information", {"name": ""}, "name", "Numele afacerii este obligatoriu."),
        (
            "/admin-service/setup/restaurant-schedule",
            {"holidaySchedules": [past]},
            "holidaySchedules.0.startDate",
            "Data de început trebuie să fie astăzi sau mai târziu.",
        ),
        (
            "/admin-service/setup/offered-services",
            {"pickupEnabled": True, "minimumTimeInAdvanceForPickup": "o zi"},
            "minimumTimeInAdvanceForPickup",
            "Timpul în avans trebuie scris ca un număr urmat de minute, ore sau zile (de exemplu „30 minute”, „2 ore”, „3 zile”).",
        ),
        (
            "/admin-service/setup/address",
            {"county": "Sibiu", "postalCode": "12", "address": "Str. Mare", "streetNumber": "1", "city": "Sibiu"},
            "postalCode",
            "Codul poștal trebuie să conțină între 5 și 10 cifre.",
        ),
    ]

    for path, body, field, message in refusals:
        response = await client.post(path, json=body, headers=admin)
        assert response.status_code == 422, (path, response.text)
        assert response.json()["errors"][field] == message

    assert await read_last_key(db_session) == before
    assert (await client.get(FETCH, headers=admin)).json() == saved  # every detail as it was
