"""A user-service process killed with SIGKILL in the middle of a burst of orders, while every
customer retries with the same Idempotency-Key against the restarted process: no order is lost
and none is doubled.

The service runs in a process of its own (uvicorn, as in production) on a database of this
test's own; the customers are concurrent httpx clients that, like the web app, retry a checkout
whose connection broke, with the key they first sent.
"""

import asyncio
from collections import Counter

import httpx
from sqlalchemy import func, select

from bakery_devtools.testing.orders import checkout, product_line, seed_shop_with_one_cake
from bakery_devtools.testing.own_servers import ServiceProcess
from bakery_shared.models import Dimension, Order, OutboxEvent

CUSTOMERS = 60
STOCK = 1000


async def test_sigkill_mid_burst_loses_no_order_and_doubles_none(fresh_database, test_settings, tmp_path):
    url, engine = fresh_database
    ids = await seed_shop_with_one_cake(engine, stock=STOCK)
    settings = test_settings.model_copy(
        update={"database_url": url, "database_pool_size": 10, "outbox_relay_seconds": 0.2, "mail_poll_seconds": 0}
    )
    service = ServiceProcess(
        "user_service.main:create_app", settings, health_path="/user-service/healthz", log_path=tmp_path / "us.log"
    )
    body = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])

    async def scalar(query):
        async with engine.connect() as connection:
            return await connection.scalar(query)

    restarted = asyncio.Event()
    answers: dict[str, dict] = {}
    broken = Counter()
    statuses = Counter()

    async def customer(http: httpx.AsyncClient, key: str) -> None:
        for _ in range(10):
            try:
                response = await http.post("/user-service/place-order", json=body, headers={"Idempotency-Key": key})
            except httpx.TransportError:  # the process died under this request: retry once it is back
                broken[key] += 1
                await restarted.wait()
                continue
            if response.status_code == 503:  # "not now" (a busy pool on a loaded machine): a client retries
                await asyncio.sleep(float(response.headers.get("Retry-After", "1")) / 5)
                continue
            assert response.status_code in (200, 201), response.text
            statuses[response.status_code] += 1
            answers[key] = response.json()
            return
        raise AssertionError(f"{key}: no answer after 10 attempts")

    keys = [f"comanda-{i:03d}" for i in range(CUSTOMERS)]
    await asyncio.to_thread(service.start)
    try:
        limits = httpx.Limits(max_connections=CUSTOMERS)
        async with httpx.AsyncClient(base_url=service.base_url, timeout=60, limits=limits) as http:
            burst = [asyncio.create_task(customer(http, key)) for key in keys]
            # Kill once a quarter of the burst is saved (watching the database, an outside state).
            async with asyncio.timeout(60):
                while await scalar(select(func.count()).select_from(Order)) < CUSTOMERS // 4:
                    await asyncio.sleep(0.005)
            await asyncio.to_thread(service.kill)
            saved_before_the_kill = await scalar(select(func.count()).select_from(Order))
            await asyncio.to_thread(service.start)
            restarted.set()
            async with asyncio.timeout(120):
                await asyncio.gather(*burst)

            # The restarted process also announces what the dead one saved but never published.
            async with asyncio.timeout(30):
                unpublished = select(func.count()).select_from(OutboxEvent).where(OutboxEvent.published_at.is_(None))
                while await scalar(unpublished):
                    await asyncio.sleep(0.05)
    finally:
        await asyncio.to_thread(service.stop)

    # The kill really hit the middle of the burst.
    assert saved_before_the_kill < CUSTOMERS, "the burst was over before the kill; nothing was tested"
    assert sum(broken.values()) > 0
    # Every customer holds an answer, and the database holds exactly one order per key: that one.
    assert set(answers) == set(keys)
    async with engine.connect() as connection:
        per_key = dict(
            (await connection.execute(select(Order.idempotency_key, func.count()).group_by(Order.idempotency_key))).all()
        )
        numbers = dict((await connection.execute(select(Order.idempotency_key, Order.order_number))).all())
        stock = await connection.scalar(select(Dimension.stock).where(Dimension.id == ids["dimension"]))
    assert per_key == dict.fromkeys(keys, 1)
    assert {key: answers[key]["orderNumber"] for key in keys} == numbers
    assert stock == STOCK - CUSTOMERS  # the stock was taken once per order too
    assert statuses[200] + statuses[201] == CUSTOMERS
