#!/usr/bin/env python3
"""Order placement through the gateway: throughput and p50/p99 latency under concurrent clients,
and new-order-to-panel latency p50/p99 with 100 staff panels connected over the websocket.

The push latency is measured from the order's commit: user-service stamps each new-order event
with `committedAt`, taken right after the commit, and each panel notes when the message arrived
(same machine, same clock). Run by `make bench-orders` (scripts/stack.py e2e starts a throwaway
stack and sets GATEWAY_URL). Figures only: nothing here passes or fails on speed.
"""

import asyncio
import contextlib
from datetime import datetime
import json
import multiprocessing
import os
import statistics
import time

import httpx
from websockets.asyncio.client import connect

ORDERS = int(os.environ.get("BENCH_ORDERS", "300"))
CLIENTS = int(os.environ.get("BENCH_CLIENTS", "20"))
PANELS = int(os.environ.get("BENCH_PANELS", "100"))
PACED_ORDERS = int(os.environ.get("BENCH_PACED_ORDERS", "100"))
PACE_SECONDS = float(os.environ.get("BENCH_PACE_SECONDS", "0.05"))
TARGETS = {"throughput": "≥ 200 orders/s", "p99": "< 150 ms", "errors": "0", "push p99": "< 50 ms (from the commit)"}


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


async def prepare(http: httpx.AsyncClient) -> tuple[str, dict]:
    """Sign the demo admin in, open the shop around the clock, pick an unlimited pastry."""
    login = await http.post("/admin-service/authenticate", json={"email": "admin@cofetarie-demo.ro", "password": "Admin#2026"})
    token = login.json()["token"]
    admin = {"Authorization": f"Bearer {token}"}
    all_day = [
        {"scheduleType": kind, "dayOfWeek": day, "open": True, "hours": "00:00 - 23:59"}
        for kind in ("REGULAR", "PICKUP", "DELIVERY")
        for day in range(1, 8)
    ]
    (
        await http.post(
            "/admin-service/setup/restaurant-schedule", json={"schedules": all_day, "holidaySchedules": []}, headers=admin
        )
    ).raise_for_status()
    info = (await http.get("/user-service/restaurant/fetch-information")).json()
    products = (await http.get("/user-service/get-base-products?category=prajituri")).json()
    product = next(p for p in products if p["orderType"] == "standard" and any(d["stockUnlimited"] for d in p["dimensions"]))
    dimension = next(d for d in product["dimensions"] if d["stockUnlimited"])
    body = {
        "items": [{"id": product["id"], "dimensionId": dimension["id"], "quantity": 1, "extraIngredients": []}],
        "deliveryMethodChosen": "PICKUP",
        "deliveryDetailsBean": {
            "firstName": "Bench",
            "lastName": "Client",
            "phoneNumber": "0722123456",
            "email": "bench@example.ro",
        },
        "pickupLocationId": info["pickupLocations"][0]["id"],
        "pickupOrDeliveryMoment": None,
        "orderPaymentOptions": "CASH",
    }
    return token, body


def panels_process(ws_url: str, token: str, count: int, conn) -> None:
    """A process of its own for the panels, so their messages are timed by a loop that the
    order clients do not keep busy. Protocol over `conn`: it sends "ready" once every panel is
    connected; then for each number n it receives (-1: stop) it waits for n orders at every panel
    and sends back [(orderNumber, committedAt, arrived)], wall-clock seconds."""

    async def run() -> None:
        records: list[tuple[str, float, float]] = []

        async def open_panel():
            panel = await connect(ws_url)
            await panel.send(token)  # the credentials as the first message, as the panel page sends them
            return panel

        panels = [await open_panel() for _ in range(count)]
        for panel in panels:
            await panel.recv()  # CONNECTED

        async def listen(panel) -> None:
            async for raw in panel:
                arrived = time.time()
                message = json.loads(raw)
                if "orderNumber" in message and message.get("committedAt"):
                    committed = datetime.fromisoformat(message["committedAt"]).timestamp()
                    records.append((message["orderNumber"], committed, arrived))

        listeners = [asyncio.create_task(listen(panel)) for panel in panels]
        loop = asyncio.get_running_loop()
        conn.send("ready")
        taken = 0
        while (expected := await loop.run_in_executor(None, conn.recv)) >= 0:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(30):
                    while len(records) - taken < expected * count:
                        await asyncio.sleep(0.05)
            conn.send(records[taken:])
            taken = len(records)
        for task in listeners:
            task.cancel()
        for panel in panels:
            await panel.close()

    asyncio.run(run())


def push_figures(records: list[tuple[str, float, float]]) -> str:
    delays = [arrived - committed for _, committed, arrived in records]
    if not delays:
        return "  no deliveries"
    return (
        f"  {len(delays)} deliveries   p50 {percentile(delays, 50) * 1000:7.1f} ms   p99 {percentile(delays, 99) * 1000:7.1f} ms"
        f"   mean {statistics.fmean(delays) * 1000:7.1f} ms   max {max(delays) * 1000:7.1f} ms"
    )


async def main() -> None:
    gateway = os.environ["GATEWAY_URL"]
    limits = httpx.Limits(max_connections=CLIENTS + 5)
    async with httpx.AsyncClient(base_url=gateway, limits=limits, timeout=60) as http:
        token, body = await prepare(http)

        ws_url = gateway.replace("http://", "ws://") + "/user-service/ws"
        ours, theirs = multiprocessing.Pipe()
        panels = multiprocessing.Process(target=panels_process, args=(ws_url, token, PANELS, theirs), daemon=True)
        panels.start()
        assert await asyncio.to_thread(ours.recv) == "ready"

        # 1. Throughput: CLIENTS clients place ORDERS orders as fast as they are answered.
        latencies: list[float] = []
        errors = 0
        placed = 0
        queue: asyncio.Queue[int] = asyncio.Queue()
        for n in range(ORDERS):
            queue.put_nowait(n)

        async def client() -> None:
            nonlocal errors, placed
            while not queue.empty():
                queue.get_nowait()
                started = time.perf_counter()
                response = await http.post("/user-service/place-order", json=body)
                latencies.append(time.perf_counter() - started)
                if response.status_code != 201:
                    errors += 1
                else:
                    placed += 1

        began = time.perf_counter()
        await asyncio.gather(*(client() for _ in range(CLIENTS)))
        elapsed = time.perf_counter() - began
        ours.send(placed)
        under_load = await asyncio.to_thread(ours.recv)

        # 2. Push latency alone: one order at a time, PACED_ORDERS of them, PACE_SECONDS apart.
        for _ in range(PACED_ORDERS):
            (await http.post("/user-service/place-order", json=body)).raise_for_status()
            await asyncio.sleep(PACE_SECONDS)
        ours.send(PACED_ORDERS)
        paced = await asyncio.to_thread(ours.recv)
        ours.send(-1)
        panels.join(10)

    print(f"order placement through nginx: {ORDERS} orders, {CLIENTS} concurrent clients, {PANELS} staff panels connected")
    print(
        f"  throughput {len(latencies) / elapsed:8.1f} orders/s   p50 {percentile(latencies, 50) * 1000:7.1f} ms   p99 {percentile(latencies, 99) * 1000:7.1f} ms   errors {errors}"
    )
    print(f"  targets: throughput {TARGETS['throughput']}, p99 {TARGETS['p99']}, errors {TARGETS['errors']}")
    print(f"new order to panel, from the commit (committedAt) to the message at each of {PANELS} panels:")
    print(f"  during the load above:{push_figures(under_load)[1:]}")
    print(f"  {PACED_ORDERS} orders one at a time, {PACE_SECONDS * 1000:.0f} ms apart:{push_figures(paced)[1:]}")
    print(f"  target: p99 {TARGETS['push p99']}")


if __name__ == "__main__":
    asyncio.run(main())
