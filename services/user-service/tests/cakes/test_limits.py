"""Requests per client and per contact e-mail, as guest orders are limited: each stores photos and
mails two addresses, so a burst stops at the setting's count with 429 and nothing saved."""

import pytest

from bakery_devtools.testing.orders import CONTACT
from bakery_devtools.testing.plugin import service_client
from user_service.main import create_app

from .conftest import ask, cake, request_count


def assert_too_many(response) -> None:
    assert response.status_code == 429, response.text
    body = response.json()
    assert body["message"].startswith("Prea multe cereri într-un timp scurt.") and body["errors"] == {}
    assert int(response.headers["Retry-After"]) > 0


def from_(bakery, email: str) -> dict:
    return cake(bakery, deliveryDetailsBean={**CONTACT, "email": email})


async def test_requests_from_one_client_stop_at_the_setting(client, db_session, bakery, test_settings):
    for n in range(test_settings.cake_requests_per_client):
        assert (await ask(client, from_(bakery, f"client{n}@example.ro"))).status_code == 201

    assert_too_many(await ask(client, from_(bakery, "inca-unul@example.ro")))
    assert await request_count(db_session) == test_settings.cake_requests_per_client


@pytest.fixture
async def many_per_client(test_settings, db_connection, redis_client):
    settings = test_settings.model_copy(update={"cake_requests_per_client": 100, "cake_requests_per_email": 2})
    async with service_client(create_app(settings), db_connection) as client:
        yield client


async def test_requests_for_one_e_mail_stop_at_the_setting(many_per_client, db_session, bakery):
    for _ in range(2):
        assert (await ask(many_per_client, from_(bakery, "ana@example.ro"))).status_code == 201

    assert_too_many(await ask(many_per_client, from_(bakery, "ANA@example.ro")))
    assert (await ask(many_per_client, from_(bakery, "alta@example.ro"))).status_code == 201


async def test_a_refused_form_is_not_counted(client, db_session, bakery, test_settings):
    for _ in range(test_settings.cake_requests_per_client + 2):
        assert (await ask(client, cake(bakery, servings=0))).status_code == 422

    assert (await ask(client, cake(bakery))).status_code == 201
