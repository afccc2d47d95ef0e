#!/usr/bin/env python3
"""What fanning order events out to staff panels costs user-service in CPU, per panel message.

The hub and the websocket endpoint of user-service (realtime/) run in a uvicorn of their own,
with no database and no Redis: events are handed to the hub as its Redis subscription would hand
them over. BENCH_PANELS real websocket clients, in another process, read every message. The
figure is the server process's CPU time (not wall time) from the first event to the last message
read at every panel, divided by the messages delivered: CPU time hardly moves with what else the
machine is doing, so it compares two versions of the hub on a busy machine.

Two shapes: events one per loop tick (orders trickling in) and one burst (a rush, which the hub
may gather into fewer writes). Run: `.venv/bin/python bench/fanout_cpu.py`.
"""

import asyncio
import json
import multiprocessing
import os
import socket
import time
from types import SimpleNamespace

PANELS = int(os.environ.get("BENCH_PANELS", "100"))
EVENTS = int(os.environ.get("BENCH_EVENTS", "500"))
# A new-order event as the panels get it: about the size of a real one.
EVENT = {"type": "NEW_ORDER", "orderNumber": "", "status": "NEW", "totalPrice": "123.50", "customer": "x" * 600}


def serve(port: int) -> None:
    from fastapi import FastAPI, WebSocket
    import uvicorn

    from bakery_shared.models import Role
    from user_service.realtime.endpoints import _serve
    from user_service.realtime.hub import Hub, Listener

    try:
        from user_service.realtime.wire import KeepServerSend
    except ImportError:  # a hub from before wire.py, for comparison

        def KeepServerSend(app):
            return app

    app = FastAPI()
    hub = Hub(redis=None, sessionmaker=lambda: None)
    settings = SimpleNamespace(unanswered_order_minutes=0)

    @app.websocket("/ws")
    async def panel(socket: WebSocket) -> None:
        await socket.accept()
        await _serve(socket, Listener(socket, role=Role.MANAGER), hub, settings)

    @app.get("/fire")
    async def fire(events: int, burst: bool) -> dict:
        started = time.process_time()
        for n in range(events):
            hub.dispatch(json.dumps({**EVENT, "orderNumber": str(n), "eventId": n + int(time.time() * 1000) * 10_000}))
            if not burst:
                await asyncio.sleep(0)  # the next event in a later tick
        return {"cpu": started}

    @app.get("/cpu")
    async def cpu() -> dict:
        return {"cpu": time.process_time(), "panels": hub.staff_online}

    uvicorn.run(KeepServerSend(app), host="127.0.0.1", port=port, log_level="warning", ws_per_message_deflate=False)


async def measure(port: int) -> None:
    import httpx
    from websockets.asyncio.client import connect

    base = f"http://127.0.0.1:{port}"
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        for _ in range(200):
            try:
                await http.get("/cpu")
                break
            except httpx.TransportError:
                await asyncio.sleep(0.1)
        panels = [await connect(f"ws://127.0.0.1:{port}/ws") for _ in range(PANELS)]
        for panel in panels:
            await panel.recv()  # CONNECTED

        async def read(panel, count: int) -> None:
            for _ in range(count):
                await panel.recv()

        print(f"fan-out CPU of user-service's hub: {PANELS} panels, {EVENTS} events of {len(json.dumps(EVENT))} bytes")
        for burst in (False, True):
            readers = [asyncio.create_task(read(panel, EVENTS)) for panel in panels]
            fired = (await http.get("/fire", params={"events": EVENTS, "burst": burst})).json()["cpu"]
            await asyncio.gather(*readers)
            used = (await http.get("/cpu")).json()["cpu"] - fired
            per_message = used / (EVENTS * PANELS) * 1e6
            shape = "one burst" if burst else "one per tick"
            print(
                f"  {shape:13s}: {used * 1000:7.1f} ms CPU, {per_message:5.2f} µs per panel message, {per_message * PANELS / 1000:5.2f} ms per order"
            )
        for panel in panels:
            await panel.close()


def main() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = multiprocessing.Process(target=serve, args=(port,), daemon=True)
    server.start()
    try:
        asyncio.run(measure(port))
    finally:
        server.terminate()
        server.join(5)


if __name__ == "__main__":
    main()
