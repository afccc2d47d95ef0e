"""Rejecting an order that holds a bundle gives back the bundle's quantity of each of its choices
(a bundle of 3 took 3 pieces of each chosen size, so 3 go back, not 1)."""

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import Dimension, Promotion, PromotionProductSet, PromotionType

STOCK = 10


@pytest.fixture
async def bundle_shop(db_session, business):
    """Two products of limited stock and a combo of one of each, 10 % off."""
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    category = await make_category(db_session)
    eclair = await make_product(db_session, category, "Ecler", prices=("20.00",))
    tart = await make_product(db_session, category, "Tartă cu fructe", prices=("25.00",))
    for product in (eclair, tart):
        product.dimensions[0].stock, product.dimensions[0].stock_unlimited = STOCK, False
    today = current_clock().today()
    combo = Promotion(
        name="Pachet dulce",
        type=PromotionType.COMBO,
        active=True,
        discount_percentage=Decimal("10"),
        start_date=today - timedelta(days=1),
        end_date=today + timedelta(days=5),
        product_sets=[
            PromotionProductSet(is_free_product=False, product_field_label="Alege un ecler", sort_order=0, products=[eclair]),
            PromotionProductSet(is_free_product=False, product_field_label="Alege o tartă", sort_order=1, products=[tart]),
        ],
    )
    db_session.add(combo)
    await db_session.flush()
    return {"location": location, "eclair": eclair, "tart": tart, "combo": combo}


async def stocks(db_session, shop) -> list[int]:
    ids = [shop["eclair"].dimensions[0].id, shop["tart"].dimensions[0].id]
    rows = dict((await db_session.execute(select(Dimension.id, Dimension.stock).where(Dimension.id.in_(ids)))).all())
    return [rows[i] for i in ids]


async def test_rejecting_a_bundle_of_three_gives_back_three_of_each_choice(client, db_session, storefront, staff, bundle_shop):
    eclair, tart = bundle_shop["eclair"], bundle_shop["tart"]
    line = {
        "promotionId": bundle_shop["combo"].id,
        "quantity": 3,
        "productBeans": [
            {"productId": eclair.id, "dimensionId": eclair.dimensions[0].id},
            {"productId": tart.id, "dimensionId": tart.dimensions[0].id},
        ],
    }
    placed = await storefront.post("/user-service/place-order", json=checkout([line], location_id=bundle_shop["location"].id))
    assert placed.status_code == 201, placed.text
    assert await stocks(db_session, bundle_shop) == [STOCK - 3, STOCK - 3]

    response = await client.post(
        "/admin-service/reject-order",
        headers=staff["admin"],
        json={"orderNumber": placed.json()["orderNumber"], "reason": "Nu mai avem fructe."},
    )

    assert response.status_code == 200, response.text
    assert response.json()["status"] == "REJECTED"
    assert await stocks(db_session, bundle_shop) == [STOCK, STOCK]
