"""The storefront's menu: public reads of products and categories (and every menu call's ETag)."""

import pytest

from bakery_devtools.testing.menu import make_product
from bakery_shared.models import (
    Dimension,
    ProductImage,
)


async def test_the_menu_lists_available_products_in_menu_order(client, menu):
    response = await client.get("/user-service/get-base-products")

    assert response.status_code == 200
    assert [p["name"] for p in response.json()] == ["Tort Amandina", "Tort de ciocolată belgiană", "Ecler cu ciocolată"]
    chocolate = response.json()[1]
    assert chocolate["price"] == "99.00"
    assert (chocolate["imageLink"], chocolate["thumbnailLink"]) == ("/media/products/x/a-1200.jpg", "/media/products/x/a-400.jpg")
    assert response.headers["cache-control"] == "public, max-age=0, must-revalidate"
    assert response.headers["etag"]


async def test_the_lowest_available_price_is_the_list_price(client, menu, db_session):
    cheaper = await db_session.get(Dimension, menu["chocolate"].dimensions[1].id)
    cheaper.availability = False
    await db_session.flush()

    [chocolate] = (await client.get("/user-service/get-base-products", params={"search": "belgiana"})).json()
    assert chocolate["price"] == "150.00"


@pytest.mark.parametrize("key", ["torturi", "id"])
async def test_by_category_slug_or_id(client, menu, key):
    value = str(menu["torturi"].id) if key == "id" else "torturi"
    response = await client.get("/user-service/get-base-products", params={"category": value})
    assert [p["name"] for p in response.json()] == ["Tort Amandina", "Tort de ciocolată belgiană"]


async def test_an_unknown_category_lists_nothing(client, menu):
    assert (await client.get("/user-service/get-base-products", params={"category": "nu-exista"})).json() == []


@pytest.mark.parametrize(
    ("search", "names"),
    [
        ("ciocolata", ["Tort de ciocolată belgiană", "Ecler cu ciocolată"]),
        ("CIOCOLATĂ", ["Tort de ciocolată belgiană", "Ecler cu ciocolată"]),
        ("tort ciocolata", ["Tort de ciocolată belgiană"]),
        ("retras", []),
        ("_", []),
    ],
)
async def test_search_ignores_case_and_diacritics(client, menu, search, names):
    response = await client.get("/user-service/get-base-products", params={"search": search})
    assert [p["name"] for p in response.json()] == names


async def test_a_product_with_its_extras_and_visible_similar_products(client, menu):
    response = await client.get(f"/user-service/get-product/{menu['chocolate'].id}")

    assert response.status_code == 200
    product = response.json()
    assert product["extraIngredientsBeans"] == [{"name": "Lumânare", "price": "3.00"}]
    assert product["similarProducts"] == [
        {"id": menu["amandina"].id, "name": "Tort Amandina", "imageLink": None, "imageSources": [], "price": "110.00"}
    ]
    assert [d["price"] for d in product["dimensions"]] == ["150.00", "99.00"]
    assert product["imagesLinks"][0]["thumbnailLink"] == "/media/products/x/a-400.jpg"
    # A photo stored before the WebP/AVIF copies: its JPEG widths only.
    assert product["imagesLinks"][0]["sources"] == [
        {"type": "image/jpeg", "srcset": "/media/products/x/a-400.jpg 400w, /media/products/x/a-1200.jpg 1200w"}
    ]


async def test_a_missing_or_unavailable_product_is_404_in_romanian(client, menu):
    for product_id in (menu["hidden"].id, 987654):
        response = await client.get(f"/user-service/get-product/{product_id}")
        assert response.status_code == 404
        assert response.json() == {"status": 404, "message": "Produsul nu a fost găsit sau nu mai este disponibil.", "errors": {}}


async def test_categories_in_menu_order(client, menu):
    categories = (await client.get("/user-service/get-categories")).json()
    assert [c["value"] for c in categories] == ["torturi", "prajituri"]
    assert categories[0]["extraIngredients"] == [{"name": "Lumânare", "price": "3.00"}]
    assert categories[0]["preferredMessage"] is True


async def test_every_menu_call_is_public_and_conditional(client, menu):
    for path in (
        "/user-service/get-base-products",
        f"/user-service/get-product/{menu['chocolate'].id}",
        "/user-service/get-categories",
        "/user-service/promotions",
    ):
        first = await client.get(path)
        assert first.status_code == 200, path
        again = await client.get(path, headers={"If-None-Match": first.headers["etag"]})
        assert again.status_code == 304, path
        assert again.content == b""


async def test_lists_load_in_a_fixed_number_of_queries(client, menu, db_session, db_connection):
    from sqlalchemy import event

    from bakery_shared.last_key import bump_last_key

    statements: list[str] = []

    def count(conn, cursor, statement, *args):
        statements.append(statement)

    async def queries(path: str) -> int:
        statements.clear()
        event.listen(db_connection.sync_connection, "before_cursor_execute", count)
        try:
            assert (await client.get(path)).status_code == 200
        finally:
            event.remove(db_connection.sync_connection, "before_cursor_execute", count)
        return len(statements)

    paths = [
        "/user-service/get-base-products",
        f"/user-service/get-product/{menu['chocolate'].id}",
        "/user-service/get-categories",
    ]
    few = [await queries(path) for path in paths]

    for n in range(10):
        extra = await make_product(db_session, menu["torturi"], f"Tort {n}", prices=("10.00", "20.00", "30.00"))
        extra.images = [ProductImage(image_path=f"products/{n}/a-1200.jpg", name="a.jpg")]
        if n < 3:
            menu["chocolate"].similar_products.append(extra)
    await bump_last_key(db_session)
    await db_session.flush()

    many = [await queries(path) for path in paths]
    assert many == few
