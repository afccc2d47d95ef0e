"""Who may open the real-time channel: a browser only from the shop's own pages (Origin),
a guest only with a follow secret that opens an order, and one client address only so many guest
sockets at once; the credentials may come in the first message, so no page puts them in an address."""

import asyncio
from decimal import Decimal
import hashlib
import json

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from bakery_devtools.testing.plugin import live_server
from bakery_shared.models import DeliveryMethod, Order, Role
from user_service.main import create_app
from user_service.realtime.endpoints import allowed_origins

from .test_realtime import person, receive, token, ws_url

FOLLOW_SECRET = "secretul-linkului-comenzii-0123456789abcdef"


async def add_guest_order(db_session, secret: str = FOLLOW_SECRET, number: str = "G-1001") -> Order:
    order = Order(
        order_number=number,
        guest_access_token_hash=hashlib.sha256(secret.encode()).hexdigest(),
        delivery_method=DeliveryMethod.PICKUP,
        sub_total_price=Decimal("10.00"),
        total_price=Decimal("10.00"),
    )
    db_session.add(order)
    await db_session.flush()
    return order


async def closed_with(socket) -> int:
    with pytest.raises(ConnectionClosed) as closed:
        await asyncio.wait_for(socket.recv(), 5)
    return closed.value.rcvd.code


def test_the_shops_origins_come_from_public_url_and_the_extra_list(test_settings):
    settings = test_settings.model_copy(
        update={
            "public_url": "https://Cofetarie.example.ro:443/",
            "ws_allowed_origins": "https://www.cofetarie.example.ro, http://127.0.0.1:8080",
        }
    )
    assert allowed_origins(settings) == {
        "https://cofetarie.example.ro",
        "https://www.cofetarie.example.ro",
        "http://127.0.0.1:8080",
    }


async def test_a_websocket_from_another_origin_is_refused(test_settings, db_connection, db_session, redis_client):
    """Another site's page, in a visitor's browser, cannot open the channel; the shop's own can."""
    app = create_app(test_settings)  # PUBLIC_URL http://shop.test
    staff = token(test_settings, await person(db_session, Role.ADMIN, "sefa"))
    async with live_server(app, db_connection) as base:
        for origin in ("http://evil.example", "https://shop.test", "http://shop.test.evil.example", "null"):
            with pytest.raises(InvalidStatus) as refused:
                async with connect(ws_url(base), origin=origin):
                    pass
            assert refused.value.response.status_code == 403, origin

        for origin in ("http://shop.test", "HTTP://Shop.Test:80", None):
            async with connect(ws_url(base), origin=origin) as panel:
                await panel.send(json.dumps({"token": staff}))
                assert await receive(panel) == {
                    "type": "CONNECTED",
                    "staff": True,
                    "unansweredOrderMinutes": test_settings.unanswered_order_minutes,
                }


async def test_a_guest_sends_its_follow_secret_as_the_first_message(test_settings, db_connection, db_session, redis_client):
    await add_guest_order(db_session)
    app = create_app(test_settings)
    async with live_server(app, db_connection) as base, connect(ws_url(base), origin="http://shop.test") as guest:
        await guest.send(json.dumps({"orderToken": FOLLOW_SECRET}))
        assert await receive(guest) == {"type": "CONNECTED", "staff": False}


async def test_a_made_up_follow_secret_is_refused(test_settings, db_connection, db_session, redis_client):
    await add_guest_order(db_session)
    app = create_app(test_settings)
    async with live_server(app, db_connection) as base:
        async with connect(ws_url(base, orderToken="inventat-de-mine")) as by_query:
            assert await closed_with(by_query) == 4401
        async with connect(ws_url(base)) as by_message:
            await by_message.send(json.dumps({"orderToken": "inventat-si-acesta"}))
            assert await closed_with(by_message) == 4401


async def test_one_address_holds_at_most_its_share_of_guest_sockets(test_settings, db_connection, db_session, redis_client):
    """The sixth guest socket from one address is closed with 4429; one closed frees a place, and
    signed-in sockets are not counted."""
    await add_guest_order(db_session)
    customer_token = token(test_settings, await person(db_session, Role.USER, "ana"))
    settings = test_settings.model_copy(update={"ws_guest_sockets_per_client": 5})
    app = create_app(settings)
    async with live_server(app, db_connection) as base:
        guests = []
        try:
            for _ in range(5):
                socket = await connect(ws_url(base))
                guests.append(socket)
                await socket.send(json.dumps({"orderToken": FOLLOW_SECRET}))
                assert (await receive(socket))["type"] == "CONNECTED"

            async with connect(ws_url(base)) as sixth:
                await sixth.send(json.dumps({"orderToken": FOLLOW_SECRET}))
                with pytest.raises(ConnectionClosed) as closed:
                    await asyncio.wait_for(sixth.recv(), 5)
                assert closed.value.rcvd.code == 4429
                assert closed.value.rcvd.reason == "Prea multe conexiuni deschise de la această adresă."

            # A customer or the staff from the same address are not guests.
            async with connect(ws_url(base)) as customer:
                await customer.send(customer_token)
                assert (await receive(customer))["type"] == "CONNECTED"

            await guests.pop().close()
            async with asyncio.timeout(5):
                while app.state.guest_sockets.held.get("127.0.0.1") != 4:
                    await asyncio.sleep(0.01)
            async with connect(ws_url(base)) as again:
                await again.send(json.dumps({"orderToken": FOLLOW_SECRET}))
                assert (await receive(again))["type"] == "CONNECTED"
        finally:
            for socket in guests:
                await socket.close()
