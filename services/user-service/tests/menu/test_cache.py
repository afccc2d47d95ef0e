"""The storefront never shows a stale menu: an admin's save through admin-service is what the
next public read answers, with a new ETag. Both apps run on the test's one connection, as two
services on one Postgres."""

import pytest

from admin_service.main import create_app as create_admin_app
from bakery_devtools.testing.menu import image_bytes, make_category, make_product
from bakery_devtools.testing.plugin import current_clock, service_client
from bakery_shared.auth.tokens import issue_token_for
from bakery_shared.models import Role, User


@pytest.fixture
async def admin_client(test_settings, db_connection, redis_client, tmp_path):
    settings = test_settings.model_copy(update={"media_root": tmp_path / "media"})
    async with service_client(create_admin_app(settings), db_connection) as client:
        yield client


@pytest.fixture
async def manager(db_session, test_settings):
    user = User(first_name="Mihai", last_name="Tura", email="tura@cofetarie.ro", password_hash="x", role=Role.MANAGER)
    db_session.add(user)
    await db_session.flush()
    return {"Authorization": f"Bearer {issue_token_for(test_settings, current_clock().now(), user)[0]}"}


@pytest.fixture
async def cake(db_session, business):
    category = await make_category(db_session, "Torturi", "torturi")
    return await make_product(db_session, category, "Tort Diplomat", prices=("120.00",))


async def change_price(admin_client, manager, product_id, price):
    entry = (await admin_client.get(f"/admin-service/entries/get-entry/{product_id}", headers=manager)).json()
    entry["dimensions"][0]["price"] = price
    response = await admin_client.post("/admin-service/entries/add-entry", json=entry, headers=manager)
    assert response.status_code == 200, response.text


async def test_a_new_price_is_served_at_once_with_a_new_etag(client, admin_client, manager, cake):
    path = f"/user-service/get-product/{cake.id}"
    first = await client.get(path)
    assert first.json()["dimensions"][0]["price"] == "120.00"
    assert (await client.get(path)).json()["dimensions"][0]["price"] == "120.00"  # now from Redis
    assert (await client.get(path, headers={"If-None-Match": first.headers["etag"]})).status_code == 304

    await change_price(admin_client, manager, cake.id, "135.50")

    after = await client.get(path, headers={"If-None-Match": first.headers["etag"]})
    assert after.status_code == 200
    assert after.json()["dimensions"][0]["price"] == "135.50"
    assert after.headers["etag"] != first.headers["etag"]
    listed = (await client.get("/user-service/get-base-products")).json()
    assert listed[0]["price"] == "135.50"


@pytest.mark.parametrize("path", ["/user-service/get-base-products", "/user-service/get-base-products?search=tort"])
async def test_every_kind_of_change_invalidates_every_read(client, admin_client, manager, cake, path):
    seen = [(await client.get(path)).content]

    async def changed() -> None:
        response = await client.get(path)
        assert response.status_code == 200
        seen.append(response.content)

    await change_price(admin_client, manager, cake.id, "99.00")
    await changed()
    images = await admin_client.post(
        f"/admin-service/entries/add-product-images/{cake.id}",
        files=[("images", ("tort.png", image_bytes("PNG", (300, 200)), "image/png"))],
        headers=manager,
    )
    assert images.status_code == 200
    await changed()
    entry = (await admin_client.get(f"/admin-service/entries/get-entry/{cake.id}", headers=manager)).json()
    await admin_client.post(
        "/admin-service/entries/add-entry", json={**entry, "name": "Tort Diplomat cu fructe"}, headers=manager
    )
    await changed()
    await admin_client.delete(f"/admin-service/entries/delete-entry/{cake.id}", headers=manager)
    await changed()

    assert b"99.00" in seen[1] and b"/media/products/" in seen[2] and b"cu fructe" in seen[3]
    assert seen[-1] == b"[]"


async def test_a_category_change_reaches_the_storefront(client, admin_client, cake, db_session, test_settings):
    admin = User(first_name="Ana", last_name="Sefa", email="sefa@cofetarie.ro", password_hash="x", role=Role.ADMIN)
    db_session.add(admin)
    await db_session.flush()
    headers = {"Authorization": f"Bearer {issue_token_for(test_settings, current_clock().now(), admin)[0]}"}
    before = (await client.get("/user-service/get-categories")).json()

    [saved] = (
        await admin_client.post(
            "/admin-service/setup/create-category",
            json=[{**before[0], "extraIngredients": [{"name": "Lumânare", "price": "3"}]}],
            headers=headers,
        )
    ).json()

    after = (await client.get("/user-service/get-categories")).json()
    assert after == [saved]
    product = (await client.get(f"/user-service/get-product/{cake.id}")).json()
    assert product["extraIngredientsBeans"] == [{"name": "Lumânare", "price": "3.00"}]


async def test_every_kind_of_category_change_reaches_the_cached_categories(
    client, admin_client, manager, cake, db_session, test_settings
):
    """A returning visitor (sending its ETag) and a new one (served from Redis) see each category
    change at once; a product change moves the ETag but the categories stay as they were."""
    admin = User(first_name="Ana", last_name="Sefa", email="sefa@cofetarie.ro", password_hash="x", role=Role.ADMIN)
    db_session.add(admin)
    await db_session.flush()
    headers = {"Authorization": f"Bearer {issue_token_for(test_settings, current_clock().now(), admin)[0]}"}
    path = "/user-service/get-categories"
    etag = None

    async def categories() -> list[dict]:
        nonlocal etag
        returning = await client.get(path, headers={"If-None-Match": etag} if etag else {})
        assert returning.status_code == 200  # never "not modified" after a change
        etag = returning.headers["etag"]
        new = await client.get(path)
        assert new.json() == returning.json()
        return returning.json()

    async def save(body: list[dict]) -> list[dict]:
        response = await admin_client.post("/admin-service/setup/create-category", json=body, headers=headers)
        assert response.status_code == 200, response.text
        return response.json()

    [torturi] = await categories()
    assert torturi["name"] == "Torturi"

    await save([{**torturi, "name": "Torturi de casă"}])
    [renamed] = await categories()
    assert renamed["name"] == "Torturi de casă"

    await save([{**renamed, "extraIngredients": [{"name": "Lumânare", "price": "3"}], "preferredMessage": True}])
    [extras] = await categories()
    assert extras["extraIngredients"] == [{"name": "Lumânare", "price": "3.00"}]
    assert extras["preferredMessage"] is True

    [added] = await save([{**extras, "id": None, "name": "Prăjituri", "value": "prajituri", "extraIngredients": []}])
    assert [c["name"] for c in await categories()] == ["Torturi de casă", "Prăjituri"]

    deleted = await admin_client.delete(f"/admin-service/setup/delete-category/{added['id']}", headers=headers)
    assert deleted.status_code == 200, deleted.text
    assert await categories() == [extras]

    before_product_change = etag
    await change_price(admin_client, manager, cake.id, "99.00")
    assert await categories() == [extras]  # nothing of a category changed...
    assert etag != before_product_change  # ...but the key moved, so the answer was built afresh
