"""The numbers of user-service's /metrics move with what happens: an order placed, a mail queued
and sent, an event waiting for Redis, a panel connecting; requests are counted per route template.
With several worker processes, any worker answers the sum over all of them."""

import asyncio
import json

import httpx
from websockets.asyncio.client import connect

from bakery_devtools import servers
from bakery_devtools.testing.metrics import metric_value
from bakery_devtools.testing.orders import checkout, committed_token, product_line, seed_shop_with_one_cake
from bakery_devtools.testing.own_servers import ServiceProcess
from bakery_devtools.testing.plugin import live_server
from user_service.main import create_app

PLACE_ORDER = {"service": "user-service", "method": "POST", "route": "/user-service/place-order"}


async def test_an_order_a_queued_mail_and_a_panel_move_the_numbers(fresh_database, test_settings, mailbox):
    url, engine = fresh_database
    ids = await seed_shop_with_one_cake(engine, stock=10)
    # Redis down (nothing listens on the port): the order's event waits in the outbox. No mail
    # sender runs: the receipt waits in the mail queue until the test sends it.
    settings = test_settings.model_copy(
        update={"database_url": url, "redis_url": f"redis://127.0.0.1:{servers.free_port()}/0", "mail_poll_seconds": 0}
    )
    body = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])
    app = create_app(settings)
    async with live_server(app) as base, httpx.AsyncClient(base_url=base, timeout=30) as http:

        async def scrape() -> str:
            response = await http.get("/metrics")
            assert response.status_code == 200 and response.headers["content-type"].startswith("text/plain")
            return response.text

        before = await scrape()
        assert metric_value(before, "bakery_outbox_waiting_events") == 0
        assert metric_value(before, "bakery_mail_queue_waiting") == 0

        first = await http.post("/user-service/place-order", json=body, headers={"Idempotency-Key": "metrica-1"})
        again = await http.post("/user-service/place-order", json=body, headers={"Idempotency-Key": "metrica-1"})
        assert (first.status_code, again.status_code) == (201, 200)
        assert (await http.get(f"/user-service/get-product/{ids['product']}")).status_code == 200
        after = await scrape()

        def moved(name: str, **labels: str) -> float:
            return metric_value(after, name, **labels) - metric_value(before, name, **labels)

        # One order saved, the replay not counted; each request counted under its route template.
        assert moved("bakery_orders_placed_total", delivery_method="PICKUP") == 1
        assert moved("bakery_http_requests_total", **PLACE_ORDER, status="201") == 1
        assert moved("bakery_http_requests_total", **PLACE_ORDER, status="200") == 1
        assert moved("bakery_http_request_duration_seconds_count", **PLACE_ORDER) == 2
        product_route = {"service": "user-service", "method": "GET", "route": "/user-service/get-product/{product_id}"}
        assert moved("bakery_http_requests_total", **product_route, status="200") == 1
        assert f"/get-product/{ids['product']}" not in after  # never the raw path
        # Its event waits for Redis and its receipt for the mail sender, and their age shows.
        assert metric_value(after, "bakery_outbox_waiting_events") == 1
        assert metric_value(after, "bakery_outbox_oldest_waiting_seconds") > 0
        assert metric_value(after, "bakery_mail_queue_waiting") == 1
        assert metric_value(after, "bakery_mail_queue_oldest_waiting_seconds") > 0
        assert metric_value(after, "bakery_database_up") == 1
        assert metric_value(after, "bakery_redis_up") == 0

        assert await app.state.mail_sender.send_due() == 1
        sent = await scrape()
        assert metric_value(sent, "bakery_mail_queue_waiting") == 0
        assert metric_value(sent, "bakery_mail_queue_oldest_waiting_seconds") == 0
        assert (
            metric_value(sent, "bakery_mails_total", outcome="sent") - metric_value(after, "bakery_mails_total", outcome="sent")
            == 1
        )

        # A staff panel connects, then leaves.
        staff = await committed_token(engine, settings)
        panels = metric_value(sent, "bakery_websocket_connections", audience="staff")
        async with connect(base.replace("http://", "ws://") + f"/user-service/ws?token={staff}") as panel:
            assert json.loads(await panel.recv())["type"] == "CONNECTED"
            assert metric_value(await scrape(), "bakery_websocket_connections", audience="staff") == panels + 1
        async with asyncio.timeout(10):  # the server notices the close on its own time
            while metric_value(await scrape(), "bakery_websocket_connections", audience="staff") != panels:
                await asyncio.sleep(0.02)

        # Only on the service's own port: not under the prefix the gateway publishes.
        assert (await http.get("/user-service/metrics")).status_code == 404


async def test_with_two_workers_any_worker_answers_the_sum(fresh_database, test_settings, tmp_path):
    url, engine = fresh_database
    ids = await seed_shop_with_one_cake(engine, stock=10)
    settings = test_settings.model_copy(update={"database_url": url, "mail_poll_seconds": 0})
    numbers = tmp_path / "prometheus"
    service = ServiceProcess(
        "user_service.main:create_app",
        settings,
        health_path="/user-service/healthz",
        log_path=tmp_path / "us.log",
        workers=2,
        extra_env={"PROMETHEUS_MULTIPROC_DIR": str(numbers)},
    )
    body = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])
    await asyncio.to_thread(service.start)
    try:
        # A new connection per request, so the kernel hands requests to both workers; stop once
        # both have counted some (their files in the directory, an outside state).
        for _ in range(300):
            workers = {path.stem.rsplit("_", 1)[-1] for path in numbers.glob("counter_*.db")}
            if len(workers) == 2:
                break
            async with httpx.AsyncClient(base_url=service.base_url, timeout=30) as http:
                await http.get("/user-service/healthz")
        assert len(workers) == 2, "one worker took every request"

        for _ in range(4):
            async with httpx.AsyncClient(base_url=service.base_url, timeout=30) as http:
                assert (await http.post("/user-service/place-order", json=body)).status_code == 201
        for _ in range(10):
            async with httpx.AsyncClient(base_url=service.base_url, timeout=30) as http:
                text = (await http.get("/metrics")).text
            assert metric_value(text, "bakery_orders_placed_total", delivery_method="PICKUP") == 4
            assert metric_value(text, "bakery_http_requests_total", **PLACE_ORDER, status="201") == 4
    finally:
        await asyncio.to_thread(service.stop)
