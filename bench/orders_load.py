#!/usr/bin/env python3
"""Order placement through the gateway, as many guests place orders at once, with 100 staff panels
connected over the websocket. Prints, beside their targets:

- throughput and p50/p99 of placing (BENCH_CLIENTS at a time), every answer counted by status,
  and the CPU each part of the stack spent per order meanwhile (orders_cpu.py);
- the database ceiling: the same rows written by the simplest client (orders_ceiling.py), and
  the shop's throughput as a fraction of it;
- new order to panel, from the commit, at every panel: during that load, and one order at a time;
- orders paid online: placed awaiting payment, then the card authorized against localstripe.

Any answer that is not the call's promised status (201 for an order, 200 for a card payment),
or an order some panel never heard, makes the run exit non-zero: a refused order is never a
figure. Run by `make bench-orders` (scripts/stack.py e2e starts a throwaway stack and sets
GATEWAY_URL, DATABASE_URL and the localstripe keys). Nothing here passes or fails on speed.
"""

import asyncio
import multiprocessing
import os
import statistics
import sys
import time

from calibration import calibration_line, fastest
import httpx
from orders_ceiling import ceiling
from orders_cpu import cpu_of, per_order_line, snapshot, stack_parts
from orders_customers import Guests, addresses_needed
from orders_figures import (
    TARGET_CEILING_RATIO,
    TARGET_P99_MS,
    TARGET_PUSH_P99_MS,
    TARGET_THROUGHPUT,
    Answers,
    delay_split,
    deliveries,
    exit_code,
    percentile,
    ratio,
    slowest,
    versus,
)
from orders_panels import Record, panels_process, redis_probe_process

from bakery_shared.events import ORDERS_CHANNEL

ORDERS = int(os.environ.get("BENCH_ORDERS", "400"))
CLIENTS = int(os.environ.get("BENCH_CLIENTS", "20"))
PANELS = int(os.environ.get("BENCH_PANELS", "100"))
PACED_ORDERS = int(os.environ.get("BENCH_PACED_ORDERS", "100"))
PACE_SECONDS = float(os.environ.get("BENCH_PACE_SECONDS", "0.05"))
CARD_ORDERS = int(os.environ.get("BENCH_CARD_ORDERS", "40"))
CARD_CLIENTS = int(os.environ.get("BENCH_CARD_CLIENTS", "4"))
# Placed first and timed apart: the first orders after start-up open the pools' connections and
# prepare their statements, and at 20 at once they were the whole of the p99 (600-800 ms).
WARM_UP = int(os.environ.get("BENCH_WARM_UP", "40"))
SLOWEST = int(os.environ.get("BENCH_SLOWEST", "0"))  # also print the orders panels heard latest
PLACE, PAY = "POST /user-service/place-order", "POST /user-service/orders/{n}/card-payment"


async def prepare(http: httpx.AsyncClient) -> tuple[str, dict]:
    """Sign the demo admin in, open the shop around the clock, let it take cards online, pick an
    unlimited pastry. The body is a guest's pickup order paid in cash."""
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
    methods = {"paymentMethods": ["cash", "card", "cash-card", "online"]}
    (await http.post("/admin-service/setup/pmt", json=methods, headers=admin)).raise_for_status()
    info = (await http.get("/user-service/restaurant/fetch-information")).json()
    products = (await http.get("/user-service/get-base-products?category=prajituri")).json()
    product = next(p for p in products if p["orderType"] == "standard" and any(d["stockUnlimited"] for d in p["dimensions"]))
    dimension = next(d for d in product["dimensions"] if d["stockUnlimited"])
    body = {
        "items": [{"id": product["id"], "dimensionId": dimension["id"], "quantity": 1, "extraIngredients": []}],
        "deliveryMethodChosen": "PICKUP",
        "deliveryDetailsBean": {"firstName": "Bench", "lastName": "Client", "phoneNumber": "0722123456", "email": ""},
        "pickupLocationId": info["pickupLocations"][0]["id"],
        "pickupOrDeliveryMoment": None,
        "orderPaymentOptions": "CASH",
    }
    return token, body


async def card_payment_method(stripe: httpx.AsyncClient) -> str:
    """What Stripe.js's createPaymentMethod does in the checkout: the card goes to (local)Stripe,
    never to the shop, which gets the PaymentMethod's id."""
    card = {"card[number]": "4242424242424242", "card[exp_month]": "12", "card[exp_year]": "2034", "card[cvc]": "123"}
    response = await stripe.post(
        "/v1/payment_methods", data={"type": "card", **card, "key": os.environ["STRIPE_PUBLISHABLE_KEY"]}
    )
    response.raise_for_status()
    return response.json()["id"]


def worker_count() -> int:
    return int(os.environ.get("WEB_CONCURRENCY") or os.cpu_count() or 1)


def split_line(probe: list[Record], records: list[Record]) -> str:
    """Where the time went: commit → Redis (the probe's own hearing of each event) and Redis → panel."""
    to_redis, onwards = delay_split(probe, records)
    if not to_redis or not onwards:
        return "(no event heard on Redis with its committedAt)"
    return (
        f"commit → Redis p50 {percentile(to_redis, 50) * 1000:6.1f} ms   p99 {percentile(to_redis, 99) * 1000:6.1f} ms;"
        f"   Redis → panel p50 {percentile(onwards, 50) * 1000:6.1f} ms   p99 {percentile(onwards, 99) * 1000:6.1f} ms"
    )


def push_line(records: list[Record], numbers: list[str]) -> str:
    missed, duplicated = deliveries([(panel, number) for panel, number, _, _ in records], numbers, PANELS)
    delays = [arrived - committed for _, _, committed, arrived in records if committed is not None]
    heard = (
        f"{len(numbers) * PANELS - missed} of {len(numbers) * PANELS} deliveries, {missed} missed, {duplicated} twice"
        f" ({len(records) - len(delays)} relayed without committedAt)"
    )
    if not delays:
        return heard
    p99 = percentile(delays, 99) * 1000
    late = "".join(
        f"\n    late: order {number} committed at +{at:.3f} s, panels {low * 1000:.0f}–{high * 1000:.0f} ms"
        for number, at, low, high in slowest(records, SLOWEST)
    )
    return (
        f"{heard}\n    p50 {percentile(delays, 50) * 1000:6.1f} ms   p99 {p99:6.1f} ms (target < {TARGET_PUSH_P99_MS:.0f} ms: "
        f"{versus(p99, TARGET_PUSH_P99_MS, at_least=False)})   mean {statistics.fmean(delays) * 1000:6.1f} ms   max {max(delays) * 1000:6.1f} ms"
        f"{late}"
    )


async def main() -> int:
    gateway = os.environ["GATEWAY_URL"]
    load_before = os.getloadavg()
    speed = fastest()  # before the load: the machine, not the run
    answers = Answers(expected={PLACE: 201, PAY: 200})
    # The gateway listens on 127.0.0.1: the guests' own loopback addresses reach it by number.
    guests = Guests(gateway.replace("//localhost:", "//127.0.0.1:"), connections=CLIENTS)
    numbers: dict[int, str] = {}  # guest -> their order's number
    async with httpx.AsyncClient(base_url=gateway, timeout=60) as http:
        token, body = await prepare(http)

        ws_url = gateway.replace("http://", "ws://") + "/user-service/ws"
        ours, theirs = multiprocessing.Pipe()
        panels = multiprocessing.Process(target=panels_process, args=(ws_url, token, PANELS, theirs), daemon=True)
        panels.start()
        probe_end, probe_theirs = multiprocessing.Pipe()
        probe = multiprocessing.Process(
            target=redis_probe_process, args=(os.environ["REDIS_URL"], ORDERS_CHANNEL, probe_theirs), daemon=True
        )
        probe.start()
        assert await asyncio.to_thread(ours.recv) == "ready"
        assert await asyncio.to_thread(probe_end.recv) == "ready"

        async def heard(numbers: list[str]) -> tuple[list[Record], list[Record]]:
            """What the panels and the Redis probe heard, once each heard `numbers` (or gave up)."""
            ours.send(numbers)
            probe_end.send(numbers)
            return await asyncio.to_thread(ours.recv), await asyncio.to_thread(probe_end.recv)

        # 1. Throughput: CLIENTS guests at a time place ORDERS orders as fast as they are answered.
        latencies: list[float] = []
        first_warm = ORDERS + PACED_ORDERS + CARD_ORDERS  # the guests after every other phase's

        async def place(n: int) -> None:
            started = time.perf_counter()
            answer = await guests.place(n, body)
            latencies.append(time.perf_counter() - started)
            answers.note(PLACE, answer.status)
            if answer.status == 201:
                numbers[n] = answer.body["orderNumber"]

        async def client(waiting) -> None:
            for n in waiting:
                await place(n)

        warming = iter(range(first_warm, first_warm + WARM_UP))
        await asyncio.gather(*(client(warming) for _ in range(CLIENTS)))
        warm_latencies, latencies[:] = list(latencies), []
        waiting = iter(range(ORDERS))
        parts = stack_parts(dict(os.environ))
        cpu_before, own_before, panels_before = snapshot(parts), time.process_time(), cpu_of(panels.pid)
        began = time.perf_counter()
        await asyncio.gather(*(client(waiting) for _ in range(CLIENTS)))
        elapsed = time.perf_counter() - began
        cpu_after, own_used, panels_used = snapshot(parts), time.process_time() - own_before, cpu_of(panels.pid) - panels_before
        loaded_latencies = list(latencies)  # the paced orders below add theirs
        shop_rate = len(loaded_latencies) / elapsed
        loaded = list(numbers.values())
        under_load, probed_under_load = await heard(loaded)

        # 2. Push latency alone: one order at a time, PACED_ORDERS of them, PACE_SECONDS apart.
        paced_placed = len(numbers)
        for n in range(ORDERS, ORDERS + PACED_ORDERS):
            await place(n)
            await asyncio.sleep(PACE_SECONDS)
        one_by_one = list(numbers.values())[paced_placed:]
        paced, probed_paced = await heard(one_by_one)
        ours.send(None)
        probe_end.send(None)
        panels.join(10)
        probe.join(10)

        # 3. The database ceiling: the rows of one of the orders above, written again ORDERS times.
        sample = next(iter(numbers), None)
        rate, rows = await ceiling(numbers[sample], guests.email(sample), ORDERS, CLIENTS) if sample is not None else (0.0, 0)

        # 4. Orders paid online: placed (awaiting payment), then the card authorized.
        card_latencies: list[float] = []
        card_body = {**body, "orderPaymentOptions": "ONLINE"}
        first_card = ORDERS + PACED_ORDERS
        card_waiting = iter(range(first_card, first_card + CARD_ORDERS))
        async with httpx.AsyncClient(base_url=os.environ["STRIPE_API_BASE"], timeout=60) as stripe:

            async def card_client() -> None:
                for n in card_waiting:
                    started = time.perf_counter()
                    placed = await guests.place(n, card_body)
                    answers.note(PLACE, placed.status)
                    if placed.status != 201:
                        continue
                    order = placed.body
                    paid = await guests.post(
                        n,
                        f"/user-service/orders/{order['orderNumber']}/card-payment",
                        {"paymentMethod": await card_payment_method(stripe)},
                        headers={"X-Order-Key": order["followToken"]},
                    )
                    answers.note(PAY, paid.status)
                    card_latencies.append(time.perf_counter() - started)

            card_began = time.perf_counter()
            await asyncio.gather(*(card_client() for _ in range(CARD_CLIENTS)))
            card_elapsed = time.perf_counter() - card_began
    await guests.aclose()

    p99 = percentile(loaded_latencies, 99) * 1000
    used = addresses_needed(ORDERS + PACED_ORDERS + CARD_ORDERS + WARM_UP, guests.per_address)
    print(
        f"order placement through nginx: {ORDERS} guests' orders, {CLIENTS} at a time, from {used} client addresses "
        f"({guests.per_address} orders each at most, the guest limit), {PANELS} staff panels connected, "
        f"{worker_count()} worker(s) per service"
    )
    print(
        f"  throughput {shop_rate:7.1f} orders/s (target ≥ {TARGET_THROUGHPUT:.0f}: {versus(shop_rate, TARGET_THROUGHPUT, at_least=True)})"
        f"   p50 {percentile(loaded_latencies, 50) * 1000:6.1f} ms   p99 {p99:6.1f} ms (target < {TARGET_P99_MS:.0f} ms: "
        f"{versus(p99, TARGET_P99_MS, at_least=False)})"
    )
    if warm_latencies:
        print(
            f"  before it, {len(warm_latencies)} orders to warm up ({CLIENTS} at a time, not in the figures above):"
            f"   p50 {percentile(warm_latencies, 50) * 1000:6.1f} ms   p99 {percentile(warm_latencies, 99) * 1000:6.1f} ms"
        )
    print(f"  CPU per order during that load: {per_order_line(cpu_before, cpu_after, len(loaded_latencies))}")
    print(
        f"  beside it, on the same cores: the bench's clients {own_used / len(loaded_latencies) * 1000:.1f} ms and its panels "
        f"{panels_used / len(loaded_latencies) * 1000:.1f} ms an order"
    )
    share = ratio(shop_rate, rate)
    print(
        f"database ceiling: the same {rows} rows per order, {ORDERS} orders, one asyncpg pool of {CLIENTS}, one prepared statement, no HTTP"
    )
    print(
        f"  throughput {rate:7.1f} orders/s   shop/ceiling {share:.2f}× "
        f"(target ≥ {TARGET_CEILING_RATIO}×: {versus(share, TARGET_CEILING_RATIO, at_least=True)})"
    )
    print(f"new order to panel, from the commit (committedAt) to the message at each of {PANELS} panels:")
    print(f"  during the load above: {push_line(under_load, loaded)}")
    print(f"    {split_line(probed_under_load, under_load)}")
    print(f"  {PACED_ORDERS} orders one at a time, {PACE_SECONDS * 1000:.0f} ms apart: {push_line(paced, one_by_one)}")
    print(f"    {split_line(probed_paced, paced)}")
    print(
        f"orders paid online: {CARD_ORDERS} placed, then the card (4242…) authorized against localstripe, {CARD_CLIENTS} at a time"
    )
    if card_latencies:
        print(
            f"  {len(card_latencies) / card_elapsed:7.1f} orders/s   p50 {percentile(card_latencies, 50) * 1000:6.1f} ms"
            f"   p99 {percentile(card_latencies, 99) * 1000:6.1f} ms (placing + token + authorization)"
        )
    print(calibration_line(*speed, load_before, os.getloadavg()))
    print("answers by status:")
    for line in answers.lines():
        print(line)
    # Every order at every panel exactly once: fewer is a lost message, more a duplicate.
    wrong = sum(
        sum(deliveries([(panel, number) for panel, number, _, _ in records], wanted, PANELS))
        for records, wanted in ((under_load, loaded), (paced, one_by_one))
    )
    code = exit_code(answers)
    if code or wrong:
        print(
            "FAILED: "
            + ("some answers were not the promised status" if code else "some panel missed an order or heard one twice")
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
