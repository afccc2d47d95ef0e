"""Who may call the catalog, paging edges, and the last-key moving with every kind of change."""

from itertools import count

import pytest

from bakery_shared.last_key import read_last_key
from bakery_shared.models import Role
from bakery_shared.testing.catalog import image_bytes, make_category, make_product

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


# (call, who may call it) -> a request made with fresh data each time, so every role really acts.
async def _entries(client, db_session, headers):
    return await client.get("/admin-service/entries", headers=headers)


async def _for_promotions(client, db_session, headers):
    return await client.get("/admin-service/entries/for-promotions", headers=headers)


async def _get_entry(client, db_session, headers):
    return await client.get(f"/admin-service/entries/get-entry/{(await _fresh_product(db_session)).id}", headers=headers)


async def _add_entry(client, db_session, headers):
    category = await make_category(db_session, f"Categorie {next(_names)}")
    return await client.post("/admin-service/entries/add-entry", json=_product_body(category.id), headers=headers)


async def _delete_entry(client, db_session, headers):
    return await client.delete(f"/admin-service/entries/delete-entry/{(await _fresh_product(db_session)).id}", headers=headers)


async def _add_images(client, db_session, headers):
    product = await _fresh_product(db_session)
    return await client.post(
        f"/admin-service/entries/add-product-images/{product.id}",
        files=[("images", ("a.png", image_bytes("PNG", (60, 40)), "image/png"))],
        headers=headers,
    )


async def _create_category(client, db_session, headers):
    return await client.post("/admin-service/setup/create-category", json=[{"name": f"Categorie {next(_names)}"}], headers=headers)


async def _delete_category(client, db_session, headers):
    category = await make_category(db_session, f"Categorie {next(_names)}")
    return await client.delete(f"/admin-service/setup/delete-category/{category.id}", headers=headers)


async def _get_categories(client, db_session, headers):
    return await client.get("/admin-service/setup/get-categories", headers=headers)


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
async def test_role_matrix(client, db_session, make_user, token_for, call):
    request, managers_allowed = CALLS[call]
    people = {
        role: {"Authorization": f"Bearer {token_for(await make_user(role, f'{role.value.lower()}@cofetarie.ro'))}"}
        for role in (Role.ADMIN, Role.MANAGER, Role.USER)
    }

    anonymous = await request(client, db_session, {})
    customer = await request(client, db_session, people[Role.USER])
    manager = await request(client, db_session, people[Role.MANAGER])
    admin = await request(client, db_session, people[Role.ADMIN])

    assert anonymous.status_code == 401
    assert customer.status_code == 403
    assert customer.json()["message"] == "Nu aveți drepturi pentru această acțiune."
    assert manager.status_code == (200 if managers_allowed else 403), manager.text
    assert admin.status_code == 200, admin.text


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
    await moved(await client.post("/admin-service/setup/create-category", json=[{**category, "preferredMessage": True}], headers=admin))
    created = await client.post("/admin-service/entries/add-entry", json=_product_body(category["id"]), headers=admin)
    await moved(created)
    product_id = created.json()["id"]
    await moved(await client.post("/admin-service/entries/add-entry", json=_product_body(category["id"], id=product_id, name="Tort nou"), headers=admin))
    added = await client.post(
        f"/admin-service/entries/add-product-images/{product_id}",
        files=[("images", ("a.png", image_bytes("PNG", (60, 40)), "image/png"))],
        headers=admin,
    )
    await moved(added)
    image_id = added.json()["imagesLinks"][0]["id"]
    await moved(await client.post(f"/admin-service/entries/add-product-images/{product_id}", data={"removedImagesIDs": str(image_id)}, headers=admin))
    await moved(await client.delete(f"/admin-service/entries/delete-entry/{product_id}", headers=admin))
    await moved(await client.delete(f"/admin-service/setup/delete-category/{category['id']}", headers=admin))


async def test_a_refused_change_leaves_the_last_key(client, admin, db_session, business):
    before = await read_last_key(db_session)
    await client.post("/admin-service/setup/create-category", json=[{"name": ""}], headers=admin)
    await client.post("/admin-service/entries/add-entry", json={"name": "Fără categorie"}, headers=admin)
    assert await read_last_key(db_session) == before
