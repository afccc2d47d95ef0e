"""One customer cannot hold a whole day's kitchen (25 parallel pre-orders from one account
once took all 12 places of a day): at most `open_orders_per_account_per_day` orders not yet
delivered per account (a guest: per e-mail) for one production day, 409 past it, and exact under
concurrency (a lock per customer). Rejected and delivered orders free their place; other days and
other customers are not affected."""

import asyncio
from collections import Counter
from datetime import timedelta

import httpx
import pytest
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import (
    bearer,
    checkout,
    make_pickup_location,
    make_user,
    moment_in,
    open_around_the_clock,
    product_line,
    seed_shop_with_one_cake,
)
from bakery_devtools.testing.plugin import current_clock, live_server, service_client
from bakery_shared.models import Dimension, Order, OrderStatus, Role
from user_service.main import create_app

PLACE = "/user-service/place-order"
CAP = 3


def full_message(day) -> str:
    return (
        f"Aveți deja {CAP} comenzi în așteptare pentru {day:%d-%m-%Y}, cât putem primi de la un client pentru o zi. "
        "Pentru o comandă în plus, vă rugăm să ne sunați."
    )


async def test_parallel_orders_from_one_account_stop_exactly_at_the_cap(fresh_database, test_settings, redis_client):
    url, engine = fresh_database
    ids = await seed_shop_with_one_cake(engine, stock=0)
    async with engine.begin() as connection, AsyncSession(bind=connection) as session:
        await session.execute(update(Dimension).where(Dimension.id == ids["dimension"]).values(stock_unlimited=True))
        customer = bearer(test_settings, await make_user(session, Role.USER, "lacom@example.ro"))
    settings = test_settings.model_copy(
        update={"database_url": url, "database_pool_size": 12, "open_orders_per_account_per_day": CAP}
    )

    def body(n: int) -> dict:
        # A new delivery e-mail each time: the account counts, not the address typed.
        order = checkout([product_line(ids["product"], ids["dimension"], 1)], location_id=ids["location"])
        order["deliveryDetailsBean"]["email"] = f"alias{n}@example.ro"
        return order

    async with live_server(create_app(settings)) as base, httpx.AsyncClient(base_url=base, timeout=60) as http:
        responses = await asyncio.gather(*(http.post(PLACE, json=body(n), headers=customer) for n in range(12)))

    statuses = Counter(r.status_code for r in responses)
    assert statuses == {201: CAP, 409: 12 - CAP}, statuses
    assert {r.json()["message"] for r in responses if r.status_code == 409} == {full_message(current_clock().today())}


@pytest.fixture
async def capped_client(test_settings, db_connection, redis_client):
    settings = test_settings.model_copy(update={"open_orders_per_account_per_day": CAP})
    async with service_client(create_app(settings), db_connection) as client:
        yield client


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    eclair = await make_product(db_session, await make_category(db_session), "Ecler", prices=("12.00",))
    return {"location": location, "eclair": eclair}


def guest_order(shop, email: str, moment: str | None = None) -> dict:
    eclair = shop["eclair"]
    body = checkout(
        [product_line(eclair.id, eclair.dimensions[0].id, 1)], location_id=shop["location"].id, pickupOrDeliveryMoment=moment
    )
    body["deliveryDetailsBean"]["email"] = email
    return body


async def test_a_guest_email_is_capped_per_day_and_a_rejected_order_frees_its_place(capped_client, shop, db_session):
    placed = [await capped_client.post(PLACE, json=guest_order(shop, "oaspete@example.ro")) for _ in range(CAP)]
    assert [p.status_code for p in placed] == [201] * CAP

    refused = await capped_client.post(PLACE, json=guest_order(shop, "OASPETE@example.ro"))
    assert refused.status_code == 409
    assert refused.json()["message"] == full_message(current_clock().today())

    # Another customer, or another day, is not affected.
    assert (await capped_client.post(PLACE, json=guest_order(shop, "altcineva@example.ro"))).status_code == 201
    tomorrow = moment_in(timedelta(days=1)).replace(hour=12, minute=0, second=0, microsecond=0).isoformat()
    assert (await capped_client.post(PLACE, json=guest_order(shop, "oaspete@example.ro", tomorrow))).status_code == 201

    # A rejected order and a delivered one no longer hold the kitchen.
    first, second = (p.json()["id"] for p in placed[:2])
    await db_session.execute(update(Order).where(Order.id == first).values(status=OrderStatus.REJECTED))
    await db_session.execute(update(Order).where(Order.id == second).values(status=OrderStatus.DELIVERED))
    again = [await capped_client.post(PLACE, json=guest_order(shop, "oaspete@example.ro")) for _ in range(3)]
    assert [a.status_code for a in again] == [201, 201, 409]


async def test_the_staffs_phone_orders_are_not_capped(capped_client, shop, db_session, test_settings):
    staff = bearer(test_settings, await make_user(db_session, Role.MANAGER, "casier@example.ro"))
    for _ in range(CAP + 2):
        placed = await capped_client.post(PLACE, json=guest_order(shop, "telefon@example.ro"), headers=staff)
        assert placed.status_code == 201, placed.text
