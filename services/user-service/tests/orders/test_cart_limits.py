"""Every call that takes a cart takes a bounded one: at most 200 lines, 1000
pieces a line and 50 extras or bundle choices a line on price-cart, place-order and available-days
alike, refused with a 422 in the one shape and a Romanian message (5,000 lines on place-order
answered 500: asyncpg's 32767 query arguments); and available-days is limited per client."""

import re

import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.orders import checkout, product_line
from bakery_devtools.testing.plugin import service_client
from bakery_shared.models import Order
from bakery_shared.settings import Settings
from user_service.main import create_app
from user_service.orders.schemas import CART_TOO_LONG, LINE_PARTS_TOO_MANY, MAX_CART_LINES

WINDOW = Settings().abuse_window_seconds
PLACE, QUOTE, DAYS = "/user-service/place-order", "/user-service/price-cart", "/user-service/available-days"


def lines(kitchen, count: int) -> list[dict]:
    eclair = kitchen["eclair"]
    return [product_line(eclair.id, eclair.dimensions[0].id, 1) for _ in range(count)]


def bodies(kitchen, items: list[dict]) -> dict[str, dict]:
    return {
        PLACE: checkout(items, location_id=kitchen["location"].id),
        QUOTE: {"items": items, "deliveryMethodChosen": "PICKUP"},
        DAYS: {"items": items, "deliveryMethodChosen": "PICKUP"},
    }


def assert_refused(response, field: str, message: str) -> None:
    assert response.status_code == 422, response.text[:300]
    assert response.json()["errors"] == {field: message}


@pytest.mark.parametrize("path", [PLACE, QUOTE, DAYS])
async def test_every_call_that_takes_a_cart_refuses_more_than_200_lines(client, kitchen, db_session, path):
    assert_refused(
        await client.post(path, json=bodies(kitchen, lines(kitchen, MAX_CART_LINES + 1))[path]), "items", CART_TOO_LONG
    )
    assert CART_TOO_LONG == "Coșul poate avea cel mult 200 de linii."
    assert await db_session.scalar(select(func.count()).select_from(Order)) == 0


async def test_five_thousand_lines_are_a_422_not_a_500(client, kitchen, db_session):
    response = await client.post(PLACE, json=bodies(kitchen, lines(kitchen, 5000))[PLACE])

    assert_refused(response, "items", CART_TOO_LONG)
    assert await db_session.scalar(select(func.count()).select_from(Order)) == 0


async def test_a_cart_of_exactly_200_lines_is_placed(client, kitchen):
    response = await client.post(PLACE, json=bodies(kitchen, lines(kitchen, MAX_CART_LINES))[PLACE])

    assert response.status_code == 201, response.text[:300]
    assert response.json()["subTotalPrice"] == "2400.00"


@pytest.mark.parametrize("path", [PLACE, QUOTE, DAYS])
async def test_a_line_takes_at_most_50_extras_and_1000_pieces(client, kitchen, path):
    [line] = lines(kitchen, 1)
    extras = bodies(kitchen, [{**line, "extraIngredients": ["Nuci"] * 51}])[path]
    assert_refused(await client.post(path, json=extras), "items.0.extraIngredients", LINE_PARTS_TOO_MANY)

    choices = bodies(kitchen, [{"promotionId": 1, "productBeans": [{"productId": 1, "dimensionId": 1}] * 51}])[path]
    assert_refused(await client.post(path, json=choices), "items.0.productBeans", LINE_PARTS_TOO_MANY)

    pieces = await client.post(path, json=bodies(kitchen, [{**line, "quantity": 1001}])[path])
    assert pieces.status_code == 422 and list(pieces.json()["errors"]) == ["items.0.quantity"]


@pytest.fixture
async def limited_client(test_settings, db_connection, redis_client):
    settings = test_settings.model_copy(update={"available_days_per_client": 3})
    async with service_client(create_app(settings), db_connection) as client:
        yield client


async def test_available_days_is_limited_per_client(limited_client, kitchen, redis_client):
    body = bodies(kitchen, lines(kitchen, 1))[DAYS]
    for _ in range(3):
        assert (await limited_client.post(DAYS, json=body)).status_code == 200

    refused = await limited_client.post(DAYS, json=body)

    assert refused.status_code == 429, refused.text
    assert re.match(r"^Prea multe cereri într-un timp scurt\.", refused.json()["message"])
    assert 0 < int(refused.headers["Retry-After"]) <= WINDOW
    assert await redis_client.keys("limit:available-days:client:*")
