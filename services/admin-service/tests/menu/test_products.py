"""Products through admin-service: create, update, read, delete, and every product rule of the
specification."""

from decimal import Decimal

import pytest
from sqlalchemy import func, select

from admin_service.main import create_app
from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.plugin import service_client
from bakery_shared.models import (
    CategoryExtraIngredient,
    DeliveryMethod,
    Dimension,
    Order,
    OrderDimensionLine,
    OrderProductLine,
    Product,
    Role,
)


@pytest.fixture
async def client(test_settings, db_connection, redis_client, tmp_path):
    settings = test_settings.model_copy(update={"media_root": tmp_path / "media"})
    async with service_client(create_app(settings), db_connection) as client:
        yield client


@pytest.fixture
async def staff(make_user, token_for):
    admin = await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    return {"Authorization": f"Bearer {token_for(admin)}"}


@pytest.fixture
async def torturi(db_session):
    category = await make_category(db_session, "Torturi", "torturi", additional_information="Se comandă cu 2 zile înainte.")
    category.extra_ingredients = [
        CategoryExtraIngredient(name="Fructe de pădure", price=Decimal("12.00"), sort_order=0),
        CategoryExtraIngredient(name="Lumânare", price=Decimal("3"), sort_order=1),
    ]
    await db_session.flush()
    return category


def dimension(**changes):
    base = {
        "value": "1 kg",
        "price": "120.00",
        "stock": 9999,
        "stockUnlimited": True,
        "availability": True,
        "minimumQuantityType": "NA",
        "minimumQuantityNumber": None,
        "boxNeeded": True,
        "boxPrice": "5.00",
    }
    return {**base, **changes}


def product(category_id, **changes):
    base = {
        "name": "Tort Diplomat",
        "description": "Blat pufos, cremă de vanilie și fructe.",
        "nutriValues": "250 kcal / 100 g",
        "category": {"id": category_id},
        "standardOrderType": True,
        "preOrderOrderType": False,
        "isVeggie": False,
        "outOfStock": False,
        "available": True,
        "allowPreferredMessage": True,
        "dimensions": [dimension()],
        "similarProducts": [],
    }
    return {**base, **changes}


async def save(client, headers, body):
    return await client.post("/admin-service/entries/add-entry", json=body, headers=headers)


async def test_a_product_is_created_and_read_back_in_the_contract_shape(client, staff, torturi):
    body = product(
        torturi.id,
        dimensions=[
            dimension(),
            dimension(value="2 kg", price=230, stockUnlimited=False, stock=4, boxNeeded=False, boxPrice="9"),
        ],
        extraIngredientsBeans=[{"name": "Aur comestibil", "price": "1000.00"}],
    )
    created = await save(client, staff, body)
    assert created.status_code == 200, created.text
    product_id = created.json()["id"]
    assert created.json() == {"id": product_id}

    entry = (await client.get(f"/admin-service/entries/get-entry/{product_id}", headers=staff)).json()

    assert entry["name"] == "Tort Diplomat"
    assert entry["category"] == {"id": torturi.id, "name": "Torturi", "value": "torturi", "specialCategory": False}
    assert entry["orderType"] == "standard"
    assert entry["imagesLinks"] == []
    assert entry["similarProducts"] == []
    # Extras always come from the category, whatever the client sent.
    assert entry["extraIngredientsBeans"] == [
        {"name": "Fructe de pădure", "price": "12.00"},
        {"name": "Lumânare", "price": "3.00"},
    ]
    assert entry["categoryAdditionalInformation"] == "Se comandă cu 2 zile înainte."
    first, second = entry["dimensions"]
    assert first == {
        "id": first["id"],
        "value": "1 kg",
        "price": "120.00",
        "stock": 9999,
        "stockUnlimited": True,
        "availability": True,
        "minimumQuantityType": "NA",
        "minimumQuantityNumber": None,
        "boxNeeded": True,
        "boxPrice": "5.00",
        # Production limits of this size: none, the product's apply.
        "leadTime": None,
        "dailyCapacity": None,
    }
    assert (second["price"], second["stock"], second["stockUnlimited"], second["boxNeeded"], second["boxPrice"]) == (
        "230.00",
        4,
        False,
        False,
        None,
    )
    assert set(entry) == {
        "id",
        "name",
        "description",
        "nutriValues",
        "category",
        "standardOrderType",
        "preOrderOrderType",
        "orderType",
        "isVeggie",
        "outOfStock",
        "available",
        "allowPreferredMessage",
        "imagesLinks",
        "dimensions",
        "extraIngredientsBeans",
        "similarProducts",
        "categoryAdditionalInformation",
        # Food information, production limits, the longest message.
        "allergens",
        "ingredients",
        "leadTime",
        "dailyCapacity",
        "productionDays",
        "preferredMessageMaxLength",
    }


async def test_unlimited_stock_is_stored_as_9999_whatever_stock_was_sent(client, staff, torturi, db_session):
    created = await save(client, staff, product(torturi.id, dimensions=[dimension(stockUnlimited=True, stock=3)]))
    stored = await db_session.scalar(select(Dimension).where(Dimension.product_id == created.json()["id"]))
    assert (stored.stock, stored.stock_unlimited) == (9999, True)


async def test_minimum_count_only_for_numar_bucati(client, staff, torturi, db_session):
    body = product(
        torturi.id,
        dimensions=[
            dimension(value="Bucată", minimumQuantityType="numarBucati", minimumQuantityNumber=6),
            dimension(value="Cutie", minimumQuantityType="NA", minimumQuantityNumber=6),
        ],
    )
    created = await save(client, staff, body)
    rows = (
        await db_session.scalars(
            select(Dimension).where(Dimension.product_id == created.json()["id"]).order_by(Dimension.sort_order)
        )
    ).all()
    assert [(d.minimum_quantity_type.value, d.minimum_quantity_number) for d in rows] == [("numarBucati", 6), ("NA", None)]


async def test_box_price_only_when_a_box_is_needed(client, staff, torturi, db_session):
    created = await save(client, staff, product(torturi.id, dimensions=[dimension(boxNeeded=False, boxPrice="7.50")]))
    stored = await db_session.scalar(select(Dimension).where(Dimension.product_id == created.json()["id"]))
    assert (stored.box_needed, stored.box_price) == (False, None)


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"name": "  "}, "name", "Numele produsului este obligatoriu."),
        ({"name": None}, "name", "Numele produsului este obligatoriu."),
        ({"category": None}, "category", "Categoria este obligatorie."),
        ({"category": {"id": 987654}}, "category", "Categoria selectată nu există."),
        (
            {"standardOrderType": False, "preOrderOrderType": False},
            "orderType",
            "Tipul de comandă este obligatoriu: alegeți standard sau precomandă.",
        ),
        ({"dimensions": []}, "dimensions", "Adăugați cel puțin o dimensiune (de exemplu 1 kg sau o bucată)."),
        ({"dimensions": [dimension(value="")]}, "dimensions.0.value", "Denumirea dimensiunii este obligatorie."),
        (
            {"dimensions": [dimension(), dimension(value="1 KG")]},
            "dimensions",
            "Dimensiunile unui produs trebuie să aibă denumiri diferite.",
        ),
        ({"dimensions": [dimension(), dimension(value="2 kg", price=None)]}, "dimensions.1.price", "Prețul este obligatoriu."),
        ({"dimensions": [dimension(price="-0.01")]}, "dimensions.0.price", "Prețul trebuie să fie cel puțin 0."),
        ({"dimensions": [dimension(price=-5)]}, "dimensions.0.price", "Prețul trebuie să fie cel puțin 0."),
        (
            {"dimensions": [dimension(price="12.345")]},
            "dimensions.0.price",
            "Introduceți o sumă validă, cu cel mult două zecimale.",
        ),
        (
            {"dimensions": [dimension(price="doisprezece")]},
            "dimensions.0.price",
            "Introduceți o sumă validă, cu cel mult două zecimale.",
        ),
        ({"dimensions": [dimension(stockUnlimited=False, stock=None)]}, "dimensions.0.stock", "Stocul este obligatoriu."),
        ({"dimensions": [dimension(stockUnlimited=False, stock=-1)]}, "dimensions.0.stock", "Stocul trebuie să fie cel puțin 0."),
        (
            {"dimensions": [dimension(stockUnlimited=False, stock=2.5)]},
            "dimensions.0.stock",
            "Stocul trebuie să fie un număr întreg.",
        ),
        (
            {"dimensions": [dimension(stockUnlimited=False, stock=9999)]},
            "dimensions.0.stock",
            "Pentru un stoc de 9999 sau mai mult alegeți stoc nelimitat.",
        ),
        (
            {"dimensions": [dimension(minimumQuantityType="numarBucati", minimumQuantityNumber=None)]},
            "dimensions.0.minimumQuantityNumber",
            "Numărul minim de bucăți este obligatoriu și trebuie să fie cel puțin 1.",
        ),
        (
            {"dimensions": [dimension(minimumQuantityType="numarBucati", minimumQuantityNumber=0)]},
            "dimensions.0.minimumQuantityNumber",
            "Numărul minim de bucăți este obligatoriu și trebuie să fie cel puțin 1.",
        ),
        (
            {"dimensions": [dimension(minimumQuantityType="kg")]},
            "dimensions.0.minimumQuantityType",
            "Tipul cantității minime nu este valid.",
        ),
        ({"dimensions": [dimension(boxNeeded=True, boxPrice=None)]}, "dimensions.0.boxPrice", "Prețul cutiei este obligatoriu."),
        (
            {"dimensions": [dimension(boxNeeded=True, boxPrice="-1")]},
            "dimensions.0.boxPrice",
            "Prețul cutiei trebuie să fie cel puțin 0.",
        ),
        ({"similarProducts": [{"id": n} for n in range(1, 7)]}, "similarProducts", "Puteți alege cel mult 5 produse similare."),
        ({"similarProducts": [{"id": 987654}]}, "similarProducts", "Produsul similar ales nu există."),
    ],
)
async def test_each_product_rule_has_its_message(client, staff, torturi, db_session, changes, field, message):
    before = await db_session.scalar(select(func.count()).select_from(Product))
    response = await save(client, staff, product(torturi.id, **changes))

    assert response.status_code == 422, response.text
    assert response.json()["errors"][field] == message
    assert response.json()["message"] == "Datele trimise nu sunt valide."
    assert await db_session.scalar(select(func.count()).select_from(Product)) == before


async def test_several_mistakes_are_reported_together(client, staff, torturi):
    body = product(torturi.id, name="", dimensions=[dimension(value="", price="-1", boxPrice=None)])
    errors = (await save(client, staff, body)).json()["errors"]
    assert errors == {
        "name": "Numele produsului este obligatoriu.",
        "dimensions.0.value": "Denumirea dimensiunii este obligatorie.",
        "dimensions.0.price": "Prețul trebuie să fie cel puțin 0.",
        "dimensions.0.boxPrice": "Prețul cutiei este obligatoriu.",
    }


async def test_money_accepts_numbers_and_numeric_strings_and_answers_strings(client, staff, torturi):
    created = await save(
        client, staff, product(torturi.id, dimensions=[dimension(price=45), dimension(value="Mare", price=12.5, boxPrice="0")])
    )
    entry = (await client.get(f"/admin-service/entries/get-entry/{created.json()['id']}", headers=staff)).json()
    assert [(d["price"], d["boxPrice"]) for d in entry["dimensions"]] == [("45.00", "5.00"), ("12.50", "0.00")]


async def test_pre_order_and_order_type_string(client, staff, torturi):
    created = await save(client, staff, product(torturi.id, standardOrderType=False, preOrderOrderType=True))
    entry = (await client.get(f"/admin-service/entries/get-entry/{created.json()['id']}", headers=staff)).json()
    assert (entry["standardOrderType"], entry["preOrderOrderType"], entry["orderType"]) == (False, True, "pre-order")

    by_name = await save(
        client, staff, product(torturi.id, name="Alt tort", standardOrderType=None, preOrderOrderType=None, orderType="pre-order")
    )
    entry = (await client.get(f"/admin-service/entries/get-entry/{by_name.json()['id']}", headers=staff)).json()
    assert entry["orderType"] == "pre-order" and entry["preOrderOrderType"] is True


async def test_special_categories_lock_the_order_type_and_ignore_size_details(client, staff, db_session):
    special = await make_category(db_session, "Torturi figurine", "torturi-figurine", special_category=True)
    body = product(
        special.id,
        standardOrderType=True,
        preOrderOrderType=True,
        dimensions=[
            dimension(
                value="1 kg",
                price="180",
                stockUnlimited=False,
                stock=-4,
                minimumQuantityType="numarBucati",
                minimumQuantityNumber=None,
                boxNeeded=True,
                boxPrice=None,
            ),
            dimension(value="", price=None),  # a disabled, empty size row
        ],
    )
    created = await save(client, staff, body)
    assert created.status_code == 200, created.text

    entry = (await client.get(f"/admin-service/entries/get-entry/{created.json()['id']}", headers=staff)).json()
    assert (entry["standardOrderType"], entry["preOrderOrderType"], entry["orderType"]) == (False, False, "special")
    assert entry["category"]["specialCategory"] is True
    [size] = entry["dimensions"]
    assert (size["value"], size["price"], size["stock"], size["stockUnlimited"]) == ("1 kg", "180.00", 9999, True)
    assert (size["minimumQuantityType"], size["minimumQuantityNumber"], size["boxNeeded"], size["boxPrice"]) == (
        "NA",
        None,
        False,
        None,
    )

    no_sizes = await save(client, staff, product(special.id, name="Candy bar", dimensions=[]))
    assert no_sizes.status_code == 200


async def test_the_availability_toggle_sets_every_dimension(client, staff, torturi, db_session):
    body = product(
        torturi.id, available=False, dimensions=[dimension(availability=True), dimension(value="2 kg", availability=True)]
    )
    product_id = (await save(client, staff, body)).json()["id"]
    entry = (await client.get(f"/admin-service/entries/get-entry/{product_id}", headers=staff)).json()
    assert entry["available"] is False
    assert [d["availability"] for d in entry["dimensions"]] == [False, False]

    entry.update(available=True)
    entry["dimensions"][1]["availability"] = False
    await save(client, staff, entry)
    entry = (await client.get(f"/admin-service/entries/get-entry/{product_id}", headers=staff)).json()
    assert [d["availability"] for d in entry["dimensions"]] == [True, True]


async def test_out_of_stock_and_flags_are_kept(client, staff, torturi):
    product_id = (
        await save(client, staff, product(torturi.id, outOfStock=True, isVeggie=True, allowPreferredMessage=False))
    ).json()["id"]
    entry = (await client.get(f"/admin-service/entries/get-entry/{product_id}", headers=staff)).json()
    assert (entry["outOfStock"], entry["isVeggie"], entry["allowPreferredMessage"]) == (True, True, False)


async def test_an_update_edits_in_place_keeps_size_ids_and_drops_sizes_not_sent(client, staff, torturi, db_session):
    product_id = (await save(client, staff, product(torturi.id, dimensions=[dimension(), dimension(value="2 kg")]))).json()["id"]
    entry = (await client.get(f"/admin-service/entries/get-entry/{product_id}", headers=staff)).json()
    kept = entry["dimensions"][0]

    entry.update(name="Tort Diplomat cu fructe", dimensions=[{**kept, "price": "125.50"}, dimension(value="500 g", price="60")])
    response = await save(client, staff, entry)
    assert response.json() == {"id": product_id}

    entry = (await client.get(f"/admin-service/entries/get-entry/{product_id}", headers=staff)).json()
    assert entry["name"] == "Tort Diplomat cu fructe"
    assert [(d["id"] == kept["id"], d["value"], d["price"]) for d in entry["dimensions"]] == [
        (True, "1 kg", "125.50"),
        (False, "500 g", "60.00"),
    ]
    assert await db_session.scalar(select(func.count()).select_from(Product)) == 1


async def test_an_update_of_a_missing_product_is_404_and_foreign_size_ids_are_refused(client, staff, torturi, db_session):
    missing = await save(client, staff, product(torturi.id, id=987654))
    assert missing.status_code == 404
    assert missing.json()["message"] == "Produsul nu a fost găsit."

    other = await make_product(db_session, torturi, "Alt tort")
    mine = (await save(client, staff, product(torturi.id))).json()["id"]
    foreign = await save(client, staff, product(torturi.id, id=mine, dimensions=[dimension(id=other.dimensions[0].id)]))
    assert foreign.status_code == 422
    assert foreign.json()["errors"] == {"dimensions.0.id": "Dimensiunea nu aparține acestui produs."}


async def test_similar_products_up_to_five_never_itself(client, staff, torturi, db_session):
    others = [await make_product(db_session, torturi, f"Tort {n}", prices=(f"{100 + n}.00", f"{90 + n}.00")) for n in range(5)]
    product_id = (await save(client, staff, product(torturi.id, similarProducts=[{"id": p.id} for p in others]))).json()["id"]

    entry = (await client.get(f"/admin-service/entries/get-entry/{product_id}", headers=staff)).json()
    assert sorted(s["id"] for s in entry["similarProducts"]) == sorted(p.id for p in others)
    similar = next(s for s in entry["similarProducts"] if s["id"] == others[0].id)
    # A similar product's price is its lowest size price.
    assert similar == {"id": others[0].id, "name": "Tort 0", "imageLink": None, "imageSources": [], "price": "90.00"}

    itself = await save(client, staff, {**entry, "similarProducts": [{"id": product_id}]})
    assert itself.status_code == 422
    assert itself.json()["errors"] == {"similarProducts": "Un produs nu poate fi similar cu el însuși."}


async def test_list_is_paged_searchable_and_filtered_by_category(client, staff, torturi, db_session):
    prajituri = await make_category(db_session, "Prăjituri", "prajituri")
    await make_product(db_session, torturi, "Tort de ciocolată belgiană", prices=("150.00", "99.00"))
    await make_product(db_session, torturi, "Tort Amandina")
    await make_product(db_session, prajituri, "Ecler cu ciocolată", prices=("9.50",))

    found = (await client.get("/admin-service/entries", params={"searchBy": "CIOCOLATA"}, headers=staff)).json()
    assert [p["name"] for p in found["content"]] == ["Tort de ciocolată belgiană", "Ecler cu ciocolată"]
    assert (found["totalElements"], found["page"], found["size"]) == (2, 0, 10)

    words = (await client.get("/admin-service/entries", params={"searchBy": "tort ciocolata"}, headers=staff)).json()
    assert [p["name"] for p in words["content"]] == ["Tort de ciocolată belgiană"]
    summary = words["content"][0]
    assert summary["price"] == "99.00"
    assert (summary["imageLink"], summary["thumbnailLink"]) == (None, None)
    assert "nutriValues" not in summary and "similarProducts" not in summary and "extraIngredientsBeans" not in summary

    by_category = (await client.get("/admin-service/entries", params={"category": prajituri.id}, headers=staff)).json()
    assert [p["name"] for p in by_category["content"]] == ["Ecler cu ciocolată"]

    wildcard = (await client.get("/admin-service/entries", params={"searchBy": "%"}, headers=staff)).json()
    assert wildcard["totalElements"] == 0


async def test_a_promotion_form_gets_its_chosen_products_by_id_or_by_size_wherever_they_are(client, staff, torturi, db_session):
    products = [await make_product(db_session, torturi, f"Tort {n:03}", prices=("100.00", "150.00")) for n in range(30)]
    far, sized = products[27], products[29]
    url = "/admin-service/entries/for-promotions"

    chosen = (
        await client.get(url, params={"productIds": f"{far.id}", "dimensionIds": f"{sized.dimensions[1].id}"}, headers=staff)
    ).json()
    assert [p["name"] for p in chosen["content"]] == ["Tort 027", "Tort 029"]
    assert chosen["totalElements"] == 2
    assert [d["value"] for d in chosen["content"][1]["dimensions"]] == ["Mărimea 1", "Mărimea 2"]

    # Without them the list stays the paged, searchable one (searchBy, page, size, category).
    assert (await client.get(url, params={"page": 2, "size": 10}, headers=staff)).json()["content"][9]["name"] == "Tort 029"
    assert (await client.get(url, params={"productIds": ""}, headers=staff)).json()["totalElements"] == 0

    refused = await client.get(url, params={"productIds": "1,abc"}, headers=staff)
    assert refused.status_code == 422
    assert refused.json()["errors"] == {"productIds": "Lista trebuie să conțină numere întregi pozitive, separate prin virgulă."}


async def test_deleting_a_product_keeps_past_orders(client, staff, torturi, db_session):
    doomed = await make_product(db_session, torturi, "Tort de sezon")
    line = OrderProductLine(product_id=doomed.id, product_name="Tort de sezon")
    line.dimension_lines = [
        OrderDimensionLine(
            dimension_id=doomed.dimensions[0].id, dimension_value="Mărimea 1", quantity=1, unit_price=Decimal("120.00")
        )
    ]
    order = Order(
        order_number="T-1001",
        delivery_method=DeliveryMethod.PICKUP,
        sub_total_price=Decimal("120.00"),
        total_price=Decimal("120.00"),
        product_lines=[line],
    )
    db_session.add(order)
    await db_session.flush()

    response = await client.delete(f"/admin-service/entries/delete-entry/{doomed.id}", headers=staff)
    assert response.status_code == 200
    assert response.json() == {"message": "Produsul a fost șters cu succes!"}
    assert await db_session.scalar(select(func.count()).select_from(Product).where(Product.id == doomed.id)) == 0

    kept = (
        await db_session.execute(
            select(
                OrderProductLine.product_id,
                OrderProductLine.product_name,
                OrderDimensionLine.dimension_id,
                OrderDimensionLine.unit_price,
            )
            .join(OrderDimensionLine)
            .where(OrderProductLine.id == line.id)
        )
    ).one()
    assert tuple(kept) == (None, "Tort de sezon", None, Decimal("120.00"))

    again = await client.delete(f"/admin-service/entries/delete-entry/{doomed.id}", headers=staff)
    assert again.status_code == 404
    assert again.json()["message"] == "Produsul nu a fost găsit."
