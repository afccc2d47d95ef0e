"""The owner's delivery zones: added, edited and removed; validation, uniqueness of names
and postal codes, and who may change them."""

import pytest

ZONES = "/admin-service/setup/delivery-zones"


def cisnadie(**changes) -> dict:
    return {
        "name": "Cisnădie",
        "localities": ["Cisnădie"],
        "postalCodes": ["555300"],
        "deliveryFee": "25",
        "minimumOrder": 100,
        "schedule": [{"dayOfWeek": 6, "hours": "10:00 - 14:00"}, {"dayOfWeek": 2, "hours": "9:00-13:00"}],
        **changes,
    }


async def test_the_owner_adds_edits_and_removes_a_zone(client, staff, business):
    listed = (await client.get(ZONES, headers=staff["admin"])).json()
    assert [(z["name"], z["deliveryFee"], z["minimumOrder"]) for z in listed] == [("Sibiu", "15.00", "50.00")]

    saved = await client.post(ZONES, json=cisnadie(), headers=staff["admin"])
    assert saved.status_code == 200, saved.text
    zone = saved.json()[1]
    assert zone["name"] == "Cisnădie" and zone["deliveryFee"] == "25.00" and zone["minimumOrder"] == "100.00"
    assert zone["schedule"] == [{"dayOfWeek": 2, "hours": "09:00 - 13:00"}, {"dayOfWeek": 6, "hours": "10:00 - 14:00"}]

    edited = await client.post(ZONES, json=cisnadie(id=zone["id"], deliveryFee="30.50"), headers=staff["admin"])
    assert edited.json()[1]["deliveryFee"] == "30.50"
    assert len(edited.json()) == 2

    removed = await client.delete(f"{ZONES}/{zone['id']}", headers=staff["admin"])
    assert [z["name"] for z in removed.json()] == ["Sibiu"]
    missing = await client.delete(f"{ZONES}/{zone['id']}", headers=staff["admin"])
    assert missing.status_code == 404
    assert missing.json()["message"] == "Zona de livrare nu a fost găsită."


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"name": " "}, "name", "Numele zonei este obligatoriu."),
        (
            {"localities": [], "postalCodes": ["550003"]},
            "localities",
            "Adăugați cel puțin o localitate a zonei: localitatea alege zona, codurile poștale doar între zonele ei.",
        ),
        ({"postalCodes": ["55A"]}, "postalCodes", "Codul poștal trebuie să conțină între 5 și 10 cifre."),
        (
            {"deliveryFee": "-1"},
            "deliveryFee",
            "Taxa de livrare trebuie să fie o sumă de cel puțin 0, cu cel mult două zecimale.",
        ),
        (
            {"minimumOrder": None},
            "minimumOrder",
            "Comanda minimă trebuie să fie o sumă de cel puțin 0, cu cel mult două zecimale.",
        ),
        (
            {"schedule": [{"dayOfWeek": 1, "hours": "14:00 - 10:00"}]},
            "schedule.0.hours",
            "Ora de deschidere trebuie să fie înaintea orei de închidere.",
        ),
        ({"schedule": [{"dayOfWeek": 8, "hours": "10:00 - 14:00"}]}, "schedule.0.dayOfWeek", None),
    ],
)
async def test_a_zone_with_bad_data_is_refused_with_its_message(client, staff, business, changes, field, message):
    response = await client.post(ZONES, json=cisnadie(**changes), headers=staff["admin"])

    assert response.status_code == 422
    assert field in response.json()["errors"]
    if message:
        assert response.json()["errors"][field] == message


async def test_a_name_or_postal_code_belongs_to_one_zone(client, staff, business):
    assert (await client.post(ZONES, json=cisnadie(), headers=staff["admin"])).status_code == 200

    same_name = await client.post(ZONES, json=cisnadie(name="cisnădie", postalCodes=[]), headers=staff["admin"])
    assert same_name.status_code == 409
    assert same_name.json()["message"] == "Există deja o zonă de livrare cu numele „cisnădie”."
    same_code = await client.post(ZONES, json=cisnadie(name="Cisnădie sud"), headers=staff["admin"])
    assert same_code.status_code == 409
    assert same_code.json()["message"] == "Codul poștal 555300 aparține deja zonei „Cisnădie”."


async def test_only_an_admin_changes_zones_and_staff_read_them(client, staff, business):
    assert (await client.get(ZONES, headers=staff["manager"])).status_code == 200
    assert (await client.post(ZONES, json=cisnadie(), headers=staff["manager"])).status_code == 403
    assert (await client.delete(f"{ZONES}/1", headers=staff["manager"])).status_code == 403
    assert (await client.get(ZONES, headers=staff["customer"])).status_code == 403
    assert (await client.post(ZONES, json=cisnadie())).status_code == 401
