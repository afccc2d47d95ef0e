"""The CPU one placed order costs user-service, in-process: a signed-in customer places ORDERS cash
pickup orders, one after another, through the ASGI app (no HTTP server, no mail sender); prints the
process's CPU milliseconds per order (the test client's share included) and the orders a second.
With PROFILE=1, pyinstrument (install it into .venv yourself) writes where the time goes to
PROFILE_OUT (a text tree and an HTML page). With STATEMENTS=1, it also counts what the orders send to
Postgres (every statement asyncpg runs, prepared or not, and every prepare that was not cached
yet: each is a round trip) and prints them per order, most frequent first.

    .venv/bin/python -m pytest bench/placing_cpu.py -q -s
    PROFILE=1 ORDERS=300 .venv/bin/python -m pytest bench/placing_cpu.py -q -s
    STATEMENTS=1 ORDERS=50 .venv/bin/python -m pytest bench/placing_cpu.py -q -s

Run by pytest for its throwaway Postgres and Redis (the bakery_devtools plugin's fixtures). Figures
only: nothing here passes or fails on speed (issue 20: the whole-stack figures are `make bench-orders`'s).
"""

from collections import Counter
from collections.abc import Iterator
import contextlib
import os
from pathlib import Path
import re
import time

from asyncpg.connection import Connection
from asyncpg.prepared_stmt import PreparedStatement
import httpx
import pytest

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import bearer, checkout, make_pickup_location, make_user, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import bound_sessionmaker, current_clock
from bakery_shared.models import Role
from user_service.main import create_app

ORDERS = int(os.environ.get("ORDERS", "300"))
WARM_UP = 20
PROFILE_OUT = Path(os.environ.get("PROFILE_OUT", "placing-profile"))


@contextlib.contextmanager
def counting_statements(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[str]]:
    """Every statement the asyncpg connections run while inside, by its text: the driver's own calls
    (fetch, execute, BEGIN and COMMIT included), the executions of statements SQLAlchemy prepared,
    and the prepares asyncpg's cache did not hold yet (marked "PREPARE"): each one a round trip."""
    seen: Counter[str] = Counter()
    execute, run, prepare = Connection.execute, Connection._execute, Connection._get_statement
    bind = "_PreparedStatement__bind_execute"
    bound = getattr(PreparedStatement, bind)

    async def executing(self, query, *args, **kwargs):
        if not args:  # with arguments, it goes through _execute, counted there
            seen[query] += 1
        return await execute(self, query, *args, **kwargs)

    async def running(self, query, *args, **kwargs):
        seen[query] += 1
        return await run(self, query, *args, **kwargs)

    async def preparing(self, query, *args, **kwargs):
        record_class = kwargs.get("record_class") or self._protocol.get_record_class()
        key = (query, record_class, kwargs.get("ignore_custom_codec", False))
        if not (kwargs.get("use_cache", True) and self._stmt_cache.get(key) is not None):
            seen[f"PREPARE {query}"] += 1
        return await prepare(self, query, *args, **kwargs)

    async def binding(self, *args, **kwargs):
        seen[self.get_query()] += 1
        return await bound(self, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(Connection, "execute", executing)
        patch.setattr(Connection, "_execute", running)
        patch.setattr(Connection, "_get_statement", preparing)
        patch.setattr(PreparedStatement, bind, binding)
        yield seen


async def test_cpu_per_placed_order(test_settings, db_connection, db_session, business, redis_client, monkeypatch):
    # One customer places them all: the per-day cap on a customer's open orders is lifted for the run.
    settings = test_settings.model_copy(update={"open_orders_per_account_per_day": 10 * (ORDERS + WARM_UP)})
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cake = await make_product(db_session, await make_category(db_session), "Tort Diplomat", prices=("120.00",))
    customer = await make_user(db_session, Role.USER, "bench@example.ro")
    await db_session.flush()
    headers = bearer(settings, customer)
    body = checkout([product_line(cake.id, cake.dimensions[0].id)], location_id=location.id)

    app = create_app(settings)
    app.state.run_background_tasks = False
    app.state.clock = current_clock()
    transport = httpx.ASGITransport(app=app)
    async with app.router.lifespan_context(app), httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
        app.state.sessionmaker = bound_sessionmaker(db_connection)

        async def place() -> None:
            response = await client.post("/user-service/place-order", json=body, headers=headers)
            assert response.status_code == 201, response.text

        for _ in range(WARM_UP):
            await place()
        profiler = None
        if os.environ.get("PROFILE"):
            from pyinstrument import Profiler

            profiler = Profiler(interval=0.0005, async_mode="disabled")
            profiler.start()
        with contextlib.ExitStack() as stack:
            statements = stack.enter_context(counting_statements(monkeypatch)) if os.environ.get("STATEMENTS") else None
            cpu, wall = time.process_time(), time.perf_counter()
            for _ in range(ORDERS):
                await place()
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        if profiler is not None:
            profiler.stop()
            PROFILE_OUT.with_suffix(".txt").write_text(profiler.output_text(color=False))
            PROFILE_OUT.with_suffix(".html").write_text(profiler.output_html())

    if statements is not None:
        print(f"\nstatements sent to Postgres: {sum(statements.values()) / ORDERS:.2f} an order")
        # (Savepoints, not BEGIN and COMMIT: every request here runs inside the test's transaction.)
        grouped = Counter()
        for text, count in statements.items():
            grouped[re.sub(r"sa_savepoint_\d+", "sa_savepoint_N", " ".join(text.split()))] += count
        for text, count in grouped.most_common():
            print(f"  {count / ORDERS:5.2f}  {text[:200]}")
    print(
        f"\n{ORDERS} orders placed one after another: {cpu / ORDERS * 1000:.2f} ms of CPU an order, {ORDERS / wall:.0f} orders/s"
    )
