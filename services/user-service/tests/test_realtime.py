"""The websocket channel: who hears which order event, and how a panel signs in."""

import asyncio
import json

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bakery_shared.auth.tokens import issue_token
from bakery_shared.models import Role
from bakery_shared.testing.plugin import live_server
from user_service.main import create_app


def ws_url(base: str, **query: str) -> str:
    params = "&".join(f"{k}={v}" for k, v in query.items())
    return base.replace("http://", "ws://") + "/user-service/ws" + (f"?{params}" if params else "")


def token(settings, role: Role, user_id: int = 1) -> str:
    return issue_token(settings, user_id=user_id, email=f"u{user_id}@example.ro", role=role)[0]


async def receive(socket) -> dict:
    return json.loads(await asyncio.wait_for(socket.recv(), 5))


async def emit(app, db_session, payload: dict) -> None:
    app.state.events.emit(db_session, payload)
    await db_session.flush()
    from bakery_shared.db import run_after_commit_hooks

    await db_session.commit()
    await run_after_commit_hooks(db_session)


async def test_staff_hear_new_orders_and_customers_only_their_own(test_settings, db_connection, db_session, redis_client):
    app = create_app(test_settings)
    async with live_server(app, db_connection) as base:
        async with connect(ws_url(base, token=token(test_settings, Role.MANAGER))) as panel, connect(
            ws_url(base, token=token(test_settings, Role.USER, user_id=7))
        ) as customer, connect(ws_url(base, token=token(test_settings, Role.USER, user_id=8))) as stranger:
            for socket in (panel, customer, stranger):
                assert (await receive(socket))["type"] == "CONNECTED"
            await app.state.hub.subscribed.wait()

            await emit(app, db_session, {"orderNumber": "1001", "status": "NEW", "_audience": {"userId": 7}})
            await emit(app, db_session, {"type": "ORDER_STATUS_CHANGED", "order": {"orderNumber": "1001", "status": "CONFIRMED"}, "_audience": {"userId": 7}})

            new_order = await receive(panel)
            assert new_order["orderNumber"] == "1001"
            assert "_audience" not in new_order
            assert (await receive(panel))["type"] == "ORDER_STATUS_CHANGED"
            assert (await receive(customer))["orderNumber"] == "1001"
            status = await receive(customer)
            assert status["order"]["status"] == "CONFIRMED" and "orderNumber" not in status
            # The other customer heard nothing: the next thing it gets is our own probe.
            await emit(app, db_session, {"orderNumber": "1002", "status": "NEW", "_audience": {"userId": 8}})
            assert (await receive(stranger))["orderNumber"] == "1002"


async def test_the_token_may_come_as_the_first_message(test_settings, db_connection, redis_client):
    app = create_app(test_settings)
    async with live_server(app, db_connection) as base:
        async with connect(ws_url(base)) as panel:
            await panel.send(token(test_settings, Role.ADMIN))
            assert await receive(panel) == {"type": "CONNECTED", "staff": True}


async def test_a_forged_token_is_refused(test_settings, db_connection, redis_client):
    app = create_app(test_settings)
    forged = token(test_settings.model_copy(update={"jwt_secret": "alta-cheie-secreta-destul-de-lunga-12345"}), Role.ADMIN)
    async with live_server(app, db_connection) as base:
        async with connect(ws_url(base, token=forged)) as socket:
            try:
                await asyncio.wait_for(socket.recv(), 5)
                raise AssertionError("a forged token was let in")
            except ConnectionClosed as closed:
                assert closed.rcvd.code == 4401


async def test_connected_staff_panels_are_counted_across_replicas(test_settings, db_connection, redis_client):
    from bakery_shared.presence import staff_panels_online

    first, second = create_app(test_settings), create_app(test_settings)
    async with live_server(first, db_connection) as one, live_server(second, db_connection) as two:
        async with connect(ws_url(one, token=token(test_settings, Role.MANAGER))) as a, connect(
            ws_url(two, token=token(test_settings, Role.ADMIN))
        ) as b, connect(ws_url(two, token=token(test_settings, Role.USER, user_id=9))) as c:
            for socket in (a, b, c):
                await receive(socket)
            # Each replica writes its count as soon as it changes: wait for both to have written.
            async with asyncio.timeout(5):
                while await staff_panels_online(redis_client) != 2:
                    await asyncio.sleep(0.02)
        async with asyncio.timeout(5):
            while await staff_panels_online(redis_client) != 0:
                await asyncio.sleep(0.02)
