"""The storefront's business details and last-key: public, conditional, never stale after a save.

Both apps run on the test's one connection, so an admin's save through admin-service is what the
storefront's next read sees, exactly as two services on one Postgres.
"""

import pytest

from admin_service.main import create_app as create_admin_app
from bakery_devtools.testing.plugin import current_clock, service_client
from bakery_shared.auth.tokens import issue_token_for
from bakery_shared.models import PickupLocation, Role, Schedule, ScheduleType, User

FETCH = "/user-service/restaurant/fetch-information"
LAST_KEY = "/user-service/restaurant/last-key"


@pytest.fixture
async def admin_client(test_settings, db_connection, redis_client):
    async with service_client(create_admin_app(test_settings), db_connection) as client:
        yield client


@pytest.fixture
async def admin(db_session, test_settings):
    user = User(
        first_name="Ana",
        last_name="Sefa",
        email="sefa@cofetarie.ro",
        password_hash="x",
        role=Role.ADMIN,
        email_confirmed_at=current_clock().now(),
    )
    db_session.add(user)
    await db_session.flush()
    return {"Authorization": f"Bearer {issue_token_for(test_settings, current_clock().now(), user)[0]}"}


@pytest.fixture
async def shop(db_session, business):
    db_session.add(PickupLocation(name="Cofetăria din centru", description="Str. Nicolae Bălcescu 12", sort_order=0))
    db_session.add(Schedule(schedule_type=ScheduleType.REGULAR, day_of_week=1, open=True, hours="08:00 - 20:00"))
    await db_session.flush()
    return business


async def test_anyone_reads_the_business_details(client, shop):
    response = await client.get(FETCH)

    assert response.status_code == 200
    body = response.json()
    assert body["name"] == "Cofetăria Dulce Sibiu"
    assert (body["minimumOrderValue"], body["deliveryFee"], body["currency"]) == ("50.00", "15.00", "RON")
    assert body["pickupLocations"][0]["pickupLocationName"] == "Cofetăria din centru"
    assert body["schedules"][0]["hours"] == "08:00 - 20:00"
    assert body["lastKey"] == "1"
    assert response.headers["cache-control"] == "public, max-age=0, must-revalidate"
    assert response.headers["etag"]


async def test_a_matching_etag_gets_304_and_a_change_a_new_etag(client, admin_client, admin, shop):
    first = await client.get(FETCH)
    etag = first.headers["etag"]

    unchanged = await client.get(FETCH, headers={"If-None-Match": etag})
    assert unchanged.status_code == 304
    assert unchanged.content == b""
    assert unchanged.headers["etag"] == etag

    saved = await admin_client.post("/admin-service/setup/pmt", json={"paymentMethods": ["card"]}, headers=admin)
    assert saved.status_code == 200

    after = await client.get(FETCH, headers={"If-None-Match": etag})
    assert after.status_code == 200
    assert after.headers["etag"] != etag
    assert after.json()["cashPayment"] is False and after.json()["cardPayment"] is True


async def test_the_storefront_never_serves_stale_details_after_any_save(client, admin_client, admin, shop, redis_client):
    saves = [
        (
            "POST",
            "/admin-service/setup/contact-information",
            {"name": "Dulce Nou", "phoneNumber": "0745 000 111", "email": "nou@dulce.ro"},
            "name",
            "Dulce Nou",
        ),
        (
            "POST",
            "/admin-service/setup/address",
            {"county": "Sibiu", "postalCode": "550200", "address": "Str. Noua", "streetNumber": "9", "city": "Sibiu"},
            "postalCode",
            "550200",
        ),
        ("POST", "/admin-service/setup/offered-services", {"deliveryEnabled": False}, "deliveryEnabled", False),
        ("POST", "/admin-service/setup/restaurant-schedule", {"schedules": []}, "schedules", []),
        (
            "POST",
            "/admin-service/setup/set-pickup-locations",
            [{"pickupLocationName": "Hipodrom", "pickupLocationDescription": "Str. Rahovei 45"}],
            "pickupLocations",
            None,
        ),
        (
            "POST",
            "/admin-service/setup/social-links",
            {"instagramUrl": "https://www.instagram.com/dulce.sibiu"},
            "instagramUrl",
            "https://www.instagram.com/dulce.sibiu",
        ),
    ]
    for method, path, body, field, expected in saves:
        before = (await client.get(FETCH)).json()  # warms the cache under the current key
        assert await redis_client.keys("storefront:*")
        saved = await admin_client.request(method, path, json=body, headers=admin)
        assert saved.status_code == 200, saved.json()

        after = (await client.get(FETCH)).json()

        assert after["lastKey"] == str(int(before["lastKey"]) + 1)
        if expected is None:
            assert len(after[field]) == len(before[field]) + 1
        else:
            assert after[field] == expected
        assert after == (await admin_client.get("/admin-service/setup/fetch-information", headers=admin)).json()


async def test_the_storefront_reads_the_maps_coordinates_and_the_social_links(client, admin_client, admin, shop):
    """What /contact draws its maps from and the footer its icons, as the admin saved them."""
    await admin_client.post(
        "/admin-service/setup/address",
        json={"county": "Sibiu", "postalCode": "550159", "address": "Str. Bălcescu", "streetNumber": "12", "city": "Sibiu",
              "latitude": "45,79415", "longitude": 24.15135},
        headers=admin,
    )  # fmt: skip
    centre = (await client.get(FETCH)).json()["pickupLocations"][0]
    await admin_client.post(
        "/admin-service/setup/set-pickup-locations",
        json=[{**centre, "pickupLocationLatitude": None, "pickupLocationLongitude": None},
              {"pickupLocationName": "Hipodrom", "pickupLocationDescription": "Str. Rahovei 45",
               "pickupLocationLatitude": 45.7803, "pickupLocationLongitude": 24.1668}],
        headers=admin,
    )  # fmt: skip
    await admin_client.post(
        "/admin-service/setup/social-links",
        json={"facebookUrl": "https://www.facebook.com/dulce.sibiu", "instagramUrl": "", "tiktokUrl": None},
        headers=admin,
    )

    body = (await client.get(FETCH)).json()

    assert (body["latitude"], body["longitude"]) == ("45.794150", "24.151350")
    assert [
        (p["pickupLocationName"], p["pickupLocationLatitude"], p["pickupLocationLongitude"]) for p in body["pickupLocations"]
    ] == [
        ("Cofetăria din centru", None, None),
        ("Hipodrom", "45.780300", "24.166800"),
    ]
    assert (body["facebookUrl"], body["instagramUrl"], body["tiktokUrl"]) == ("https://www.facebook.com/dulce.sibiu", None, None)


async def test_the_body_comes_from_the_cache_until_the_key_moves(client, shop, db_session):
    first = await client.get(FETCH)
    # A change that bypasses the setup calls (and so the last-key) is not seen: the cache answers.
    db_session.add(PickupLocation(name="Fără cheie", description="…"))
    await db_session.flush()
    assert (await client.get(FETCH)).json() == first.json()


async def test_last_key_answers_the_current_key_uncached(client, admin_client, admin, shop):
    first = await client.get(LAST_KEY)

    assert first.status_code == 200
    assert first.json() == {"lastKey": "1"}
    assert first.headers["cache-control"] == "no-cache"
    assert "etag" not in first.headers

    await admin_client.post("/admin-service/setup/pmt", json={"paymentMethods": ["cash"]}, headers=admin)
    await client.get(FETCH)  # a read does not move it

    assert (await client.get(LAST_KEY)).json() == {"lastKey": "2"}
    assert (await client.get(LAST_KEY)).json() == {"lastKey": "2"}


async def test_both_calls_need_no_token_and_ignore_a_bad_one(client, shop):
    bad_token = {"Authorization": "Bearer nu.este.token"}
    anonymous = await client.get(FETCH)

    key = await client.get(LAST_KEY, headers=bad_token)
    details = await client.get(FETCH, headers=bad_token)

    assert key.status_code == 200
    assert key.json() == {"lastKey": "1"}
    assert details.status_code == 200
    assert details.json() == anonymous.json()  # a bad token changes nothing: the same public details
    assert details.json()["name"] == "Cofetăria Dulce Sibiu"
    assert details.json()["lastKey"] == key.json()["lastKey"]
    assert [p["pickupLocationName"] for p in details.json()["pickupLocations"]] == ["Cofetăria din centru"]


async def test_without_a_setup_row_the_details_are_404_and_the_key_0(client):
    missing = await client.get(FETCH)
    assert missing.status_code == 404
    assert missing.json()["message"] == "Datele afacerii nu au fost configurate încă."
    assert (await client.get(LAST_KEY)).json() == {"lastKey": "0"}
