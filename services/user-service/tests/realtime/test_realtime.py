"""The websocket channel: who hears which order event, and how a panel signs in."""

import asyncio
import contextlib
import json

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from bakery_devtools.testing.orders import make_user
from bakery_devtools.testing.plugin import current_clock, live_server
from bakery_shared.auth.tokens import issue_token_for
from bakery_shared.models import Role
from user_service.main import create_app


def ws_url(base: str, **query: str) -> str:
    params = "&".join(f"{k}={v}" for k, v in query.items())
    return base.replace("http://", "ws://") + "/user-service/ws" + (f"?{params}" if params else "")


def token(settings, user) -> str:
    return issue_token_for(settings, current_clock().now(), user)[0]


async def person(session, role: Role, name: str):
    """A user in the database: a socket's token is only as good as its user (sessions.py)."""
    return await make_user(session, role, f"{name}@example.ro")


async def receive(socket) -> dict:
    return json.loads(await asyncio.wait_for(socket.recv(), 5))


async def connected(stack, url: str):
    """A socket that the server has identified (its CONNECTED received). One at a time: sockets of
    a test share the test's one database connection, which their sign-in checks read."""
    socket = await stack.enter_async_context(connect(url))
    assert (await receive(socket))["type"] == "CONNECTED"
    return socket


async def emit(app, db_session, payload: dict) -> None:
    app.state.events.emit(db_session, payload)
    await db_session.flush()
    from bakery_shared.db import run_after_commit_hooks

    await db_session.commit()
    await run_after_commit_hooks(db_session)


async def test_staff_hear_new_orders_and_customers_only_their_own(test_settings, db_connection, db_session, redis_client):
    manager, seven, eight = (
        await person(db_session, Role.MANAGER, "tura"),
        await person(db_session, Role.USER, "sapte"),
        await person(db_session, Role.USER, "opt"),
    )
    app = create_app(test_settings)
    async with live_server(app, db_connection) as base:
        async with contextlib.AsyncExitStack() as stack:
            panel = await connected(stack, ws_url(base, token=token(test_settings, manager)))
            customer = await connected(stack, ws_url(base, token=token(test_settings, seven)))
            stranger = await connected(stack, ws_url(base, token=token(test_settings, eight)))
            await app.state.hub.subscribed.wait()

            await emit(app, db_session, {"orderNumber": "1001", "status": "NEW", "_audience": {"userId": seven.id}})
            await emit(
                app,
                db_session,
                {
                    "type": "ORDER_STATUS_CHANGED",
                    "order": {"orderNumber": "1001", "status": "CONFIRMED"},
                    "_audience": {"userId": seven.id},
                },
            )

            new_order = await receive(panel)
            assert new_order["orderNumber"] == "1001"
            assert "_audience" not in new_order
            assert (await receive(panel))["type"] == "ORDER_STATUS_CHANGED"
            assert (await receive(customer))["orderNumber"] == "1001"
            status = await receive(customer)
            assert status["order"]["status"] == "CONFIRMED" and "orderNumber" not in status
            # The other customer heard nothing: the next thing it gets is our own probe.
            await emit(app, db_session, {"orderNumber": "1002", "status": "NEW", "_audience": {"userId": eight.id}})
            assert (await receive(stranger))["orderNumber"] == "1002"


async def test_the_token_may_come_as_the_first_message(test_settings, db_connection, db_session, redis_client):
    admin = await person(db_session, Role.ADMIN, "sefa")
    app = create_app(test_settings)
    async with live_server(app, db_connection) as base, connect(ws_url(base)) as panel:
        await panel.send(token(test_settings, admin))
        assert await receive(panel) == {
            "type": "CONNECTED",
            "staff": True,
            "unansweredOrderMinutes": test_settings.unanswered_order_minutes,
        }


async def test_the_panel_learns_when_an_unanswered_order_rings_louder(test_settings, db_connection, db_session, redis_client):
    """The wait before the louder alert is the one that mails the business (UNANSWERED_ORDER_MINUTES)."""
    admin = await person(db_session, Role.ADMIN, "sefa")
    settings = test_settings.model_copy(update={"unanswered_order_minutes": 25})
    async with live_server(create_app(settings), db_connection) as base, connect(ws_url(base)) as panel:
        await panel.send(token(settings, admin))
        assert (await receive(panel))["unansweredOrderMinutes"] == 25


async def test_a_forged_token_is_refused(test_settings, db_connection, db_session, redis_client):
    app = create_app(test_settings)
    admin = await person(db_session, Role.ADMIN, "sefa")
    forged = token(test_settings.model_copy(update={"jwt_secret": "alta-cheie-secreta-destul-de-lunga-12345"}), admin)
    async with live_server(app, db_connection) as base, connect(ws_url(base, token=forged)) as socket:
        try:
            await asyncio.wait_for(socket.recv(), 5)
            raise AssertionError("a forged token was let in")
        except ConnectionClosed as closed:
            assert closed.rcvd.code == 4401


async def test_connected_staff_panels_are_counted_across_replicas(
    test_settings, db_connection, db_session, redis_client, monkeypatch
):
    """Each replica writes its count when a panel comes or goes, not on its periodic refresh: the
    refresh is pushed out of reach here, so only the wake-up of add/remove can make the count right
    (and a wake-up lost between reading the count and waiting would leave it wrong for good). The
    timeouts only stop a failing run from hanging; nothing is timed."""
    from user_service.realtime import hub as hub_module
    from user_service.realtime.presence import staff_panels_online

    monkeypatch.setattr(hub_module, "PRESENCE_REFRESH_SECONDS", 3600)
    manager, admin, customer = (
        await person(db_session, Role.MANAGER, "tura"),
        await person(db_session, Role.ADMIN, "sefa"),
        await person(db_session, Role.USER, "noua"),
    )

    async def until_counted(expected: int) -> None:
        async with asyncio.timeout(30):
            while await staff_panels_online(redis_client) != expected:
                await asyncio.sleep(0.01)

    first, second = create_app(test_settings), create_app(test_settings)
    async with live_server(first, db_connection) as one, live_server(second, db_connection) as two:
        async with connect(ws_url(one, token=token(test_settings, manager))) as a:
            await receive(a)
            await until_counted(1)
            async with contextlib.AsyncExitStack() as stack:
                await connected(stack, ws_url(two, token=token(test_settings, admin)))
                await connected(stack, ws_url(two, token=token(test_settings, customer)))
                await until_counted(2)  # a customer's socket is no panel
            await until_counted(1)  # the second replica's panel went away
        await until_counted(0)


async def test_a_new_order_reaches_the_staff_panels_on_both_replicas(fresh_database, test_settings, redis_client):
    """Two user-service replicas on one database and one Redis, a staff panel on each: an order
    placed through one is heard on both (the other replica learns of it only through Redis)."""
    import httpx
    from sqlalchemy.ext.asyncio import AsyncSession

    from bakery_devtools.seed.business_data import BUSINESS
    from bakery_devtools.testing.menu import make_category, make_product
    from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
    from bakery_shared.models import BusinessSetup

    url, engine = fresh_database
    async with engine.begin() as connection, AsyncSession(bind=connection, expire_on_commit=False) as session:
        session.add(BusinessSetup(id=1, **{**BUSINESS, "email": None}))
        await open_around_the_clock(session)
        location = await make_pickup_location(session)
        cake = await make_product(session, await make_category(session), "Tort Diplomat", prices=("120.00",))
        body = checkout([product_line(cake.id, cake.dimensions[0].id, 1)], location_id=location.id)
        manager, admin = await person(session, Role.MANAGER, "tura"), await person(session, Role.ADMIN, "sefa")

    settings = test_settings.model_copy(update={"database_url": url})
    first, second = create_app(settings), create_app(settings)
    async with live_server(first) as one, live_server(second) as two:
        async with (
            connect(ws_url(one, token=token(settings, manager))) as panel_one,
            connect(ws_url(two, token=token(settings, admin))) as panel_two,
        ):
            for panel in (panel_one, panel_two):
                assert await receive(panel) == {
                    "type": "CONNECTED",
                    "staff": True,
                    "unansweredOrderMinutes": test_settings.unanswered_order_minutes,
                }
            await first.state.hub.subscribed.wait()
            await second.state.hub.subscribed.wait()

            async with httpx.AsyncClient(base_url=two, timeout=30) as http:
                placed = await http.post("/user-service/place-order", json=body)
            assert placed.status_code == 201, placed.text

            heard = [await receive(panel_one), await receive(panel_two)]

    number = placed.json()["orderNumber"]
    for event in heard:
        assert event["orderNumber"] == number
        assert event["status"] == "NEW"
        assert event["totalPrice"] == "120.00"
        assert "_audience" not in event


async def test_a_panel_that_does_not_read_is_dropped_and_told_to_close():
    """A socket whose queue is full leaves the hub; what it had not read is dropped for the stop
    sign its sender closes the socket on (the panel reconnects and fetches the table afresh)."""
    from user_service.realtime.hub import Hub, Listener

    hub = Hub(redis=None, sessionmaker=lambda: None)  # dispatch needs neither
    stuck = Listener(socket=None, role=Role.MANAGER)
    hub.add(stuck)
    assert stuck.open(None)  # no connection to write to: the queue, one item per tick
    for number in range(stuck.queue.maxsize + 1):
        hub.dispatch(json.dumps({"orderNumber": str(number), "eventId": number}))
        hub.flush()  # each its own tick
    assert stuck not in hub.listeners
    assert stuck.queue.qsize() == 1 and stuck.queue.get_nowait() is None
    assert hub.staff_online == 0


async def test_a_burst_of_orders_reaches_every_panel_exactly_once_in_order(
    test_settings, db_connection, db_session, redis_client
):
    """Many events at once, published straight to Redis as fast as it takes them (so they arrive
    in bursts and are gathered per tick): each of several staff panels hears every one, once, in
    the order they were published, each still its own message; a customer hears only their own."""
    from bakery_shared.events import ORDERS_CHANNEL

    staff = [await person(db_session, Role.MANAGER, f"tura{n}") for n in range(4)]
    customer = await person(db_session, Role.USER, "client")
    app = create_app(test_settings)
    burst = 300
    async with live_server(app, db_connection) as base, contextlib.AsyncExitStack() as stack:
        panels = [await connected(stack, ws_url(base, token=token(test_settings, each))) for each in staff]
        own = await connected(stack, ws_url(base, token=token(test_settings, customer)))
        await app.state.hub.subscribed.wait()

        async with redis_client.pipeline(transaction=False) as pipe:
            for n in range(burst):
                audience = {"userId": customer.id} if n % 10 == 0 else {}
                pipe.publish(ORDERS_CHANNEL, json.dumps({"eventId": 10_000 + n, "orderNumber": str(n), "_audience": audience}))
            await pipe.execute()
        # The last one, to the customer too: where what each socket hears ends.
        await redis_client.publish(ORDERS_CHANNEL, json.dumps({"orderNumber": "end", "_audience": {"userId": customer.id}}))

        async def heard(socket) -> list[str]:
            numbers = []
            while (number := (await receive(socket))["orderNumber"]) != "end":
                numbers.append(number)
            return numbers

        for panel in panels:
            assert await heard(panel) == [str(n) for n in range(burst)]
        assert await heard(own) == [str(n) for n in range(0, burst, 10)]
        # Every panel and the customer were written to directly, not through their queues.
        assert all(listener.wire is not None for listener in app.state.hub.listeners)
