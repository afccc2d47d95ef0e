"""A day's production capacity under concurrent orders, with real commits: 30 orders at
once for a cake the kitchen makes 10 of a day make exactly 10 orders. Unlimited stock, so the
capacity's own upsert is what holds the line (no dimension lock queues the orders)."""

import asyncio
from collections import Counter

import httpx
from sqlalchemy import func, select, update

from bakery_devtools.testing.orders import checkout, product_line, seed_shop_with_one_cake
from bakery_devtools.testing.plugin import current_clock, live_server
from bakery_shared.models import Dimension, Order, Product, ProductionLoad
from user_service.main import create_app


async def test_30_concurrent_orders_on_a_capacity_of_10_make_exactly_10(fresh_database, test_settings, redis_client):
    url, engine = fresh_database
    ids = await seed_shop_with_one_cake(engine, stock=0)
    async with engine.begin() as connection:
        await connection.execute(
            update(Dimension).where(Dimension.id == ids["dimension"]).values(stock=9999, stock_unlimited=True)
        )
        await connection.execute(update(Product).where(Product.id == ids["product"]).values(daily_capacity=10))
    settings = test_settings.model_copy(update={"database_url": url, "database_pool_size": 30})
    body = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])

    async with live_server(create_app(settings)) as base:
        limits = httpx.Limits(max_connections=30, max_keepalive_connections=30)
        async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as http:
            responses = await asyncio.gather(*(http.post("/user-service/place-order", json=body) for _ in range(30)))

    statuses = Counter(r.status_code for r in responses)
    assert statuses == {201: 10, 409: 20}, statuses
    day = f"{current_clock().today():%d-%m-%Y}"
    refused = {r.json()["message"] for r in responses if r.status_code == 409}
    assert refused == {
        f"Pentru {day} nu mai putem pregăti „Tort Diplomat”: capacitatea zilei este atinsă. Vă rugăm să alegeți altă zi."
    }
    async with engine.connect() as connection:
        assert await connection.scalar(select(func.count()).select_from(Order)) == 10
        assert await connection.scalar(select(ProductionLoad.taken).where(ProductionLoad.product_id == ids["product"])) == 10
