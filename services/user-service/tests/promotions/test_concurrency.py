"""A coupon is never redeemed beyond its limit, even by orders placed at the same moment: real
servers, real commits (the test client shares one connection, so uvicorn runs on a database of
its own)."""

import asyncio
from collections import Counter
from decimal import Decimal

import httpx
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_devtools.testing.orders import bearer, checkout, product_line, seed_shop_with_one_cake
from bakery_devtools.testing.plugin import current_clock, live_server
from bakery_shared.models import (
    Dimension,
    Order,
    Product,
    Promotion,
    PromotionCondition,
    PromotionConditionType,
    PromotionRedemption,
    PromotionType,
    Role,
    User,
)
from user_service.main import create_app


async def test_20_orders_at_once_on_a_coupon_limited_to_5_give_it_to_exactly_5(fresh_database, test_settings, redis_client):
    url, engine = fresh_database
    ids = await seed_shop_with_one_cake(engine, stock=100)
    async with engine.begin() as connection, AsyncSession(bind=connection, expire_on_commit=False) as session:
        coupon = Promotion(
            name="Primii cinci",
            type=PromotionType.COUPON_CODE,
            active=True,
            coupon_code="PRIMII5",
            discount_percentage=Decimal("50"),
            conditions=[PromotionCondition(condition_type=PromotionConditionType.MAX_USES, condition_value="5")],
        )
        session.add(coupon)
        await session.flush()
        coupon_id = coupon.id
    settings = test_settings.model_copy(update={"database_url": url, "database_pool_size": 20})

    def body(n: int) -> dict:
        contact = {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722 123 456", "email": f"client{n}@example.ro"}
        return checkout(
            [product_line(ids["product"], ids["dimension"], 1)],
            location_id=ids["location"],
            coupon="PRIMII5",
            deliveryDetailsBean=contact,
        )

    async with live_server(create_app(settings)) as base:
        limits = httpx.Limits(max_connections=20, max_keepalive_connections=20)
        async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as http:
            responses = await asyncio.gather(*(http.post("/user-service/place-order", json=body(n)) for n in range(20)))

    statuses = Counter(r.status_code for r in responses)
    # Used up reads like any code that cannot be used now, whether it ran out before or during the order.
    assert statuses == {201: 5, 422: 15}, [(r.status_code, r.text) for r in responses]
    assert {r.json()["discount"] for r in responses if r.status_code == 201} == {"60.00"}
    assert {r.json()["message"] for r in responses if r.status_code == 422} == {
        "Cuponul „PRIMII5” nu poate fi folosit pentru această comandă."
    }
    async with engine.connect() as connection:
        assert await connection.scalar(select(func.count()).select_from(Order)) == 5
        assert await connection.scalar(select(func.count()).select_from(PromotionRedemption)) == 5
        assert await connection.scalar(select(Promotion.uses_count).where(Promotion.id == coupon_id)) == 5


async def test_10_orders_at_once_by_one_account_get_a_once_per_customer_promotion_once(
    fresh_database, test_settings, redis_client
):
    """One signed-in account orders ten times in the same instant, each time another cake (so no
    stock row puts the orders in a queue) and each with another delivery e-mail (once,
    6 of 10 were discounted, the limit being keyed by the typed e-mail): the promotion limited to
    one use per customer takes off from exactly one order; the others are placed at the full price."""
    url, engine = fresh_database
    ids = await seed_shop_with_one_cake(engine, stock=100)
    async with engine.begin() as connection, AsyncSession(bind=connection, expire_on_commit=False) as session:
        once = Promotion(
            name="Prima felie",
            type=PromotionType.CART_PERCENTAGE_DISCOUNT,
            active=True,
            discount_percentage=Decimal("10"),
            conditions=[PromotionCondition(condition_type=PromotionConditionType.MAX_USES_PER_CUSTOMER, condition_value="1")],
        )
        session.add(once)
        category_id = (await session.get(Product, ids["product"])).category_id
        cakes = [
            Product(
                category_id=category_id,
                name=f"Tort {n}",
                dimensions=[Dimension(value="1 kg", price=Decimal("120.00"), stock=5, stock_unlimited=False, box_needed=False)],
            )
            for n in range(10)
        ]
        session.add_all(cakes)
        user = User(
            first_name="Ana",
            last_name="Pop",
            email="ana.pop@example.ro",
            password_hash="x",
            role=Role.USER,
            email_confirmed_at=current_clock().now(),
        )
        session.add(user)
        await session.flush()
        promotion_id = once.id
        lines = [product_line(cake.id, cake.dimensions[0].id, 1) for cake in cakes]
    settings = test_settings.model_copy(update={"database_url": url, "database_pool_size": 10})

    def body(n: int) -> dict:
        contact = {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722 123 456", "email": f"ana{n}@example.ro"}
        return checkout([lines[n]], location_id=ids["location"], deliveryDetailsBean=contact)

    headers = bearer(settings, user)
    async with live_server(create_app(settings)) as base:
        limits = httpx.Limits(max_connections=10, max_keepalive_connections=10)
        async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as http:
            responses = await asyncio.gather(
                *(http.post("/user-service/place-order", json=body(n), headers=headers) for n in range(10))
            )

    assert [r.status_code for r in responses] == [201] * 10, [r.text for r in responses]
    assert Counter(r.json()["discount"] for r in responses) == {"12.00": 1, "0.00": 9}
    async with engine.connect() as connection:
        assert await connection.scalar(select(func.count()).select_from(Order)) == 10
        redemptions = (
            select(func.count()).select_from(PromotionRedemption).where(PromotionRedemption.promotion_id == promotion_id)
        )
        assert await connection.scalar(redemptions) == 1
