"""Bundles the owner did not mark combinable are each an order's one exclusive promotion: two of
them in one cart are refused on the second bundle's line, saying which two do not add up, and
nothing is saved; marked combinable, both go in one order."""

from datetime import timedelta

from sqlalchemy import func, select

from bakery_devtools.testing.orders import checkout
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import Order, Promotion, PromotionProductSet, PromotionType

PLACE = "/user-service/place-order"
QUOTE = "/user-service/price-cart"


async def bundle(db_session, name, paid, free, **fields) -> Promotion:
    """Buy `paid`, get `free` for nothing; yesterday to tomorrow."""
    today = current_clock().today()
    p = Promotion(
        name=name,
        type=PromotionType.BUY_X_GET_Y_FREE,
        active=True,
        start_date=today - timedelta(days=1),
        end_date=today + timedelta(days=1),
        conditions=[],
        product_sets=[
            PromotionProductSet(is_free_product=False, product_field_label="Tort", sort_order=0, products=[paid]),
            PromotionProductSet(is_free_product=True, product_field_label="Cadou", sort_order=1, products=[free]),
        ],
        **fields,
    )
    db_session.add(p)
    await db_session.flush()
    return p


def bundle_line(p, paid, free):
    return {
        "promotionId": p.id,
        "quantity": 1,
        "productBeans": [
            {"productId": paid.id, "dimensionId": paid.dimensions[0].id},
            {"productId": free.id, "dimensionId": free.dimensions[0].id},
        ],
    }


async def two_bundles(db_session, shop, *, combinable: bool):
    cake, cookies, juice = shop["cake"], shop["cookies"], shop["juice"]
    first = await bundle(db_session, "Tort + fursecuri", cake, cookies, combinable=combinable)
    second = await bundle(db_session, "Tort + limonadă", cake, juice, combinable=combinable)
    return [bundle_line(first, cake, cookies), bundle_line(second, cake, juice)]


async def orders(db_session) -> int:
    return await db_session.scalar(select(func.count()).select_from(Order))


async def test_two_exclusive_bundles_in_one_cart_are_refused(client, db_session, promotions_shop):
    items = await two_bundles(db_session, promotions_shop, combinable=False)

    placed = await client.post(PLACE, json=checkout(items, location_id=promotions_shop["location"].id))

    assert placed.status_code == 422, placed.text
    message = "Promoția „Tort + limonadă” nu se cumulează cu promoția „Tort + fursecuri” din coș."
    assert placed.json()["errors"] == {"items.1.promotionId": message}
    assert await orders(db_session) == 0
    quoted = await client.post(QUOTE, json={"items": items, "deliveryMethodChosen": "PICKUP"})
    assert quoted.status_code == 422 and quoted.json()["errors"] == {"items.1.promotionId": message}


async def test_two_combinable_bundles_go_in_one_order(client, db_session, promotions_shop):
    items = await two_bundles(db_session, promotions_shop, combinable=True)

    placed = await client.post(PLACE, json=checkout(items, location_id=promotions_shop["location"].id))

    assert placed.status_code == 201, placed.text
    # Two cakes paid, the cookies and the lemonade given.
    assert placed.json()["totalPrice"] == "200.00"
