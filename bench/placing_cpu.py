"""The CPU one placed order costs user-service, in-process: a signed-in customer places ORDERS cash
pickup orders, one after another, through the ASGI app (no HTTP server, no mail sender); prints the
process's CPU milliseconds per order (the test client's share included) and the orders a second.
With PROFILE=1, pyinstrument (install it into .venv yourself) writes where the time goes to
PROFILE_OUT (a text tree and an HTML page).

    .venv/bin/python -m pytest bench/placing_cpu.py -q -s
    PROFILE=1 ORDERS=300 .venv/bin/python -m pytest bench/placing_cpu.py -q -s

Run by pytest for its throwaway Postgres and Redis (the bakery_devtools plugin's fixtures). Figures
only: nothing here passes or fails on speed (issue 20: the whole-stack figures are `make bench-orders`'s).
"""

import os
from pathlib import Path
import time

import httpx

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import bearer, checkout, make_pickup_location, make_user, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import bound_sessionmaker, current_clock
from bakery_shared.models import Role
from user_service.main import create_app

ORDERS = int(os.environ.get("ORDERS", "300"))
WARM_UP = 20
PROFILE_OUT = Path(os.environ.get("PROFILE_OUT", "placing-profile"))


async def test_cpu_per_placed_order(test_settings, db_connection, db_session, business, redis_client):
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
        cpu, wall = time.process_time(), time.perf_counter()
        for _ in range(ORDERS):
            await place()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        if profiler is not None:
            profiler.stop()
            PROFILE_OUT.with_suffix(".txt").write_text(profiler.output_text(color=False))
            PROFILE_OUT.with_suffix(".html").write_text(profiler.output_html())

    print(
        f"\n{ORDERS} orders placed one after another: {cpu / ORDERS * 1000:.2f} ms of CPU an order, {ORDERS / wall:.0f} orders/s"
    )
