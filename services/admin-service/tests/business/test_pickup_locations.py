"""Working points where orders are picked up: each needs its name and description."""

import pytest

from bakery_shared.models import Category, Role

SET = "/admin-service/setup/set-pickup-locations"
REMOVE = "/admin-service/setup/remove-pickup-locations"
FETCH = "/admin-service/setup/fetch-information"


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


def point(name, description="Str. Mare 1", **extra):
    return {"pickupLocationName": name, "pickupLocationDescription": description, **extra}


async def remove(client, ids, headers):
    return await client.request("DELETE", REMOVE, json=ids, headers=headers)


async def test_points_are_added_then_edited_by_id(client, business, admin):
    added = await client.post(SET, json=[point("Centru"), point("Hipodrom", "Str. Rahovei 45")], headers=admin)

    assert added.status_code == 200
    centre, hipodrom = added.json()
    assert (centre["pickupLocationName"], hipodrom["pickupLocationDescription"]) == ("Centru", "Str. Rahovei 45")

    edited = await client.post(
        SET, json=[{**hipodrom, "pickupLocationName": "Laborator"}, point("Turnișor", id=None)], headers=admin
    )

    assert edited.status_code == 200
    assert [p["pickupLocationName"] for p in edited.json()] == ["Centru", "Laborator", "Turnișor"]
    assert edited.json()[1]["id"] == hipodrom["id"]
    assert (await client.get(FETCH, headers=admin)).json()["pickupLocations"] == edited.json()


@pytest.mark.parametrize(
    ("sent", "errors"),
    [
        ([point("")], {"0.pickupLocationName": "Numele punctului de lucru este obligatoriu."}),
        ([point("Centru", "  ")], {"0.pickupLocationDescription": "Descrierea punctului de lucru este obligatorie."}),
        (
            [point("Centru"), {}],
            {
                "1.pickupLocationName": "Numele punctului de lucru este obligatoriu.",
                "1.pickupLocationDescription": "Descrierea punctului de lucru este obligatorie.",
            },
        ),
    ],
)
async def test_name_and_description_are_required_per_point(client, business, admin, sent, errors):
    response = await client.post(SET, json=sent, headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == errors


async def test_editing_an_unknown_point_is_refused(client, business, admin):
    response = await client.post(SET, json=[point("Centru", id=999999)], headers=admin)

    assert response.status_code == 422
    assert response.json()["errors"] == {"0.id": "Punctul de lucru nu a fost găsit."}


async def test_points_are_removed_by_id_and_the_rest_answered(client, business, admin):
    a, b, c = (await client.post(SET, json=[point("A"), point("B"), point("C")], headers=admin)).json()

    response = await remove(client, [a["id"], c["id"], 999999], headers=admin)

    assert response.status_code == 200
    assert response.json() == [b]


async def test_a_point_a_category_picks_up_at_is_not_removed(client, business, admin, db_session):
    centre, other = (await client.post(SET, json=[point("Centru"), point("Altul")], headers=admin)).json()
    db_session.add(
        Category(
            name="Torturi figurină",
            value="torturi-figurina",
            is_pickup_from_specific_location=True,
            given_location_for_pickup_id=centre["id"],
        )
    )
    await db_session.flush()

    response = await remove(client, [other["id"], centre["id"]], headers=admin)

    assert response.status_code == 409
    assert (
        response.json()["message"]
        == "Punctul de lucru „Centru” nu poate fi șters: categoria „Torturi figurină” se ridică de acolo."
    )
    assert len((await client.get(FETCH, headers=admin)).json()["pickupLocations"]) == 2  # nothing removed


async def test_remove_takes_a_json_array_of_ids(client, business, admin):
    response = await remove(client, {"ids": [1]}, headers=admin)
    assert response.status_code == 422
