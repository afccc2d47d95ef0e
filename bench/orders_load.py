#!/usr/bin/env python3
"""Order placement through the gateway: throughput and p50/p99 latency under concurrent clients,
and new-order-to-panel latency p50/p99 with 50 staff panels connected over the websocket.

Run by `make bench-orders` (scripts/stack.py e2e starts a throwaway stack and sets GATEWAY_URL).
Figures only: nothing here passes or fails on speed.
"""

import asyncio
import json
import os
import statistics
import time

import httpx
from websockets.asyncio.client import connect

ORDERS = int(os.environ.get("BENCH_ORDERS", "300"))
CLIENTS = int(os.environ.get("BENCH_CLIENTS", "20"))
PANELS = int(os.environ.get("BENCH_PANELS", "50"))


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
        for kind in ("REGULAR", "PICKUP", "DELIVERY") for day in range(1, 8)
    ]
    (await http.post("/admin-service/setup/restaurant-schedule", json={"schedules": all_day, "holidaySchedules": []}, headers=admin)).raise_for_status()
    info = (await http.get("/user-service/restaurant/fetch-information")).json()
    products = (await http.get("/user-service/get-base-products?category=prajituri")).json()
    product = next(p for p in products if p["orderType"] == "standard" and any(d["stockUnlimited"] for d in p["dimensions"]))
    dimension = next(d for d in product["dimensions"] if d["stockUnlimited"])
    body = {
        "items": [{"id": product["id"], "dimensionId": dimension["id"], "quantity": 1, "extraIngredients": []}],
        "deliveryMethodChosen": "PICKUP",
        "deliveryDetailsBean": {"firstName": "Bench", "lastName": "Client", "phoneNumber": "0722123456", "email": "bench@example.ro"},
        "pickupLocationId": info["pickupLocations"][0]["id"],
        "pickupOrDeliveryMoment": None,
        "orderPaymentOptions": "CASH",
    }
    return token, body


async def main() -> None:
    gateway = os.environ["GATEWAY_URL"]
    limits = httpx.Limits(max_connections=CLIENTS + 5)
    async with httpx.AsyncClient(base_url=gateway, limits=limits, timeout=60) as http:
        token, body = await prepare(http)

        # Panels: 50 staff websockets, each recording when it heard each order.
        heard: dict[str, list[float]] = {}
        ws_url = gateway.replace("http://", "ws://") + f"/user-service/ws?token={token}"
        panels = [await connect(ws_url) for _ in range(PANELS)]
        for panel in panels:
            await panel.recv()  # CONNECTED

        async def listen(panel) -> None:
            async for raw in panel:
                message = json.loads(raw)
                if "orderNumber" in message:
                    heard.setdefault(message["orderNumber"], []).append(time.perf_counter())

        listeners = [asyncio.create_task(listen(panel)) for panel in panels]

        sent_at: dict[str, float] = {}
        latencies: list[float] = []
        errors = 0
        queue: asyncio.Queue[int] = asyncio.Queue()
        for n in range(ORDERS):
            queue.put_nowait(n)

        async def client() -> None:
            nonlocal errors
            while not queue.empty():
                queue.get_nowait()
                started = time.perf_counter()
                response = await http.post("/user-service/place-order", json=body)
                latencies.append(time.perf_counter() - started)
                if response.status_code != 201:
                    errors += 1
                    continue
                sent_at[response.json()["orderNumber"]] = started

        began = time.perf_counter()
        await asyncio.gather(*(client() for _ in range(CLIENTS)))
        elapsed = time.perf_counter() - began
        async with asyncio.timeout(30):
            while sum(len(heard.get(number, [])) for number in sent_at) < len(sent_at) * PANELS:
                await asyncio.sleep(0.05)
        for task in listeners:
            task.cancel()
        for panel in panels:
            await panel.close()

    to_panel = [at - sent_at[number] for number, times in heard.items() if number in sent_at for at in times]
    print(f"order placement through nginx: {ORDERS} orders, {CLIENTS} concurrent clients")
    print(f"  throughput {len(latencies) / elapsed:8.1f} orders/s   p50 {percentile(latencies, 50) * 1000:7.1f} ms   p99 {percentile(latencies, 99) * 1000:7.1f} ms   errors {errors}")
    print(f"new order to panel (request sent → message at each of {PANELS} panels): {len(to_panel)} deliveries")
    print(f"  p50 {percentile(to_panel, 50) * 1000:7.1f} ms   p99 {percentile(to_panel, 99) * 1000:7.1f} ms   mean {statistics.fmean(to_panel) * 1000:7.1f} ms")


if __name__ == "__main__":
    asyncio.run(main())
