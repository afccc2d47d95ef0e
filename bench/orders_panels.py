"""100 staff panels on the websocket, in a process of their own, so that their messages are timed
by a loop the order clients do not keep busy. Each notes every order message it hears, and when
it arrived beside the order's `committedAt` (stamped by user-service right after the commit; same
machine, same clock). An event the outbox relay published instead (its publisher was late) has no
`committedAt`: it still counts as heard, and has no latency.

The panels are aiohttp websockets (frames parsed in C): they run on the shop's own cores, and
every message costs them 100 times over.

Beside them, a Redis probe in a process of its own hears the same events straight off the
channel, so the delay splits in two: commit → Redis (user-service publishing after the commit)
and Redis → panel (the hub, nginx and the socket)."""

import asyncio
import contextlib
from datetime import datetime
import functools
import gc
import json
import os
import time

import aiohttp

# (panel, orderNumber, committedAt or None, arrived), wall-clock seconds.
Record = tuple[int, str, float | None, float]
PROBE = -1  # the panel number of the Redis probe's records
LISTENER_NICE = -5  # the real-time process's own (user_service.realtime.app.DEFAULT_NICE)


@functools.lru_cache(maxsize=256)
def _order_of(raw: str | bytes) -> tuple[str, float | None] | None:
    """(orderNumber, committedAt) of a message, None for one about no order. Every panel gets
    the same text: it is read once, not once per panel."""
    message = json.loads(raw)
    number = message.get("orderNumber")
    if number is None:
        return None
    stamp = message.get("committedAt")
    return number, (datetime.fromisoformat(stamp).timestamp() if stamp else None)


def _record(index: int, raw: str | bytes, arrived: float) -> Record | None:
    order = _order_of(raw)
    return None if order is None else (index, order[0], order[1], arrived)


class Heard:
    """The records of one process, and the wait for every listener to hear a list of orders."""

    def __init__(self, listeners: int) -> None:
        self.listeners = listeners
        self.records: list[Record] = []
        self.wanted: set[str] = set()
        self.missing = 0
        self.complete = asyncio.Event()

    def note(self, record: Record | None) -> None:
        if record is None:
            return
        self.records.append(record)
        if record[1] in self.wanted:
            self.missing -= 1
            if self.missing <= 0:
                self.complete.set()

    async def serve(self, conn) -> None:
        """The protocol over `conn`: "ready" once listening; then for each list of order numbers
        it receives (None: stop) it waits until every listener heard each of them (30 s at most)
        and sends back the records of everything heard since the last list."""
        loop = asyncio.get_running_loop()
        conn.send("ready")
        taken = 0
        while (expected := await loop.run_in_executor(None, conn.recv)) is not None:
            self.wanted = set(expected)
            self.missing = len(self.wanted) * self.listeners - sum(r[1] in self.wanted for r in self.records[taken:])
            self.complete.clear()
            if self.missing > 0:
                try:
                    async with asyncio.timeout(30):
                        await self.complete.wait()
                except TimeoutError:
                    pass
            await asyncio.sleep(0.2)  # a duplicate would come right behind
            conn.send(self.records[taken:])
            taken = len(self.records)


def stand_apart() -> None:
    """The staff's tablets do not share the shop's cores or its memory: here they must, so the
    listening processes keep their own pauses out of what they time. They ask for the real-time
    process's priority (where the platform lets them), or a panel's own wait for a core would be
    counted as the shop's delay."""
    with contextlib.suppress(OSError, AttributeError):
        os.setpriority(os.PRIO_PROCESS, 0, LISTENER_NICE)
    # Their records pile up by the tens of thousands (100 per order), and the cycle collector's
    # full passes over them paused every panel at once for 200-280 ms, a few hundred orders into
    # the rush: a delay of the bench's, not of the shop's, which the p99 under load had counted.
    # Nothing they keep makes a reference cycle.
    gc.disable()


def panels_process(ws_url: str, token: str, count: int, conn) -> None:
    stand_apart()

    async def run() -> None:
        heard = Heard(count)
        # No limit on connections: each panel holds one for the whole run.
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:

            async def open_panel() -> aiohttp.ClientWebSocketResponse:
                panel = await session.ws_connect(ws_url)
                await panel.send_str(token)  # the credentials as the first message, as the panel page sends them
                return panel

            panels = [await open_panel() for _ in range(count)]
            for panel in panels:
                await panel.receive_str()  # CONNECTED

            async def listen(index: int, panel: aiohttp.ClientWebSocketResponse) -> None:
                async for message in panel:
                    if message.type == aiohttp.WSMsgType.TEXT:
                        heard.note(_record(index, message.data, time.time()))

            listeners = [asyncio.create_task(listen(index, panel)) for index, panel in enumerate(panels)]
            await heard.serve(conn)
            for task in listeners:
                task.cancel()
            for panel in panels:
                await panel.close()

    asyncio.run(run())


def redis_probe_process(redis_url: str, channel: str, conn) -> None:
    """The same events as the panels, heard on the Redis channel itself (panel number PROBE)."""
    from redis.asyncio import Redis

    stand_apart()

    async def run() -> None:
        heard = Heard(1)
        redis = Redis.from_url(redis_url)
        pubsub = redis.pubsub()
        await pubsub.subscribe(channel)

        async def listen() -> None:
            async for message in pubsub.listen():
                if message["type"] == "message":
                    heard.note(_record(PROBE, message["data"], time.time()))

        listener = asyncio.create_task(listen())
        await heard.serve(conn)
        listener.cancel()
        await pubsub.aclose()
        await redis.aclose()

    asyncio.run(run())
