"""A visitor's cached menu shows the stock an order takes and a rejection gives back, at once.

The storefront's reads are cached under the last-key (Redis copy and ETag); stock is part of what
they show, so taking or returning limited stock must move the key in the same transaction. Each test
warms the cache first (and keeps the browser's ETag), changes the stock the way a customer or the
staff do, then reads again as that visitor."""

import pytest

from admin_service.main import create_app as create_admin_app
from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import bearer, checkout, make_pickup_location, make_user, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import service_client
from bakery_shared.models import Role


@pytest.fixture
async def admin_client(test_settings, db_connection, redis_client):
    async with service_client(create_admin_app(test_settings), db_connection) as client:
        yield client


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    category = await make_category(db_session, "Torturi", "torturi")
    cake = await make_product(db_session, category, "Tort Diplomat", prices=("120.00",))
    cake.dimensions[0].stock, cake.dimensions[0].stock_unlimited = 5, False
    await db_session.flush()
    return {"location": location, "cake": cake, "dimension": cake.dimensions[0]}


class Visitor:
    """A returning browser on the storefront: it keeps each read's ETag and sends it back, as
    browsers do; beside it, a new browser with nothing cached reads the same pages (from Redis)."""

    def __init__(self, client, product_id: int) -> None:
        self.client = client
        self.paths = [
            f"/user-service/get-product/{product_id}",
            "/user-service/get-base-products",
            "/user-service/get-base-products?category=torturi",
        ]
        self.etags: dict[str, str] = {}

    async def stocks(self) -> list[int]:
        """The stock of the cake's dimension on every page, as both browsers see it."""
        seen = []
        for path in self.paths:
            headers = {"If-None-Match": self.etags[path]} if path in self.etags else {}
            returning = await self.client.get(path, headers=headers)
            assert returning.status_code == 200, (path, returning.status_code)  # a 304 keeps the old stock on screen
            self.etags[path] = returning.headers["etag"]
            new = await self.client.get(path)
            assert new.json() == returning.json()
            body = new.json()
            product = body if isinstance(body, dict) else body[0]
            seen.append(product["dimensions"][0]["stock"])
        return seen


async def order_cakes(client, shop, quantity: int) -> dict:
    body = checkout([product_line(shop["cake"].id, shop["dimension"].id, quantity)], location_id=shop["location"].id)
    response = await client.post("/user-service/place-order", json=body)
    assert response.status_code == 201, response.text
    return response.json()


async def test_an_order_shows_its_stock_taken_on_the_visitors_cached_menu(client, shop, redis_client):
    visitor = Visitor(client, shop["cake"].id)
    assert await visitor.stocks() == [5, 5, 5]
    assert await redis_client.keys("storefront:*")  # warm: the next reads would come from Redis

    await order_cakes(client, shop, 2)

    assert await visitor.stocks() == [3, 3, 3]


async def test_a_rejection_shows_its_stock_returned_on_the_visitors_cached_menu(
    client, admin_client, db_session, shop, test_settings
):
    placed = await order_cakes(client, shop, 2)
    visitor = Visitor(client, shop["cake"].id)
    assert await visitor.stocks() == [3, 3, 3]
    manager = await make_user(db_session, Role.MANAGER, "tura@cofetarie.ro")

    rejected = await admin_client.post(
        "/admin-service/reject-order",
        headers=bearer(test_settings, manager),
        json={"orderNumber": placed["orderNumber"], "reason": "Nu mai avem frișcă."},
    )
    assert rejected.status_code == 200, rejected.text

    assert await visitor.stocks() == [5, 5, 5]


async def test_an_order_of_unlimited_stock_keeps_the_cached_menu(client, db_session, shop):
    """The other side: nothing the menu shows changed, so the browser's copy stays good (304)."""
    shop["dimension"].stock, shop["dimension"].stock_unlimited = 9999, True
    await db_session.flush()
    path = f"/user-service/get-product/{shop['cake'].id}"
    first = await client.get(path)

    await order_cakes(client, shop, 2)

    again = await client.get(path, headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304
