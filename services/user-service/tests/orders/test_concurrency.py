"""Concurrent orders against a real server with real commits: stock is never oversold, and one
Idempotency-Key never makes two orders.

The ASGI test client shares the test's one connection, so these tests run uvicorn on a throwaway
database of their own (migrated here, dropped at the end). Too little stock answers 409 with
'Stoc insuficient pentru „…”: …'; nothing may answer 5xx.
"""

import asyncio
from collections import Counter

import httpx
from sqlalchemy import func, select

from bakery_devtools import servers
from bakery_devtools.testing.orders import checkout, product_line, seed_shop_with_one_cake
from bakery_devtools.testing.plugin import live_server
from bakery_shared.models import Dimension, Order
from user_service.main import create_app


async def seed(engine, stock: int) -> dict:
    return await seed_shop_with_one_cake(engine, stock)


async def test_100_concurrent_orders_for_20_pieces_make_exactly_20_orders(fresh_database, test_settings, redis_client):
    url, engine = fresh_database
    ids = await seed(engine, stock=20)
    # The orders queue on the one stock row; on a loaded machine the last of 100 may wait longer than
    # the pool's 5 s (a 503 by design, tested elsewhere): here only the stock is under test.
    settings = test_settings.model_copy(
        update={"database_url": url, "database_pool_size": 20, "database_pool_timeout_seconds": 60}
    )
    body = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])

    async with live_server(create_app(settings)) as base:
        limits = httpx.Limits(max_connections=100, max_keepalive_connections=100)
        async with httpx.AsyncClient(base_url=base, limits=limits, timeout=60) as http:
            responses = await asyncio.gather(*(http.post("/user-service/place-order", json=body) for _ in range(100)))

    statuses = Counter(r.status_code for r in responses)
    assert statuses == {201: 20, 409: 80}, statuses
    refused = [r.json()["message"] for r in responses if r.status_code == 409]
    assert set(refused) == {"Stoc insuficient pentru „Tort Diplomat 1 kg”: produsul nu mai este pe stoc."}
    async with engine.connect() as connection:
        assert await connection.scalar(select(func.count()).select_from(Order)) == 20
        assert await connection.scalar(select(Dimension.stock).where(Dimension.id == ids["dimension"])) == 0
        numbers = (await connection.scalars(select(Order.order_number))).all()
        assert len(set(numbers)) == 20


async def test_concurrent_retries_with_one_key_make_one_order(fresh_database, test_settings, redis_client):
    url, engine = fresh_database
    ids = await seed(engine, stock=50)
    settings = test_settings.model_copy(update={"database_url": url, "database_pool_size": 10})
    body = checkout([product_line(ids["product"], ids["dimension"], 2)], location_id=ids["location"])
    headers = {"Idempotency-Key": "dublu-click-1"}

    async with live_server(create_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=60) as http:
        responses = await asyncio.gather(*(http.post("/user-service/place-order", json=body, headers=headers) for _ in range(10)))

    assert sorted(r.status_code for r in responses) == [200] * 9 + [201]
    assert len({r.json()["orderNumber"] for r in responses}) == 1
    assert len({r.json()["followToken"] for r in responses}) == 1
    async with engine.connect() as connection:
        assert await connection.scalar(select(func.count()).select_from(Order)) == 1
        assert await connection.scalar(select(Dimension.stock).where(Dimension.id == ids["dimension"])) == 48


async def test_orders_placed_while_redis_is_down_all_reach_a_connected_panel(fresh_database, test_settings, tmp_path):
    """Stop Redis while orders come in and start it again: every order is saved, and the staff
    panel hears every one of them (the outbox, the relay and the hub's replay)."""
    import json
    import subprocess

    from websockets.asyncio.client import connect

    from bakery_devtools.testing.orders import committed_token
    from bakery_shared.models import OutboxEvent

    url, engine = fresh_database
    ids = await seed(engine, stock=100)
    port = servers.free_port()

    def start_redis() -> subprocess.Popen:
        process = subprocess.Popen(servers.redis_command(tmp_path, port, throwaway=True), stdout=subprocess.DEVNULL)
        servers.wait_for_port(port, process=process)
        return process

    redis_server = start_redis()
    settings = test_settings.model_copy(
        update={"database_url": url, "redis_url": f"redis://127.0.0.1:{port}/0", "outbox_relay_seconds": 0.2}
    )
    body = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])
    staff = await committed_token(engine, settings)
    app = create_app(settings)
    try:
        async with live_server(app) as base, httpx.AsyncClient(base_url=base, timeout=30) as http:
            async with connect(base.replace("http://", "ws://") + f"/user-service/ws?token={staff}") as panel:
                assert json.loads(await panel.recv())["type"] == "CONNECTED"
                await app.state.hub.subscribed.wait()

                placed = [(await http.post("/user-service/place-order", json=body)).json()["orderNumber"] for _ in range(2)]
                servers.stop(redis_server)
                for _ in range(5):
                    response = await http.post("/user-service/place-order", json=body)
                    assert response.status_code == 201, response.text
                    placed.append(response.json()["orderNumber"])
                redis_server = start_redis()

                heard: set[str] = set()
                async with asyncio.timeout(30):
                    while heard != set(placed):
                        message = json.loads(await panel.recv())
                        if "orderNumber" in message:
                            heard.add(message["orderNumber"])
                # The relay publishes what Redis could not take at commit time.
                async with asyncio.timeout(10), engine.connect() as connection:
                    unpublished = select(func.count()).select_from(OutboxEvent).where(OutboxEvent.published_at.is_(None))
                    while await connection.scalar(unpublished):
                        await connection.rollback()
                        await asyncio.sleep(0.1)
    finally:
        servers.stop(redis_server)

    assert len(set(placed)) == 7
    async with engine.connect() as connection:
        assert await connection.scalar(select(func.count()).select_from(Order)) == 7


async def test_two_requests_past_the_key_lock_still_make_one_order(fresh_database, test_settings, redis_client, monkeypatch):
    """Belt and braces: were two retries of one key ever both past the key's lock (it is skipped
    here), the order's unique key decides: the loser's transaction is rolled back whole and it
    answers the winner's order, never a 500 or a second order. A phone order by the staff (no
    customer's lock to queue on either): both find no order under the key, then wait at the
    cake's stock row, held by the test, and are let go together."""
    from sqlalchemy import text

    from bakery_devtools.testing.orders import committed_token
    from user_service.orders.placement import checking
    from user_service.orders.placement.repository import KEY_QUEUE

    every_lock = checking.queues
    monkeypatch.setattr(checking, "queues", lambda cart: [lock for lock in every_lock(cart) if lock[1] != KEY_QUEUE])
    url, engine = fresh_database
    ids = await seed(engine, stock=50)
    settings = test_settings.model_copy(update={"database_url": url, "database_pool_size": 10})
    staff = await committed_token(engine, settings)
    body = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])
    headers = {"Idempotency-Key": "telefon-1", "Authorization": f"Bearer {staff}"}
    waiting = "SELECT count(*) FROM pg_locks WHERE NOT granted"

    async with live_server(create_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=60) as http:
        async with engine.connect() as holder:
            await holder.execute(text("SELECT id FROM dimensions WHERE id = :d FOR UPDATE"), {"d": ids["dimension"]})
            posts = [asyncio.create_task(http.post("/user-service/place-order", json=body, headers=headers)) for _ in range(2)]
            async with asyncio.timeout(30), engine.connect() as watcher:
                while await watcher.scalar(text(waiting)) < 2:
                    await asyncio.sleep(0.01)
            await holder.commit()
        responses = await asyncio.gather(*posts)

    assert sorted(r.status_code for r in responses) == [200, 201], [r.text for r in responses]
    assert len({r.json()["orderNumber"] for r in responses}) == 1
    async with engine.connect() as connection:
        assert await connection.scalar(select(func.count()).select_from(Order)) == 1
        assert await connection.scalar(select(Dimension.stock).where(Dimension.id == ids["dimension"])) == 49
