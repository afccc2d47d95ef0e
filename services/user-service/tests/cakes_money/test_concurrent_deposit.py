"""A double click, two tabs, a return call sent again: against a real server with real commits, the
deposit is set up once, charged once and captured once; the cake becomes one order, rings once and
is mailed once. The ASGI client shares the test's one connection, so this runs uvicorn on a
throwaway database of its own."""

import asyncio
from collections import Counter

import httpx
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_devtools.testing.cakes_money import CakeCustomer, confirm_card_setup, make_quoted_request
from bakery_devtools.testing.orders import seed_shop_with_one_cake
from bakery_devtools.testing.payments import record_stripe_keys
from bakery_devtools.testing.plugin import live_server
from bakery_shared.models import CakePayment, CardPaymentRecord, Order, OutboxEvent, QueuedMail
from user_service.main import create_app


async def test_parallel_accepts_and_return_calls_capture_the_deposit_once(
    fresh_database, test_settings, redis_client, monkeypatch
):
    url, engine = fresh_database
    ids = await seed_shop_with_one_cake(engine, stock=1)
    async with AsyncSession(engine, expire_on_commit=False) as session:
        request = await make_quoted_request(session, pickup_location_id=ids["location"])
        await session.commit()
    quote_id = request.quotes[-1].id
    settings = test_settings.model_copy(update={"database_url": url, "database_pool_size": 10})
    sent = record_stripe_keys(monkeypatch)

    async with live_server(create_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=60) as http:
        customer = CakeCustomer(http, settings, request.id)
        accepts = await asyncio.gather(*(customer.accept(quote_id) for _ in range(3)))
        assert Counter(r.status_code for r in accepts) == {200: 3}, [r.text for r in accepts]
        (secret,) = {r.json()["clientSecret"] for r in accepts}
        await confirm_card_setup(settings, secret)
        checks = await asyncio.gather(*(customer.check() for _ in range(4)))

    assert Counter(r.status_code for r in checks) == {200: 4}
    assert {(r.json()["status"], r.json()["state"]) for r in checks} == {("ACCEPTED", "CAPTURED")}
    async with engine.connect() as connection:
        count = lambda table, *where: connection.scalar(select(func.count()).select_from(table).where(*where))  # noqa: E731
        assert await count(CakePayment) == 1
        assert await count(CardPaymentRecord) == 2  # one authorization, one capture
        assert await count(Order) == 1
        assert await count(OutboxEvent, OutboxEvent.payload["orderNumber"].is_not(None)) == 1
        assert await count(QueuedMail, QueuedMail.purpose == "cake_deposit_receipt") == 1
    posts = Counter(path for path, _ in sent)
    assert (posts["/v1/setup_intents"], posts["/v1/payment_intents"]) == (1, 1)
