"""The load generator of `make bench-orders` proves what it says: guests arrive from their own
loopback addresses (the abuse limits count them as customers), every panel's hearing of every
order is awaited and handed back, the delay splits at Redis as measured, and the machine's speed
is printed as a fixed loop's time (bench/orders_customers.py, orders_panels.py, orders_figures.py,
calibration.py)."""

import asyncio
import importlib
import json
import multiprocessing
from pathlib import Path
import sys

from aiohttp import web

ROOT = Path(__file__).resolve().parents[4]


def bench(name: str):
    """A module of bench/ as its scripts import one another (bench/ on the path)."""
    if str(ROOT / "bench") not in sys.path:
        sys.path.insert(0, str(ROOT / "bench"))
    return importlib.import_module(name)


async def test_each_guest_places_from_the_loopback_address_of_its_turn_and_every_answer_is_read():
    customers = bench("orders_customers")
    seen: list[tuple[str, str, str, str]] = []

    async def place(request: web.Request) -> web.Response:
        body = await request.json()
        seen.append((request.remote, body["deliveryDetailsBean"]["email"], request.headers["Idempotency-Key"], request.path))
        status = 201 if len(seen) != 3 else 429
        return web.json_response({"orderNumber": f"N{len(seen)}"}, status=status)

    app = web.Application()
    app.router.add_post("/user-service/place-order", place)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]
    guests = customers.Guests(f"http://127.0.0.1:{port}", connections=4, per_address=2)
    body = {"deliveryDetailsBean": {"firstName": "Bench", "email": ""}, "items": []}
    try:
        answers = [await guests.place(n, body) for n in range(5)]
    finally:
        await guests.aclose()
        await runner.cleanup()

    assert [address for address, _, _, _ in seen] == ["127.0.0.2", "127.0.0.2", "127.0.0.3", "127.0.0.3", "127.0.0.4"]
    assert [email for _, email, _, _ in seen] == [f"bench-{n:05d}@example.ro" for n in range(5)]
    assert len({key for _, _, key, _ in seen}) == 5  # a key of its own for every attempt
    assert [answer.status for answer in answers] == [201, 201, 429, 201, 201]
    assert answers[0].body == {"orderNumber": "N1"} and answers[2].body is None  # a refusal has no order
    assert customers.addresses_needed(5, 2) == 3


async def test_the_panels_process_hands_back_what_every_panel_heard_once_each_heard_it():
    panels = bench("orders_panels")
    ours, theirs = multiprocessing.Pipe()
    heard = panels.Heard(listeners=2)
    serving = asyncio.create_task(heard.serve(theirs))
    assert await asyncio.to_thread(ours.recv) == "ready"
    stamp = "2026-11-27T04:00:00+00:00"
    heard.note(panels._record(0, json.dumps({"orderNumber": "A", "committedAt": stamp}), 1.0))
    heard.note(panels._record(0, json.dumps({"type": "CONNECTED"}), 1.0))  # not an order: not a record

    ours.send(["A", "B"])
    await asyncio.sleep(0)
    for panel, number in ((1, "A"), (0, "B"), (1, "B")):
        heard.note(panels._record(panel, json.dumps({"orderNumber": number}), 2.0))
    records = await asyncio.to_thread(ours.recv)
    assert sorted((panel, number) for panel, number, _, _ in records) == [(0, "A"), (0, "B"), (1, "A"), (1, "B")]
    assert records[0][2] == 1795752000.0  # committedAt as a timestamp; none when the relay published it
    assert all(committed is None for _, number, committed, _ in records if number == "B")

    ours.send(["C"])  # the next list hands back only what came since
    heard.note(panels._record(0, json.dumps({"orderNumber": "C"}), 3.0))
    heard.note(panels._record(1, json.dumps({"orderNumber": "C"}), 3.0))
    assert [(panel, number) for panel, number, _, _ in await asyncio.to_thread(ours.recv)] == [(0, "C"), (1, "C")]
    ours.send(None)
    await serving


def test_the_delay_splits_where_the_redis_probe_heard_each_event():
    figures = bench("orders_figures")
    probe = [(-1, "A", 10.000, 10.004), (-1, "B", None, 11.0)]  # B: relayed, no commit stamp
    records = [(0, "A", 10.000, 10.010), (1, "A", 10.000, 10.030), (0, "B", None, 11.5)]
    to_redis, onwards = figures.delay_split(probe, records)
    assert [round(d, 6) for d in to_redis] == [0.004]
    assert [round(d, 6) for d in onwards] == [0.006, 0.026]


def test_the_latest_heard_orders_show_when_they_were_committed_and_how_far_apart_the_panels_were():
    figures = bench("orders_figures")
    records = [
        (0, "A", 10.0, 10.005),
        (1, "A", 10.0, 10.006),  # on time
        (0, "B", 12.0, 12.250),
        (1, "B", 12.0, 12.240),  # every panel late: one pause for all
        (0, "C", 12.1, 12.105),
        (1, "C", 12.1, 12.300),  # one panel late alone
        (0, "D", None, 13.0),  # relayed: no commit stamp, no delay
    ]
    late = [(number, round(at, 3), round(low, 3), round(high, 3)) for number, at, low, high in figures.slowest(records, 2)]
    assert late == [("B", 2.0, 0.24, 0.25), ("C", 2.1, 0.005, 0.2)]
    assert figures.slowest(records, 0) == [] and figures.slowest([], 3) == []


def test_a_listening_process_keeps_its_collector_out_of_the_delays_it_times():
    """Tens of thousands of records piled up in the panels' process, and the cycle collector's full
    passes over them paused every panel at once: the bench's own delay, counted as the shop's."""
    import gc
    import os

    panels = bench("orders_panels")
    was, niceness = gc.isenabled(), os.getpriority(os.PRIO_PROCESS, 0)
    try:
        panels.stand_apart()
        assert not gc.isenabled()
    finally:
        os.setpriority(os.PRIO_PROCESS, 0, niceness)  # a test process's own, whatever it was given
        if was:
            gc.enable()


def test_the_calibration_times_one_fixed_loop_in_cpu_and_wall_seconds():
    calibration = bench("calibration")
    cpu, wall = calibration.fastest(rounds=2, steps=20_000)
    assert cpu > 0 and wall > 0
    line = calibration.calibration_line(0.086, 0.172, (3.4, 2.0, 1.0), (7.7, 5.0, 2.0))
    assert "took 86 ms of CPU (172 ms wall: 50% of a core)" in line
    assert "load average 3.4 at the start, 7.7 at the end" in line
