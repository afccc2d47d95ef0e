"""Signed-in by default: every admin-service call but the staff sign-in and the health checks
answers 401 without a token and with a forged one."""

from admin_service.main import create_app
from bakery_devtools.testing.routes import api_routes, open_routes, served_paths, stored_answers
from bakery_shared.models import Role

# /metrics: Prometheus, on the service's own port only (the gateway does not publish it).
PUBLIC = {"/metrics", "/admin-service/healthz", "/admin-service/readyz", "/admin-service/authenticate"}


async def test_every_call_outside_the_public_list_needs_a_valid_token(client):
    app = client._transport.app
    assert len(api_routes(app)) > len(PUBLIC)  # the walk sees the signed-in calls too
    assert await open_routes(client, app, PUBLIC) == []


async def test_every_signed_in_answer_says_no_store(client, make_user, token_for):
    """A signed-in answer is never kept by a browser or a proxy, where the next person at the same
    computer or behind the same cache would read it: every one says Cache-Control: no-store."""
    app = client._transport.app
    for role in (Role.ADMIN, Role.MANAGER):
        token = token_for(await make_user(role, f"{role.value.lower()}@cofetarie.ro"))
        assert await stored_answers(client, app, PUBLIC, {"Authorization": f"Bearer {token}"}) == []
    signed_in = await client.post(
        "/admin-service/authenticate", json={"email": "role_admin@cofetarie.ro", "password": "Parola#123"}
    )
    assert signed_in.status_code == 200 and signed_in.headers["cache-control"] == "no-store"


def test_the_public_list_names_only_routes_that_exist(test_settings):
    served = served_paths(create_app(test_settings))
    assert served >= PUBLIC, PUBLIC - served
