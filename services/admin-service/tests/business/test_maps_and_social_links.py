"""Coordinates of the shop and of each pickup point (the /contact maps), and the footer's social
links: saved from the setup, checked with Romanian messages, answered in the information."""

import pytest

from bakery_shared.models import Role

ADDRESS = "/admin-service/setup/address"
POINTS = "/admin-service/setup/set-pickup-locations"
SOCIAL = "/admin-service/setup/social-links"
FETCH = "/admin-service/setup/fetch-information"

STREET = {"county": "Sibiu", "postalCode": "550159", "address": "Str. Nicolae Bălcescu", "streetNumber": "12", "city": "Sibiu"}
LATITUDE_RULE = "Latitudinea trebuie să fie un număr între -90 și 90."
LONGITUDE_RULE = "Longitudinea trebuie să fie un număr între -180 și 180."
LONGITUDE_MISSING = "Completați și longitudinea: harta are nevoie de amândouă coordonatele."
LATITUDE_MISSING = "Completați și latitudinea: harta are nevoie de amândouă coordonatele."
# The `business` fixture is the demo seed's row: the shop by Piața Mare, the networks' home pages.
SEEDED_PLACE = ("45.794150", "24.151350")
SEEDED_LINKS = ("https://www.facebook.com/", "https://www.instagram.com/", "https://www.tiktok.com/")


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


@pytest.fixture
async def manager(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.MANAGER, 'tura@cofetarie.ro'))}"}


def point(name, **extra):
    return {"pickupLocationName": name, "pickupLocationDescription": "Str. Mare 1", **extra}


# ---- the shop's coordinates -------------------------------------------------------------------


async def test_the_address_saves_typed_coordinates_and_answers_them_with_six_decimals(client, business, admin):
    # A number, or a text with a Romanian decimal comma, as typed in the form.
    response = await client.post(ADDRESS, json={**STREET, "latitude": 45.79415, "longitude": "24,1513549"}, headers=admin)

    assert response.status_code == 200
    assert (response.json()["latitude"], response.json()["longitude"]) == ("45.794150", "24.151355")
    fetched = (await client.get(FETCH, headers=admin)).json()
    assert (fetched["latitude"], fetched["longitude"]) == ("45.794150", "24.151355")


async def test_an_address_saved_without_coordinates_keeps_them_and_empty_ones_remove_the_map(client, business, admin):
    await client.post(ADDRESS, json={**STREET, "latitude": "45.79415", "longitude": "24.15135"}, headers=admin)

    kept = await client.post(ADDRESS, json={**STREET, "streetNumber": "14"}, headers=admin)
    assert (kept.json()["streetNumber"], kept.json()["latitude"], kept.json()["longitude"]) == ("14", "45.794150", "24.151350")

    cleared = await client.post(ADDRESS, json={**STREET, "latitude": "", "longitude": None}, headers=admin)
    assert (cleared.json()["latitude"], cleared.json()["longitude"]) == (None, None)


@pytest.mark.parametrize(
    ("coordinates", "errors"),
    [
        ({"latitude": 90.5, "longitude": 24}, {"latitude": LATITUDE_RULE}),
        ({"latitude": "-91", "longitude": 24}, {"latitude": LATITUDE_RULE}),
        ({"latitude": 45, "longitude": 180.000001}, {"longitude": LONGITUDE_RULE}),
        ({"latitude": 45, "longitude": "-181"}, {"longitude": LONGITUDE_RULE}),
        ({"latitude": "nord", "longitude": "est"}, {"latitude": LATITUDE_RULE, "longitude": LONGITUDE_RULE}),
        ({"latitude": True, "longitude": [24]}, {"latitude": LATITUDE_RULE, "longitude": LONGITUDE_RULE}),
        ({"latitude": "NaN", "longitude": "Infinity"}, {"latitude": LATITUDE_RULE, "longitude": LONGITUDE_RULE}),
        ({"latitude": 45.79}, {"longitude": LONGITUDE_MISSING}),
        ({"latitude": "", "longitude": 24.15}, {"longitude": LATITUDE_MISSING}),
    ],
)
async def test_coordinates_out_of_range_or_alone_are_refused_in_romanian(client, business, admin, coordinates, errors):
    response = await client.post(ADDRESS, json={**STREET, **coordinates}, headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == errors
    assert set(response.json()) == {"status", "message", "errors"}
    fetched = (await client.get(FETCH, headers=admin)).json()
    assert (fetched["latitude"], fetched["longitude"]) == SEEDED_PLACE  # nothing half-saved


async def test_the_edges_of_the_ranges_are_places_too(client, business, admin):
    response = await client.post(ADDRESS, json={**STREET, "latitude": -90, "longitude": "180"}, headers=admin)

    assert response.status_code == 200
    assert (response.json()["latitude"], response.json()["longitude"]) == ("-90.000000", "180.000000")


# ---- the pickup points' coordinates ----------------------------------------------------------


async def test_each_point_carries_its_own_coordinates_or_none(client, business, admin):
    saved = await client.post(
        POINTS,
        json=[point("Centru", pickupLocationLatitude="45.79415", pickupLocationLongitude="24.15135"), point("Fără hartă")],
        headers=admin,
    )

    assert saved.status_code == 200
    centre, plain = saved.json()
    assert (centre["pickupLocationLatitude"], centre["pickupLocationLongitude"]) == ("45.794150", "24.151350")
    assert (plain["pickupLocationLatitude"], plain["pickupLocationLongitude"]) == (None, None)
    assert (await client.get(FETCH, headers=admin)).json()["pickupLocations"] == saved.json()

    # Edited without naming the coordinates, a point keeps them; another gets its own.
    edited = await client.post(
        POINTS,
        json=[
            {"id": centre["id"], "pickupLocationName": "Centru vechi", "pickupLocationDescription": "Piața Mare"},
            {"id": plain["id"], **point("Hipodrom", pickupLocationLatitude=45.7803, pickupLocationLongitude=24.1668)},
        ],
        headers=admin,
    )
    assert [(p["pickupLocationName"], p["pickupLocationLatitude"], p["pickupLocationLongitude"]) for p in edited.json()] == [
        ("Centru vechi", "45.794150", "24.151350"),
        ("Hipodrom", "45.780300", "24.166800"),
    ]


async def test_a_points_bad_coordinates_are_refused_under_its_index(client, business, admin):
    response = await client.post(
        POINTS,
        json=[point("Centru"), point("Hipodrom", pickupLocationLatitude="45,78", pickupLocationLongitude="200")],
        headers=admin,
    )

    assert response.status_code == 422
    assert response.json()["errors"] == {"1.pickupLocationLongitude": LONGITUDE_RULE}
    assert (await client.get(FETCH, headers=admin)).json()["pickupLocations"] == []


async def test_a_point_with_a_latitude_alone_is_refused(client, business, admin):
    response = await client.post(POINTS, json=[point("Centru", pickupLocationLatitude=45.79)], headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == {"0.pickupLocationLongitude": LONGITUDE_MISSING}


# ---- social links ----------------------------------------------------------------------------


async def test_social_links_are_saved_and_answered_in_the_information(client, business, admin):
    response = await client.post(
        SOCIAL,
        json={
            "facebookUrl": " https://www.facebook.com/cofetariadulce ",
            "instagramUrl": "https://instagram.com/cofetariadulce/",
            "tiktokUrl": "",
        },
        headers=admin,
    )

    assert response.status_code == 200
    body = response.json()
    assert (body["facebookUrl"], body["instagramUrl"], body["tiktokUrl"]) == (
        "https://www.facebook.com/cofetariadulce",
        "https://instagram.com/cofetariadulce/",
        None,
    )
    assert body["lastKey"] == "2"  # the storefront's copy moves
    assert (await client.get(FETCH, headers=admin)).json() == body


async def test_a_link_left_out_stays_and_null_removes_it(client, business, admin):
    await client.post(
        SOCIAL, json={"facebookUrl": "https://m.facebook.com/dulce", "tiktokUrl": "https://www.tiktok.com/@dulce"}, headers=admin
    )

    answer = (await client.post(SOCIAL, json={"facebookUrl": None}, headers=admin)).json()

    assert (answer["facebookUrl"], answer["instagramUrl"], answer["tiktokUrl"]) == (
        None,
        "https://www.instagram.com/",
        "https://www.tiktok.com/@dulce",
    )


FACEBOOK_RULE = (
    "Linkul de Facebook trebuie să fie o adresă https de pe facebook.com, de exemplu https://www.facebook.com/cofetaria-mea."
)
INSTAGRAM_RULE = (
    "Linkul de Instagram trebuie să fie o adresă https de pe instagram.com, de exemplu https://www.instagram.com/cofetaria-mea."
)
TIKTOK_RULE = "Linkul de TikTok trebuie să fie o adresă https de pe tiktok.com, de exemplu https://www.tiktok.com/cofetaria-mea."


@pytest.mark.parametrize(
    ("links", "errors"),
    [
        ({"facebookUrl": "http://www.facebook.com/dulce"}, {"facebookUrl": FACEBOOK_RULE}),
        ({"facebookUrl": "www.facebook.com/dulce"}, {"facebookUrl": FACEBOOK_RULE}),
        ({"facebookUrl": "https://www.instagram.com/dulce"}, {"facebookUrl": FACEBOOK_RULE}),
        ({"facebookUrl": "https://facebook.com.example.ro/dulce"}, {"facebookUrl": FACEBOOK_RULE}),
        ({"facebookUrl": "https://notfacebook.com/dulce"}, {"facebookUrl": FACEBOOK_RULE}),
        ({"facebookUrl": "https://www.facebook.com@rau.ro/dulce"}, {"facebookUrl": FACEBOOK_RULE}),
        ({"facebookUrl": "javascript:alert(1)//facebook.com"}, {"facebookUrl": FACEBOOK_RULE}),
        ({"instagramUrl": "https://www.instagram.com/a b"}, {"instagramUrl": INSTAGRAM_RULE}),
        ({"instagramUrl": "https://www.instagram.com:8443/dulce"}, {"instagramUrl": INSTAGRAM_RULE}),
        ({"tiktokUrl": "https://[::1/dulce"}, {"tiktokUrl": TIKTOK_RULE}),
        ({"tiktokUrl": 12}, {"tiktokUrl": "Valoarea trebuie să fie un text."}),
        ({"tiktokUrl": "https://www.tiktok.com/" + "a" * 300}, {"tiktokUrl": "Textul poate avea cel mult 300 caractere."}),
    ],
)
async def test_a_link_off_its_network_or_not_https_is_refused_in_romanian(client, business, admin, links, errors):
    response = await client.post(SOCIAL, json=links, headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == errors
    fetched = (await client.get(FETCH, headers=admin)).json()
    assert (fetched["facebookUrl"], fetched["instagramUrl"], fetched["tiktokUrl"]) == SEEDED_LINKS


async def test_a_manager_may_not_change_the_links_or_the_coordinates(client, business, manager):
    for path, body in (
        (SOCIAL, {"facebookUrl": "https://www.facebook.com/dulce"}),
        (ADDRESS, {**STREET, "latitude": 45.79, "longitude": 24.15}),
        (POINTS, [point("Centru", pickupLocationLatitude=45.79, pickupLocationLongitude=24.15)]),
    ):
        response = await client.post(path, json=body, headers=manager)
        assert response.status_code == 403
        assert response.json()["message"] == "Nu aveți drepturi pentru această acțiune."
    fetched = (await client.get(FETCH, headers=manager)).json()
    assert (fetched["facebookUrl"], fetched["latitude"], fetched["pickupLocations"]) == (SEEDED_LINKS[0], SEEDED_PLACE[0], [])
