"""Two paths that learn of one authorization at the same moment (the browser's check sent twice,
a webhook and the browser) against a real server with real commits: the order opens once, rings
once and is mailed once. The ASGI client shares the test's one connection, so this runs uvicorn
on a throwaway database of its own."""

import asyncio
from collections import Counter

import httpx
from sqlalchemy import func, select, text

from bakery_devtools.testing.orders import checkout, product_line, seed_shop_with_one_cake
from bakery_devtools.testing.payments import THREE_D_SECURE_CARD, authenticate, card_payment_method, signed_event
from bakery_devtools.testing.plugin import live_server
from bakery_shared.models import OutboxEvent, QueuedMail
from user_service.main import create_app


async def test_concurrent_checks_and_a_webhook_settle_an_authorization_once(fresh_database, test_settings, redis_client):
    url, engine = fresh_database
    ids = await seed_shop_with_one_cake(engine, stock=5)
    async with engine.begin() as connection:
        await connection.execute(text("UPDATE business_setup SET online_card_payment = true"))
    settings = test_settings.model_copy(update={"database_url": url, "database_pool_size": 10})
    body = checkout(
        [product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"], orderPaymentOptions="ONLINE"
    )

    async with live_server(create_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=60) as http:
        placed = (await http.post("/user-service/place-order", json=body)).json()
        assert placed["status"] == "AWAITING_PAYMENT"
        number, headers = placed["orderNumber"], {"X-Order-Key": placed["followToken"]}
        card = await card_payment_method(settings, THREE_D_SECURE_CARD)
        paid = (
            await http.post(f"/user-service/orders/{number}/card-payment", json={"paymentMethod": card}, headers=headers)
        ).json()
        secret = paid["clientSecret"]
        intent_id = secret.split("_secret_")[0]
        await authenticate(settings, intent_id, secret, success=True)
        event_body, event_headers = signed_event(settings, intent_id, event_id="evt_race")

        responses = await asyncio.gather(
            *(http.post(f"/user-service/orders/{number}/card-payment/check", headers=headers) for _ in range(4)),
            http.post("/user-service/payments/webhook", content=event_body, headers=event_headers),
        )

    assert Counter(r.status_code for r in responses) == {200: 5}
    assert {r.json()["status"] for r in responses[:4]} == {"NEW"}
    async with engine.connect() as connection:
        rings = await connection.scalar(
            select(func.count()).select_from(OutboxEvent).where(OutboxEvent.payload["orderNumber"].astext == number)
        )
        receipts = await connection.scalar(
            select(func.count()).select_from(QueuedMail).where(QueuedMail.purpose == "order_receipt")
        )
    assert (rings, receipts) == (1, 1)
