"""The real-time channel in a process of its own (user_service.realtime.app), as the gateway runs it:
panels there hear the orders user-service's workers take, and count as panels for them."""

import asyncio
import os
import subprocess
import sys

import httpx
from sqlalchemy.ext.asyncio import AsyncSession
from websockets.asyncio.client import connect

from bakery_devtools.seed.business_data import BUSINESS
from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import live_server
from bakery_shared.models import BusinessSetup, Role
from user_service.main import create_app
from user_service.realtime.app import create_app as create_realtime_app
from user_service.realtime.presence import staff_panels_online

from .test_realtime import person, receive, token, ws_url


async def test_an_order_taken_by_user_service_reaches_a_panel_on_the_realtime_process(
    fresh_database, test_settings, redis_client
):
    url, engine = fresh_database
    async with engine.begin() as connection, AsyncSession(bind=connection, expire_on_commit=False) as session:
        session.add(BusinessSetup(id=1, **{**BUSINESS, "email": None}))
        await open_around_the_clock(session)
        location = await make_pickup_location(session)
        cake = await make_product(session, await make_category(session), "Tort Diplomat", prices=("120.00",))
        body = checkout([product_line(cake.id, cake.dimensions[0].id, 1)], location_id=location.id)
        manager = await person(session, Role.MANAGER, "tura")

    settings = test_settings.model_copy(update={"database_url": url})
    shop, realtime = create_app(settings), create_realtime_app(settings)
    async with live_server(shop) as placing, live_server(realtime) as channel:
        async with connect(ws_url(channel, token=token(settings, manager))) as panel:
            assert await receive(panel) == {
                "type": "CONNECTED",
                "staff": True,
                "unansweredOrderMinutes": test_settings.unanswered_order_minutes,
            }
            await realtime.state.hub.subscribed.wait()
            # user-service asks Redis whether anyone will hear the order: this panel counts.
            async with asyncio.timeout(30):
                while await staff_panels_online(redis_client) != 1:
                    await asyncio.sleep(0.01)

            async with httpx.AsyncClient(base_url=placing, timeout=30) as http:
                placed = await http.post("/user-service/place-order", json=body)
            assert placed.status_code == 201, placed.text
            heard = await receive(panel)

        async with httpx.AsyncClient(base_url=channel, timeout=30) as http:
            # The channel and its health only: no order is placed here.
            assert (await http.get("/user-service/healthz")).status_code == 200
            assert (await http.post("/user-service/place-order", json=body)).status_code == 404

    assert heard["orderNumber"] == placed.json()["orderNumber"]
    assert heard["status"] == "NEW"
    assert "_audience" not in heard
    # The relay and the mail sender are the workers': none runs beside the panels.
    assert realtime.state.settings.outbox_relay_seconds == 0
    assert realtime.state.settings.mail_poll_seconds == 0


def test_the_realtime_process_takes_a_higher_priority_only_where_it_may():
    """Asked in a process of its own (the niceness stays with it): granted, the niceness is lower;
    refused (no privilege), it is what it was and the process goes on."""
    script = (
        "import os; from user_service.realtime.app import ask_for_priority;"
        "before = os.getpriority(os.PRIO_PROCESS, 0);"
        "granted = ask_for_priority(before - 1);"
        "print(granted, before, os.getpriority(os.PRIO_PROCESS, 0), ask_for_priority(before + 1))"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60)
    granted, before, after, raised = out.stdout.split()
    assert int(after) == (int(before) - 1 if granted == "True" else int(before))
    assert raised == "False"  # never asks to be lower than it is
    if os.geteuid() == 0:
        assert granted == "True"
