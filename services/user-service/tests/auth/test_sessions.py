"""Sessions the server can end: a token must stop working after a password reset, and a websocket
opened with a token must stop receiving staff orders once the token expired.

A password reset, a role change, a deactivation and "sign out everywhere" each end the user's
existing tokens at once on every replica (two user-service replicas and admin-service here, on one
database and one Redis), and close the user's open staff sockets on both replicas (4401). A
socket also closes when its token expires.
"""

import asyncio
from datetime import timedelta
import json

import httpx
import pytest
from sqlalchemy.ext.asyncio import AsyncSession
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from admin_service.main import create_app as create_admin_app
from admin_service.users.service import UserAdministration
from bakery_devtools.testing.accounts import link_token
from bakery_devtools.testing.orders import make_user
from bakery_devtools.testing.plugin import current_clock, live_server
from bakery_shared.auth.passwords import hash_password
from bakery_shared.auth.tokens import issue_token_for
from bakery_shared.db import run_after_commit_hooks
from bakery_shared.models import Role
from user_service.main import create_app

PASSWORD = "Parola#123"


def ws_url(base: str, token: str) -> str:
    return base.replace("http://", "ws://") + f"/user-service/ws?token={token}"


async def closed_with(socket) -> int:
    """The close code the server ends `socket` with (events it still had are skipped)."""
    try:
        async with asyncio.timeout(10):
            while True:
                await socket.recv()
    except ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd else -1


async def reset_password(one: str, two: str, mailbox, email: str) -> None:
    """Ask for the reset mail on one replica, follow its link on the other."""
    async with httpx.AsyncClient(base_url=one, timeout=30) as http:
        assert (await http.post("/user-service/send-reset-password-mail", json={"email": email})).status_code == 200
    async with asyncio.timeout(15):  # the replica's background sender delivers it
        while not mailbox.messages(to=email):
            await asyncio.sleep(0.05)
    token = link_token(mailbox, email, "/resetare-parola")
    async with httpx.AsyncClient(base_url=two, timeout=30) as http:
        body = {"token": token, "password": "Noua#Parola9", "confirmPassword": "Noua#Parola9"}
        assert (await http.post("/user-service/reset-password", json=body)).status_code == 200


async def as_admin(admin_app, change) -> None:
    """Run one of admin-service's user changes as a request would: commit, then the hooks."""
    async with admin_app.state.sessionmaker() as session:
        await change(UserAdministration(session, admin_app.state.events))
        await session.commit()
        await run_after_commit_hooks(session)


@pytest.mark.parametrize("how", ["password reset", "role change", "deactivation", "sign out everywhere"])
async def test_ending_sessions_refuses_old_tokens_on_every_replica_at_once_and_closes_staff_sockets(
    fresh_database, test_settings, redis_client, mailbox, how
):
    url, engine = fresh_database
    async with engine.begin() as connection, AsyncSession(bind=connection, expire_on_commit=False) as session:
        manager = await make_user(session, Role.MANAGER, "tura@cofetarie.ro")
        manager.password_hash = hash_password(PASSWORD)
    settings = test_settings.model_copy(update={"database_url": url, "mail_poll_seconds": 0.2})
    token = issue_token_for(settings, current_clock().now(), manager)[0]
    auth = {"Authorization": f"Bearer {token}"}
    first, second, admin_app = create_app(settings), create_app(settings), create_admin_app(settings)

    async with live_server(first) as one, live_server(second) as two, live_server(admin_app) as admin:
        clients = [httpx.AsyncClient(base_url=base, timeout=30) for base in (one, two)]
        admin_http = httpx.AsyncClient(base_url=admin, timeout=30)
        try:
            # The token works everywhere, and a staff panel is open on each replica.
            for http in clients:
                assert (await http.get("/user-service/get-all-orders", headers=auth)).status_code == 200
            assert (await admin_http.get("/admin-service/get-order-details/1", headers=auth)).status_code == 404
            async with connect(ws_url(one, token)) as panel_one, connect(ws_url(two, token)) as panel_two:
                for panel in (panel_one, panel_two):
                    assert json.loads(await panel.recv()) == {
                        "type": "CONNECTED",
                        "staff": True,
                        "unansweredOrderMinutes": test_settings.unanswered_order_minutes,
                    }
                await first.state.hub.subscribed.wait()
                await second.state.hub.subscribed.wait()

                if how == "password reset":
                    await reset_password(one, two, mailbox, manager.email)
                elif how == "role change":
                    await as_admin(admin_app, lambda users: users.change_role(manager.id, Role.USER))
                elif how == "deactivation":
                    await as_admin(admin_app, lambda users: users.deactivate(manager.id))
                else:
                    ended = await clients[0].post("/user-service/sign-out-everywhere", headers=auth)
                    assert ended.status_code == 200
                    assert ended.json() == {"message": "Ați fost deconectat de pe toate dispozitivele."}

                # At once: the very next request on each replica, and on admin-service, is refused.
                for http in clients:
                    refused = await http.get("/user-service/get-all-orders", headers=auth)
                    assert refused.status_code == 401, (how, refused.text)
                    assert refused.json()["message"] == "Sesiunea a fost închisă. Vă rugăm să vă conectați din nou."
                assert (await admin_http.get("/admin-service/get-order-details/1", headers=auth)).status_code == 401
                # And both replicas close the panel, each told over Redis.
                assert await closed_with(panel_one) == 4401
                assert await closed_with(panel_two) == 4401
        finally:
            for http in (*clients, admin_http):
                await http.aclose()

    if how == "password reset":
        [changed] = [m for m in mailbox.messages(to=manager.email) if m["Subject"] == "Parola a fost schimbată — Cofetăria Dulce"]
        assert "Parola contului dumneavoastră la Cofetăria Dulce a fost schimbată" in mailbox.text_of(changed)


async def test_a_socket_closes_when_its_token_expires(test_settings, db_connection, db_session, redis_client, clock):
    manager = await make_user(db_session, Role.MANAGER, "tura@cofetarie.ro")
    token = issue_token_for(test_settings, clock.now(), manager)[0]
    app = create_app(test_settings)
    async with live_server(app, db_connection) as base, connect(ws_url(base, token)) as panel:
        assert json.loads(await panel.recv())["type"] == "CONNECTED"

        clock.move_to(clock.now() + timedelta(hours=test_settings.jwt_lifetime_hours, seconds=1))

        assert await closed_with(panel) == 4401
        assert not app.state.hub.listeners


async def test_a_socket_whose_user_is_gone_or_whose_session_ended_is_refused(
    test_settings, db_connection, db_session, redis_client
):
    manager = await make_user(db_session, Role.MANAGER, "tura@cofetarie.ro")
    token = issue_token_for(test_settings, current_clock().now(), manager)[0]
    manager.session_version += 1  # ended since the token was issued
    await db_session.flush()
    app = create_app(test_settings)
    async with live_server(app, db_connection) as base, connect(ws_url(base, token)) as socket:
        assert await closed_with(socket) == 4401


async def test_sign_out_everywhere_is_a_signed_in_call(client):
    assert (await client.post("/user-service/sign-out-everywhere")).status_code == 401
    document = (await client.get("/user-service/openapi.json")).json()
    assert "/user-service/sign-out-everywhere" in document["paths"]
