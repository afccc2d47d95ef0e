"""100 staff panels on the websocket, in a process of their own, so that their messages are timed
by a loop the order clients do not keep busy. Each notes when an order's message arrived beside
the order's `committedAt` (stamped by user-service right after the commit; same machine, same
clock)."""

import asyncio
import contextlib
from datetime import datetime
import json
import time

from websockets.asyncio.client import connect


def panels_process(ws_url: str, token: str, count: int, conn) -> None:
    """Protocol over `conn`: it sends "ready" once every panel is connected; then for each number n
    it receives (-1: stop) it waits for n orders at every panel and sends back
    [(orderNumber, committedAt, arrived)], wall-clock seconds."""

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
