"""The owner's side of a bakery's limits (issue 12): delivery zones (validation, uniqueness,
roles), allergens, ingredients and production limits through the product form, the longest
message of a category, a rejected order giving its capacity back, and the kitchen's production list."""

from datetime import timedelta

import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import (
    checkout,
    make_pickup_location,
    moment_in,
    now_local,
    open_around_the_clock,
    product_line,
)
from bakery_devtools.testing.plugin import service_client
from bakery_shared.models import Role
from user_service.main import create_app as create_user_app

ZONES = "/admin-service/setup/delivery-zones"


@pytest.fixture
async def storefront(test_settings, db_connection):
    async with service_client(create_user_app(test_settings), db_connection) as client:
        yield client


@pytest.fixture
async def staff(make_user, token_for):
    admin = await make_user(Role.ADMIN, "admin@example.ro", "Andrei")
    manager = await make_user(Role.MANAGER, "manager@example.ro", "Maria")
    customer = await make_user(Role.USER, "client@example.ro")
    return {
        "admin": {"Authorization": f"Bearer {token_for(admin)}"},
        "manager": {"Authorization": f"Bearer {token_for(manager)}"},
        "customer": {"Authorization": f"Bearer {token_for(customer)}"},
    }


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


# ---- delivery zones ----


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
        ({"localities": [], "postalCodes": []}, "postalCodes", "Adăugați cel puțin o localitate sau un cod poștal al zonei."),
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


# ---- the product form ----


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


# ---- capacity given back, and the production list ----


@pytest.fixture
async def cake_shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    category = await make_category(db_session, "Torturi figurine", "torturi-figurine", preferred_message=True)
    cake = await make_product(db_session, category, "Tort cu figurine", prices=("250.00",))
    cake.dimensions[0].value = "1,5 kg"
    cake.daily_capacity = 1
    cookies = await make_product(
        db_session, await make_category(db_session, "Fursecuri", sort_order=1), "Fursecuri", prices=("30.00",)
    )
    await db_session.flush()
    return {"location": location, "cake": cake, "cookies": cookies}


def tomorrow(hour: int) -> str:
    return moment_in(timedelta(days=1)).replace(hour=hour, minute=0, second=0, microsecond=0).isoformat()


def cake_order(shop, hour: int, message: str | None = None, product="cake", quantity=1) -> dict:
    product = shop[product]
    line = product_line(product.id, product.dimensions[0].id, quantity, preferredMessage=message)
    return checkout([line], location_id=shop["location"].id, pickupOrDeliveryMoment=tomorrow(hour))


async def test_a_rejected_order_gives_its_capacity_back(client, storefront, staff, cake_shop):
    first = await storefront.post("/user-service/place-order", json=cake_order(cake_shop, 10))
    assert first.status_code == 201, first.text
    assert (await storefront.post("/user-service/place-order", json=cake_order(cake_shop, 11))).status_code == 409

    rejected = await client.post(
        "/admin-service/reject-order",
        json={"orderNumber": first.json()["orderNumber"], "reason": "Clientul a renunțat."},
        headers=staff["manager"],
    )
    assert rejected.status_code == 200, rejected.text

    again = await storefront.post("/user-service/place-order", json=cake_order(cake_shop, 12))
    assert again.status_code == 201, again.text


async def test_the_production_list_for_tomorrow_shows_the_cake_with_its_inscription(client, storefront, staff, cake_shop):
    typed = "La mulți ani, Ștefan! 🎉"
    cake = await storefront.post("/user-service/place-order", json=cake_order(cake_shop, 16, typed))
    assert cake.status_code == 201, cake.text
    for hour in (9, 11):
        placed = await storefront.post(
            "/user-service/place-order", json=cake_order(cake_shop, hour, product="cookies", quantity=2)
        )
        assert placed.status_code == 201, placed.text
    other_day = checkout(
        [product_line(cake_shop["cookies"].id, cake_shop["cookies"].dimensions[0].id, 5)],
        location_id=cake_shop["location"].id,
        pickupOrDeliveryMoment=moment_in(timedelta(days=2)).replace(hour=10, minute=0, second=0, microsecond=0).isoformat(),
    )
    assert (await storefront.post("/user-service/place-order", json=other_day)).status_code == 201

    day = str(now_local().date() + timedelta(days=1))
    listed = await client.get("/admin-service/production-list", params={"date": day}, headers=staff["manager"])

    assert listed.status_code == 200, listed.text
    body = listed.json()
    assert body["date"] == day and body["totalPieces"] == 5
    assert [c["category"] for c in body["categories"]] == ["Torturi figurine", "Fursecuri"]
    cake_item = body["categories"][0]["items"][0]
    assert (cake_item["productName"], cake_item["dimension"], cake_item["quantity"]) == ("Tort cu figurine", "1,5 kg", 1)
    assert cake_item["orders"][0]["preferredMessage"] == typed
    assert cake_item["orders"][0]["moment"].startswith(f"{day}T16:00:00")
    cookies = body["categories"][1]["items"][0]
    assert cookies["quantity"] == 4 and [o["quantity"] for o in cookies["orders"]] == [2, 2]

    assert (await client.get("/admin-service/production-list", headers=staff["customer"])).status_code == 403
    bad = await client.get("/admin-service/production-list", params={"date": "mâine"}, headers=staff["manager"])
    assert bad.status_code == 422
    far = await client.get("/admin-service/production-list", params={"date": "9999-12-31"}, headers=staff["manager"])
    assert far.status_code == 422 and far.json()["message"] == "Alegeți o zi între anii 2000 și 2999."


# ---- the second address of the unanswered-order alert ----


async def test_an_unanswered_order_is_also_mailed_to_the_second_address(
    client, storefront, staff, cake_shop, db_connection, test_settings, mailbox, clock
):
    from admin_service.orders.alerts import alert_unanswered_orders
    from bakery_devtools.testing.plugin import bound_sessionmaker

    assert (await client.get("/admin-service/setup/unanswered-alert", headers=staff["admin"])).json() == {"secondEmail": None}
    bad = await client.post("/admin-service/setup/unanswered-alert", json={"secondEmail": "nu-e-email"}, headers=staff["admin"])
    assert bad.status_code == 422
    assert (
        await client.post("/admin-service/setup/unanswered-alert", json={"secondEmail": "x@y.ro"}, headers=staff["manager"])
    ).status_code == 403
    saved = await client.post(
        "/admin-service/setup/unanswered-alert", json={"secondEmail": "Patroana@Cofetarie.ro"}, headers=staff["admin"]
    )
    assert saved.json() == {"secondEmail": "patroana@cofetarie.ro"}

    cookies = cake_shop["cookies"]
    now = checkout([product_line(cookies.id, cookies.dimensions[0].id, 1)], location_id=cake_shop["location"].id)
    placed = await storefront.post("/user-service/place-order", json=now)
    assert placed.status_code == 201, placed.text
    mailbox.clear()
    settings = test_settings.model_copy(update={"unanswered_order_minutes": 10})
    clock.move_to(clock.now() + timedelta(minutes=11))
    numbers = await alert_unanswered_orders(bound_sessionmaker(db_connection), settings, clock)

    assert numbers == [placed.json()["orderNumber"]]
    await client._transport.app.state.mail_sender.send_due()
    subject = f"Comandă fără răspuns: nr. {placed.json()['orderNumber']}"
    assert [m["Subject"] for m in mailbox.messages(to="contact@cofetarie-demo.ro")] == [subject]
    assert [m["Subject"] for m in mailbox.messages(to="patroana@cofetarie.ro")] == [subject]
