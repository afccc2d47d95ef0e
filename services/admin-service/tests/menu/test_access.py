"""Who may call the catalog, paging edges, and the last-key moving with every kind of change."""

from itertools import count

import pytest
from sqlalchemy import select

from bakery_devtools.testing.menu import image_bytes, make_category, make_product
from bakery_shared.last_key import read_last_key
from bakery_shared.models import Category, Dimension, Product, ProductImage, Role

_names = count()


async def _fresh_product(db_session):
    category = await make_category(db_session, f"Categorie {next(_names)}")
    return await make_product(db_session, category, f"Produs {next(_names)}")


def _product_body(category_id, **changes):
    return {
        "name": "Tort Diplomat",
        "category": {"id": category_id},
        "standardOrderType": True,
        "dimensions": [{"value": "1 kg", "price": "120.00", "stockUnlimited": True, "boxNeeded": False}],
        **changes,
    }


async def catalog(db_session, media_root) -> dict:
    """Everything a catalog write can change: rows, photo files and the last-key."""
    return {
        "categories": (await db_session.execute(select(Category.id, Category.name, Category.value).order_by(Category.id))).all(),
        "products": (await db_session.execute(select(Product.id, Product.name, Product.category_id).order_by(Product.id))).all(),
        "dimensions": (await db_session.execute(select(Dimension.id, Dimension.price).order_by(Dimension.id))).all(),
        "images": (await db_session.execute(select(ProductImage.id, ProductImage.image_path).order_by(ProductImage.id))).all(),
        "files": sorted(str(p) for p in media_root.rglob("*") if p.is_file()) if media_root.exists() else [],
        "last_key": await read_last_key(db_session),
    }


class Attempt:
    """One call of the matrix: the catalog right before and right after the request."""

    def __init__(self, client, db_session, media_root) -> None:
        self.client, self.db_session, self.media_root = client, db_session, media_root
        self.before: dict | None = None
        self.after: dict | None = None

    async def __call__(self, method: str, url: str, **kwargs):
        self.before = await catalog(self.db_session, self.media_root)
        response = await self.client.request(method, url, **kwargs)
        self.after = await catalog(self.db_session, self.media_root)
        return response


# (call, who may call it) -> a request made with fresh data each time, so every role really acts.
async def _entries(send, db_session, headers):
    return await send("GET", "/admin-service/entries", headers=headers)


async def _for_promotions(send, db_session, headers):
    return await send("GET", "/admin-service/entries/for-promotions", headers=headers)


async def _get_entry(send, db_session, headers):
    return await send("GET", f"/admin-service/entries/get-entry/{(await _fresh_product(db_session)).id}", headers=headers)


async def _add_entry(send, db_session, headers):
    category = await make_category(db_session, f"Categorie {next(_names)}")
    return await send("POST", "/admin-service/entries/add-entry", json=_product_body(category.id), headers=headers)


async def _delete_entry(send, db_session, headers):
    return await send("DELETE", f"/admin-service/entries/delete-entry/{(await _fresh_product(db_session)).id}", headers=headers)


async def _add_images(send, db_session, headers):
    product = await _fresh_product(db_session)
    return await send(
        "POST",
        f"/admin-service/entries/add-product-images/{product.id}",
        files=[("images", ("a.png", image_bytes("PNG", (60, 40)), "image/png"))],
        headers=headers,
    )


async def _create_category(send, db_session, headers):
    return await send(
        "POST", "/admin-service/setup/create-category", json=[{"name": f"Categorie {next(_names)}"}], headers=headers
    )


async def _delete_category(send, db_session, headers):
    category = await make_category(db_session, f"Categorie {next(_names)}")
    return await send("DELETE", f"/admin-service/setup/delete-category/{category.id}", headers=headers)


async def _get_categories(send, db_session, headers):
    return await send("GET", "/admin-service/setup/get-categories", headers=headers)


WRITES = {
    "entries/add-entry",
    "entries/delete-entry",
    "entries/add-product-images",
    "setup/create-category",
    "setup/delete-category",
}
CALLS = {
    "entries": (_entries, True),
    "entries/for-promotions": (_for_promotions, False),
    "entries/get-entry": (_get_entry, True),
    "entries/add-entry": (_add_entry, True),
    "entries/delete-entry": (_delete_entry, True),
    "entries/add-product-images": (_add_images, True),
    "setup/create-category": (_create_category, False),
    "setup/delete-category": (_delete_category, False),
    "setup/get-categories": (_get_categories, True),
}


@pytest.mark.parametrize("call", CALLS)
async def test_role_matrix(client, db_session, make_user, token_for, business, test_settings, call):
    request, managers_allowed = CALLS[call]
    people = {
        role: {"Authorization": f"Bearer {token_for(await make_user(role, f'{role.value.lower()}@cofetarie.ro'))}"}
        for role in (Role.ADMIN, Role.MANAGER, Role.USER)
    }

    async def attempt(headers):
        send = Attempt(client, db_session, test_settings.media_root)
        return await request(send, db_session, headers), send

    anonymous = await attempt({})
    customer = await attempt(people[Role.USER])
    manager = await attempt(people[Role.MANAGER])
    admin = await attempt(people[Role.ADMIN])

    assert anonymous[0].status_code == 401
    assert customer[0].status_code == 403
    assert customer[0].json()["message"] == "Nu aveți drepturi pentru această acțiune."
    assert manager[0].status_code == (200 if managers_allowed else 403), manager[0].text
    assert admin[0].status_code == 200, admin[0].text
    # A refused call changes nothing: no row, no photo file, not the last-key.
    refused = [anonymous, customer] + ([] if managers_allowed else [manager])
    for response, send in refused:
        assert send.after == send.before, (call, response.status_code)
    if call in WRITES:  # and the allowed write really wrote (the comparison above is not vacuous)
        assert admin[1].after != admin[1].before
        assert admin[1].after["last_key"] > admin[1].before["last_key"]


# ---- paging ----


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'sefa@cofetarie.ro'))}"}


@pytest.fixture
async def twelve_products(db_session):
    category = await make_category(db_session, "Prăjituri", "prajituri")
    return [await make_product(db_session, category, f"Prăjitura {n:02}") for n in range(12)]


@pytest.mark.parametrize("path", ["/admin-service/entries", "/admin-service/entries/for-promotions"])
async def test_pages_are_zero_based_with_a_default_size_of_10(client, admin, twelve_products, path):
    first = (await client.get(path, headers=admin)).json()
    second = (await client.get(path, params={"page": 1}, headers=admin)).json()

    assert (first["totalElements"], first["page"], first["size"], len(first["content"])) == (12, 0, 10, 10)
    assert [p["name"] for p in second["content"]] == ["Prăjitura 10", "Prăjitura 11"]
    assert second["totalElements"] == 12


async def test_a_page_past_the_end_is_empty_with_the_right_total(client, admin, twelve_products):
    past = (await client.get("/admin-service/entries", params={"page": 5, "size": 5}, headers=admin)).json()
    assert past == {"content": [], "totalElements": 12, "page": 5, "size": 5}

    exact = (await client.get("/admin-service/entries", params={"page": 2, "size": 6}, headers=admin)).json()
    assert (exact["content"], exact["totalElements"]) == ([], 12)

    everything = (await client.get("/admin-service/entries", params={"size": 100}, headers=admin)).json()
    assert len(everything["content"]) == 12


@pytest.mark.parametrize(
    ("params", "field", "message"),
    [
        ({"page": -1}, "page", "Numărul paginii trebuie să fie un număr întreg, cel puțin 0."),
        ({"page": "unu"}, "page", "Numărul paginii trebuie să fie un număr întreg, cel puțin 0."),
        ({"size": 0}, "size", "Mărimea paginii trebuie să fie un număr întreg între 1 și 100."),
        ({"size": 101}, "size", "Mărimea paginii trebuie să fie un număr întreg între 1 și 100."),
        ({"size": -3}, "size", "Mărimea paginii trebuie să fie un număr întreg între 1 și 100."),
    ],
)
async def test_bad_paging_is_422_in_romanian(client, admin, params, field, message):
    response = await client.get("/admin-service/entries", params=params, headers=admin)
    assert response.status_code == 422
    assert response.json()["errors"] == {field: message}


async def test_an_empty_search_lists_everything(client, admin, twelve_products):
    response = (await client.get("/admin-service/entries", params={"searchBy": "", "category": ""}, headers=admin)).json()
    assert response["totalElements"] == 12


# ---- the last-key moves with every kind of catalog change ----


async def test_every_catalog_change_moves_the_last_key(client, admin, db_session, business):
    keys = [await read_last_key(db_session)]

    async def moved(response) -> None:
        assert response.status_code == 200, response.text
        keys.append(await read_last_key(db_session))
        assert keys[-1] > keys[-2], response.request.url

    [category] = (await client.post("/admin-service/setup/create-category", json=[{"name": "Torturi"}], headers=admin)).json()
    keys.append(await read_last_key(db_session))
    assert keys[-1] > keys[0]
    await moved(
        await client.post("/admin-service/setup/create-category", json=[{**category, "preferredMessage": True}], headers=admin)
    )
    created = await client.post("/admin-service/entries/add-entry", json=_product_body(category["id"]), headers=admin)
    await moved(created)
    product_id = created.json()["id"]
    await moved(
        await client.post(
            "/admin-service/entries/add-entry", json=_product_body(category["id"], id=product_id, name="Tort nou"), headers=admin
        )
    )
    added = await client.post(
        f"/admin-service/entries/add-product-images/{product_id}",
        files=[("images", ("a.png", image_bytes("PNG", (60, 40)), "image/png"))],
        headers=admin,
    )
    await moved(added)
    image_id = added.json()["imagesLinks"][0]["id"]
    await moved(
        await client.post(
            f"/admin-service/entries/add-product-images/{product_id}", data={"removedImagesIDs": str(image_id)}, headers=admin
        )
    )
    await moved(await client.delete(f"/admin-service/entries/delete-entry/{product_id}", headers=admin))
    await moved(await client.delete(f"/admin-service/setup/delete-category/{category['id']}", headers=admin))


async def test_a_refused_change_leaves_the_catalog_and_the_last_key(client, admin, db_session, business, test_settings):
    category = await make_category(db_session, "Torturi", "torturi")
    product = await make_product(db_session, category, "Tort Diplomat")
    before = await catalog(db_session, test_settings.media_root)

    refusals = [
        await client.post("/admin-service/setup/create-category", json=[{"name": ""}], headers=admin),
        await client.post("/admin-service/setup/create-category", json=[{"name": "Torturi"}], headers=admin),
        await client.post("/admin-service/entries/add-entry", json={"name": "Fără categorie"}, headers=admin),
        await client.post(
            "/admin-service/entries/add-entry",
            json=_product_body(category.id, id=product.id, dimensions=[{"value": "1 kg", "price": "-5"}]),
            headers=admin,
        ),
        await client.delete(f"/admin-service/setup/delete-category/{category.id}", headers=admin),
        await client.post(
            f"/admin-service/entries/add-product-images/{product.id}",
            files=[("images", ("a.png", b"nu e imagine", "image/png"))],
            headers=admin,
        ),
    ]

    assert [(r.status_code, r.json()["message"]) for r in refusals] == [
        (422, "Datele trimise nu sunt valide."),
        (409, "Există deja o categorie cu numele „Torturi”."),
        (422, "Datele trimise nu sunt valide."),
        (422, "Datele trimise nu sunt valide."),
        (409, "Categoria „Torturi” nu poate fi ștearsă cât timp are produse. Mutați sau ștergeți mai întâi produsele ei."),
        (422, "Fișierul „a.png” nu este o imagine acceptată. Sunt acceptate doar imagini PNG și JPEG (png, jpeg, jpg)."),
    ]
    assert refusals[0].json()["errors"] == {"0.name": "Numele categoriei este obligatoriu."}
    assert refusals[2].json()["errors"]["category"] == "Categoria este obligatorie."
    assert refusals[3].json()["errors"]["dimensions.0.price"] == "Prețul trebuie să fie cel puțin 0."
    assert await catalog(db_session, test_settings.media_root) == before
