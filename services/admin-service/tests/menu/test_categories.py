"""Categories through admin-service: create and edit in one array call, delete, and their rules."""

import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_shared.models import Category, PickupLocation, Product, Role

CREATE = "/admin-service/setup/create-category"


@pytest.fixture
async def admin(make_user, token_for):
    user = await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    return {"Authorization": f"Bearer {token_for(user)}"}


@pytest.fixture
async def hipodrom(db_session):
    location = PickupLocation(name="Laboratorul Hipodrom", description="Str. Rahovei 20")
    db_session.add(location)
    await db_session.flush()
    return location


def category(**changes):
    base = {
        "name": "Torturi",
        "specialCategory": False,
        "extraIngredients": [{"name": "Fructe de pădure", "price": "12"}, {"name": "Lumânare", "price": 3}],
        "isPickupFromSpecificLocation": False,
        "givenLocationForPickup": None,
        "preferredMessage": True,
        "preferredMessageMaxLength": None,
        "additionalInformation": "Comenzile de torturi se fac cu 24 de ore înainte.",
    }
    return {**base, **changes}


async def test_categories_are_created_with_a_slug_and_answered_as_saved(client, admin, hipodrom):
    response = await client.post(
        CREATE,
        json=[
            category(),
            category(name="Biscuiți și fursecuri", extraIngredients=[], preferredMessage=False, additionalInformation=""),
            category(
                name="Torturi figurine",
                specialCategory=True,
                extraIngredients=None,
                isPickupFromSpecificLocation=True,
                givenLocationForPickup=hipodrom.id,
            ),
        ],
        headers=admin,
    )

    assert response.status_code == 200, response.text
    torturi, biscuiti, figurine = response.json()
    assert torturi == {
        "id": torturi["id"],
        "name": "Torturi",
        "value": "torturi",
        "specialCategory": False,
        "extraIngredients": [{"name": "Fructe de pădure", "price": "12.00"}, {"name": "Lumânare", "price": "3.00"}],
        "isPickupFromSpecificLocation": False,
        "givenLocationForPickup": None,
        "preferredMessage": True,
        "preferredMessageMaxLength": None,
        "additionalInformation": "Comenzile de torturi se fac cu 24 de ore înainte.",
    }
    assert (biscuiti["value"], biscuiti["additionalInformation"], biscuiti["extraIngredients"]) == (
        "biscuiti-si-fursecuri",
        None,
        [],
    )
    assert (figurine["specialCategory"], figurine["givenLocationForPickup"]) == (True, hipodrom.id)

    listed = (await client.get("/admin-service/setup/get-categories", headers=admin)).json()
    assert [c["name"] for c in listed] == ["Torturi", "Biscuiți și fursecuri", "Torturi figurine"]
    assert listed[0] == torturi


async def test_a_category_is_edited_when_sent_with_its_id(client, admin, db_session):
    [saved] = (await client.post(CREATE, json=[category()], headers=admin)).json()

    edited = {
        **saved,
        "name": "Torturi de casă",
        "extraIngredients": [{"name": "Lumânare", "price": "4.50"}, {"name": "Decor", "price": "8"}],
    }
    [answer] = (await client.post(CREATE, json=[edited], headers=admin)).json()

    assert answer["id"] == saved["id"]
    assert answer["name"] == "Torturi de casă"
    assert answer["value"] == "torturi"  # the address stays, so links keep working
    assert answer["extraIngredients"] == [{"name": "Lumânare", "price": "4.50"}, {"name": "Decor", "price": "8.00"}]
    assert await db_session.scalar(select(func.count()).select_from(Category)) == 1


async def test_the_pickup_location_of_a_category(client, admin, hipodrom):
    missing = await client.post(
        CREATE, json=[category(isPickupFromSpecificLocation=True, givenLocationForPickup=None)], headers=admin
    )
    assert missing.status_code == 422
    assert missing.json()["errors"] == {"0.givenLocationForPickup": "Trebuie să specificați locația de ridicare."}

    unknown = await client.post(
        CREATE, json=[category(isPickupFromSpecificLocation=True, givenLocationForPickup=987654)], headers=admin
    )
    assert unknown.status_code == 422
    assert unknown.json()["errors"] == {"0.givenLocationForPickup": "Locația de ridicare selectată nu există."}

    as_object = await client.post(
        CREATE, json=[category(isPickupFromSpecificLocation=True, givenLocationForPickup={"id": hipodrom.id})], headers=admin
    )
    assert as_object.json()[0]["givenLocationForPickup"] == hipodrom.id

    dropped = await client.post(CREATE, json=[category(name="Alta", givenLocationForPickup=hipodrom.id)], headers=admin)
    assert dropped.json()[0]["givenLocationForPickup"] is None


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"name": ""}, "1.name", "Numele categoriei este obligatoriu."),
        ({"name": "   "}, "1.name", "Numele categoriei este obligatoriu."),
        ({"name": None}, "1.name", "Numele categoriei este obligatoriu."),
        (
            {"extraIngredients": [{"name": "", "price": "1"}]},
            "1.extraIngredients.0.name",
            "Numele ingredientului este obligatoriu.",
        ),
        (
            {"extraIngredients": [{"name": "Frișcă", "price": None}]},
            "1.extraIngredients.0.price",
            "Prețul ingredientului este obligatoriu.",
        ),
        (
            {"extraIngredients": [{"name": "Frișcă", "price": "-1"}]},
            "1.extraIngredients.0.price",
            "Prețul ingredientului trebuie să fie cel puțin 0.",
        ),
        (
            {"extraIngredients": [{"name": "Frișcă", "price": 1}, {"name": "frișcă", "price": 2}]},
            "1.extraIngredients",
            "Ingredientele suplimentare trebuie să aibă nume diferite.",
        ),
        ({"value": "!!!"}, "1.value", "Adresa categoriei poate conține doar litere, cifre și cratime."),
    ],
)
async def test_each_category_rule_has_its_message(client, admin, db_session, changes, field, message):
    response = await client.post(CREATE, json=[category(name="Prăjituri"), category(**changes)], headers=admin)

    assert response.status_code == 422, response.text
    assert response.json()["errors"][field] == message
    # Nothing of the array is saved when one item is refused.
    assert await db_session.scalar(select(func.count()).select_from(Category)) == 0


async def test_category_names_are_unique_ignoring_case(client, admin, db_session):
    await make_category(db_session, "Torturi", "torturi")

    taken = await client.post(CREATE, json=[category(name="TORTURI")], headers=admin)
    assert taken.status_code == 409
    assert taken.json()["message"] == "Există deja o categorie cu numele „TORTURI”."
    assert taken.json()["errors"] == {"0.name": "Există deja o categorie cu numele „TORTURI”."}

    twice = await client.post(CREATE, json=[category(name="Cozonaci"), category(name="cozonaci")], headers=admin)
    assert twice.status_code == 409

    slug = await client.post(CREATE, json=[category(name="Torturi noi", value="torturi")], headers=admin)
    assert slug.status_code == 409
    assert slug.json()["message"] == "Există deja o categorie cu adresa „torturi”."

    # A generated address steps aside instead: "Torturi!" would also be "torturi".
    other = await client.post(CREATE, json=[category(name="Torturi!")], headers=admin)
    assert other.status_code == 200
    assert other.json()[0]["value"] == "torturi-2"


async def test_editing_an_unknown_category_is_404(client, admin):
    response = await client.post(CREATE, json=[category(id=987654)], headers=admin)
    assert response.status_code == 404
    assert response.json()["message"] == "Categoria nu a fost găsită."


async def test_a_category_turning_special_locks_its_products_order_type(client, admin, db_session):
    [saved] = (await client.post(CREATE, json=[category()], headers=admin)).json()
    torturi = await db_session.get(Category, saved["id"])
    cake = await make_product(db_session, torturi, "Tort Diplomat", pre_order_order_type=True)

    await client.post(CREATE, json=[{**saved, "specialCategory": True}], headers=admin)
    await db_session.refresh(cake)
    assert (cake.standard_order_type, cake.pre_order_order_type) == (False, False)

    await client.post(CREATE, json=[{**saved, "specialCategory": False}], headers=admin)
    await db_session.refresh(cake)
    assert (cake.standard_order_type, cake.pre_order_order_type) == (True, False)


async def test_a_category_with_products_cannot_be_deleted(client, admin, db_session):
    torturi = await make_category(db_session, "Torturi", "torturi")
    cake = await make_product(db_session, torturi)

    refused = await client.delete(f"/admin-service/setup/delete-category/{torturi.id}", headers=admin)
    assert refused.status_code == 409
    assert refused.json()["message"] == (
        "Categoria „Torturi” nu poate fi ștearsă cât timp are produse. Mutați sau ștergeți mai întâi produsele ei."
    )

    await client.delete(f"/admin-service/entries/delete-entry/{cake.id}", headers=admin)
    deleted = await client.delete(f"/admin-service/setup/delete-category/{torturi.id}", headers=admin)
    assert deleted.status_code == 200
    assert deleted.json() == {"message": "Categoria a fost ștearsă cu succes!"}
    assert await db_session.scalar(select(func.count()).select_from(Category)) == 0
    assert await db_session.scalar(select(func.count()).select_from(Product)) == 0

    missing = await client.delete(f"/admin-service/setup/delete-category/{torturi.id}", headers=admin)
    assert missing.status_code == 404


async def test_the_body_must_be_an_array_of_categories(client, admin):
    response = await client.post(CREATE, json=category(), headers=admin)
    assert response.status_code == 422
    assert response.json()["errors"] == {"body": "Valoarea trebuie să fie o listă."}
