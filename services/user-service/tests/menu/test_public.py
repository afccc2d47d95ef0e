"""The storefront's menu: public reads of products, categories and promotions."""

from datetime import timedelta
from decimal import Decimal

import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_shared.models import (
    CategoryExtraIngredient,
    Dimension,
    ProductImage,
    Promotion,
    PromotionCondition,
    PromotionConditionType,
    PromotionProductSet,
    PromotionType,
)


@pytest.fixture
async def menu(db_session, business):
    torturi = await make_category(db_session, "Torturi", "torturi", sort_order=0, preferred_message=True)
    torturi.extra_ingredients = [CategoryExtraIngredient(name="Lumânare", price=Decimal("3.00"))]
    prajituri = await make_category(db_session, "Prăjituri", "prajituri", sort_order=1)
    chocolate = await make_product(db_session, torturi, "Tort de ciocolată belgiană", prices=("150.00", "99.00"), sort_order=1)
    amandina = await make_product(db_session, torturi, "Tort Amandina", prices=("110.00",), sort_order=0)
    hidden = await make_product(db_session, torturi, "Tort retras", available=False)
    ecler = await make_product(db_session, prajituri, "Ecler cu ciocolată", prices=("9.50",))
    chocolate.similar_products = [amandina, hidden]
    chocolate.images = [
        ProductImage(
            image_path="products/x/a-1200.jpg",
            variants={"400": "products/x/a-400.jpg", "1200": "products/x/a-1200.jpg"},
            name="a.jpg",
        )
    ]
    await db_session.flush()
    return {
        "torturi": torturi,
        "prajituri": prajituri,
        "chocolate": chocolate,
        "amandina": amandina,
        "hidden": hidden,
        "ecler": ecler,
    }


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
        {"id": menu["amandina"].id, "name": "Tort Amandina", "imageLink": None, "price": "110.00"}
    ]
    assert [d["price"] for d in product["dimensions"]] == ["150.00", "99.00"]
    assert product["imagesLinks"][0]["thumbnailLink"] == "/media/products/x/a-400.jpg"


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


async def test_no_promotions_is_an_empty_list(client, menu):
    response = await client.get("/user-service/promotions")
    assert response.status_code == 200
    assert response.json() == []


async def test_only_promotions_active_today_and_coupon_codes_stay_secret(client, menu, db_session, clock):
    today = clock.today()
    combo = Promotion(
        name="Tort + ecler",
        type=PromotionType.COMBO,
        active=True,
        start_date=today - timedelta(days=1),
        end_date=today + timedelta(days=5),
        product_sets=[
            PromotionProductSet(product_field_label="Alege un tort", sort_order=0, products=[menu["amandina"], menu["hidden"]]),
            PromotionProductSet(
                product_field_label="Ecler gratuit", is_free_product=True, sort_order=1, products=[menu["ecler"]]
            ),
        ],
    )
    coupon = Promotion(
        name="Cod de bun venit",
        type=PromotionType.COUPON_CODE,
        active=True,
        coupon_code="DULCE10",
        discount_percentage=Decimal("10"),
        conditions=[PromotionCondition(condition_type=PromotionConditionType.COUPON_CODE, condition_value="DULCE10")],
    )
    db_session.add_all(
        [
            combo,
            coupon,
            Promotion(name="Oprită", type=PromotionType.COMBO, active=False),
            Promotion(
                name="Expirată",
                type=PromotionType.COMBO,
                active=True,
                start_date=today - timedelta(days=9),
                end_date=today - timedelta(days=1),
            ),
            Promotion(name="Viitoare", type=PromotionType.COMBO, active=True, start_date=today + timedelta(days=1)),
        ]
    )
    await db_session.flush()

    promotions = (await client.get("/user-service/promotions")).json()

    assert [p["name"] for p in promotions] == ["Tort + ecler", "Cod de bun venit"]
    first, second = promotions
    assert [s["productFieldLabel"] for s in first["promotionProductBeans"]] == ["Alege un tort", "Ecler gratuit"]
    assert [p["name"] for p in first["promotionProductBeans"][0]["product"]] == ["Tort Amandina"]
    assert first["promotionProductBeans"][1]["isFreeProduct"] is True
    assert first["promotionProductBeans"][1]["product"][0]["dimensions"][0]["price"] == "9.50"
    assert (second["couponCode"], second["conditions"]) == (None, [{"conditionType": "COUPON_CODE", "conditionValue": None}])
    assert second["discountPercentage"] == "10.00"


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
