"""100 staff panels on the websocket, in a process of their own, so that their messages are timed
by a loop the order clients do not keep busy. Each notes every order message it hears, and when
it arrived beside the order's `committedAt` (stamped by user-service right after the commit; same
machine, same clock). An event the outbox relay published instead (its publisher was late) has no
`committedAt`: it still counts as heard, and has no latency."""

import asyncio
import contextlib
from datetime import datetime
import json
import time

from websockets.asyncio.client import connect

# (panel, orderNumber, committedAt or None, arrived), wall-clock seconds.
Record = tuple[int, str, float | None, float]


def panels_process(ws_url: str, token: str, count: int, conn) -> None:
    """Protocol over `conn`: it sends "ready" once every panel is connected; then for each list of
    order numbers it receives (None: stop) it waits until every panel heard each of them (30 s at
    most) and sends back the records of everything heard since the last list."""

    async def run() -> None:
        records: list[Record] = []

        async def open_panel():
            panel = await connect(ws_url)
            await panel.send(token)  # the credentials as the first message, as the panel page sends them
            return panel

        panels = [await open_panel() for _ in range(count)]
        for panel in panels:
            await panel.recv()  # CONNECTED

        async def listen(index: int, panel) -> None:
            async for raw in panel:
                arrived = time.time()
                message = json.loads(raw)
                if "orderNumber" in message:
                    stamp = message.get("committedAt")
                    committed = datetime.fromisoformat(stamp).timestamp() if stamp else None
                    records.append((index, message["orderNumber"], committed, arrived))

        listeners = [asyncio.create_task(listen(index, panel)) for index, panel in enumerate(panels)]
        loop = asyncio.get_running_loop()
        conn.send("ready")
        taken = 0
        while (expected := await loop.run_in_executor(None, conn.recv)) is not None:
            wanted = set(expected)
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(30):
                    while sum(number in wanted for _, number, _, _ in records[taken:]) < len(wanted) * count:
                        await asyncio.sleep(0.05)
            await asyncio.sleep(0.2)  # a duplicate would come right behind
            conn.send(records[taken:])
            taken = len(records)
        for task in listeners:
            task.cancel()
        for panel in panels:
            await panel.close()

    asyncio.run(run())
