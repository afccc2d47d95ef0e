"""A free item of limited stock: the order that gets it takes its piece, and the
staff's rejection gives exactly that piece back (a free item that never took stock would come back
as a piece never taken)."""

from datetime import timedelta
from decimal import Decimal

from sqlalchemy import select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import Dimension, Promotion, PromotionType


async def test_a_free_item_takes_its_stock_and_a_rejection_gives_it_back(client, db_session, business, storefront, staff):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    category = await make_category(db_session)
    cake = await make_product(db_session, category, "Tort", prices=("100.00",))
    juice = await make_product(db_session, category, "Limonadă", prices=("10.00",))
    gift = juice.dimensions[0]
    gift.stock, gift.stock_unlimited = 2, False
    today = current_clock().today()
    db_session.add(
        Promotion(
            name="Limonadă gratuită",
            type=PromotionType.FREE_ITEM,
            active=True,
            start_date=today - timedelta(days=1),
            end_date=today + timedelta(days=1),
            min_order_value=Decimal("100.00"),
            targets={"dimensionIds": [gift.id]},
        )
    )
    await db_session.flush()

    async def stock() -> int:
        return await db_session.scalar(
            select(Dimension.stock).where(Dimension.id == gift.id).execution_options(populate_existing=True)
        )

    body = checkout([product_line(cake.id, cake.dimensions[0].id)], location_id=location.id)
    placed = await storefront.post("/user-service/place-order", json=body)
    assert placed.status_code == 201, placed.text
    assert [d["promotionName"] for d in placed.json()["discounts"]] == ["Limonadă gratuită"]
    assert await stock() == 1

    rejected = await client.post(
        "/admin-service/reject-order",
        headers=staff["admin"],
        json={"orderNumber": placed.json()["orderNumber"], "reason": "Nu mai avem ingrediente."},
    )
    assert rejected.status_code == 200, rejected.text
    assert await stock() == 2
