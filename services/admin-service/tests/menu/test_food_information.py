"""Food information and a kitchen's limits through the product form: allergens,
ingredients, lead time, daily capacity and production days, round trip to the storefront; their
rules; and the longest message a category takes."""

import pytest

from bakery_devtools.testing.menu import make_category


async def test_allergens_ingredients_and_limits_round_trip_through_the_product_form(client, storefront, staff, db_session):
    category = await make_category(db_session, "Torturi", "torturi")
    body = {
        "name": "Tort cu nuci",
        "description": "Blat cu nucă și cremă de vanilie.",
        "nutriValues": "420 kcal / 100 g; grăsimi 24 g; zaharuri 31 g",
        "ingredients": "Făină de grâu, ouă, lapte, unt, nuci, zahăr",
        "allergens": ["nuci", "gluten", "LAPTE", "oua", "nuci"],
        "category": {"id": category.id},
        "standardOrderType": True,
        "leadTime": "2 zile",
        "dailyCapacity": 8,
        "productionDays": [5, 1, 3],
        "dimensions": [
            {"value": "1 kg", "price": "140", "boxNeeded": False, "dailyCapacity": "3", "leadTime": "3 zile"},
            {"value": "2 kg", "price": "260", "boxNeeded": False},
        ],
    }
    created = await client.post("/admin-service/entries/add-entry", json=body, headers=staff["admin"])
    assert created.status_code == 200, created.text

    entry = (await client.get(f"/admin-service/entries/get-entry/{created.json()['id']}", headers=staff["admin"])).json()
    # In the regulation's order, each once.
    assert entry["allergens"] == ["gluten", "oua", "lapte", "nuci"]
    assert entry["ingredients"] == "Făină de grâu, ouă, lapte, unt, nuci, zahăr"
    assert entry["nutriValues"] == "420 kcal / 100 g; grăsimi 24 g; zaharuri 31 g"
    assert (entry["leadTime"], entry["dailyCapacity"], entry["productionDays"]) == ("2 zile", 8, [1, 3, 5])
    assert [(d["leadTime"], d["dailyCapacity"]) for d in entry["dimensions"]] == [("3 zile", 3), (None, None)]

    public = (await storefront.get(f"/user-service/get-product/{created.json()['id']}")).json()
    assert public["allergens"] == ["gluten", "oua", "lapte", "nuci"]
    assert public["ingredients"] == entry["ingredients"]


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        (
            {"allergens": ["gluten", "ciocolată"]},
            "allergens",
            "Alergenul „ciocolată” nu este unul dintre cele 14 din Regulamentul (UE) nr. 1169/2011.",
        ),
        (
            {"leadTime": "3 saptamani"},
            "leadTime",
            "Timpul în avans trebuie scris ca un număr urmat de minute, ore sau zile (de exemplu „30 minute”, „2 ore”, „3 zile”).",
        ),
        (
            {"dailyCapacity": 0},
            "dailyCapacity",
            "Capacitatea zilnică trebuie să fie un număr întreg între 1 și 10000, sau goală (fără limită).",
        ),
        ({"productionDays": [0, 8]}, "productionDays", "Zilele de producție sunt numere de la 1 (luni) la 7 (duminică)."),
    ],
)
async def test_bad_food_information_or_limits_are_refused(client, staff, db_session, changes, field, message):
    category = await make_category(db_session, "Torturi", "torturi")
    body = {"name": "Tort", "category": category.id, "standardOrderType": True, "dimensions": [{"value": "1 kg", "price": 1}]}
    response = await client.post("/admin-service/entries/add-entry", json={**body, **changes}, headers=staff["admin"])

    assert response.status_code == 422
    assert response.json()["errors"][field] == message


async def test_a_category_sets_the_longest_message(client, staff):
    saved = await client.post(
        "/admin-service/setup/create-category",
        json=[{"name": "Torturi aniversare", "preferredMessage": True, "preferredMessageMaxLength": 30}],
        headers=staff["admin"],
    )
    assert saved.status_code == 200, saved.text
    categories = (await client.get("/admin-service/setup/get-categories", headers=staff["admin"])).json()
    assert {c["name"]: c["preferredMessageMaxLength"] for c in categories}["Torturi aniversare"] == 30

    too_long = await client.post(
        "/admin-service/setup/create-category",
        json=[{"name": "Torturi", "preferredMessage": True, "preferredMessageMaxLength": 501}],
        headers=staff["admin"],
    )
    assert too_long.status_code == 422
    assert "Lungimea maximă a mesajului trebuie să fie un număr întreg între 1 și 500." in too_long.text
