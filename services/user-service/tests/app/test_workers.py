"""Several worker processes serve user-service side by side (WEB_CONCURRENCY), each with what it
keeps for itself: its copy of the schedules and pickup points (placement/setup_cache.py), its
websocket hub. What one process keeps never outlives a change saved through another: a copy is
only used under the last-key it was read with, and the key moves in the writer's transaction.

Each app below is one worker process as uvicorn runs it: its own lifespan state, the same
Postgres and Redis; admin-service is a third process. All run on the test's one connection."""

from decimal import Decimal

import pytest

from admin_service.main import create_app as create_admin_app
from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import bearer, checkout, make_pickup_location, make_user, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import service_client
from bakery_shared.models import Role
from user_service.main import create_app
from user_service.orders.placement import messages as m

PLACE = "/user-service/place-order"
ALL_DAY = "00:00 - 23:59"


@pytest.fixture
async def workers(test_settings, db_connection, redis_client, tmp_path):
    """Two user-service workers and admin-service."""
    admin_settings = test_settings.model_copy(update={"media_root": tmp_path / "media"})
    async with (
        service_client(create_app(test_settings), db_connection) as first,
        service_client(create_app(test_settings), db_connection) as second,
        service_client(create_admin_app(admin_settings), db_connection) as admin,
    ):
        yield first, second, admin


@pytest.fixture
async def shop(db_session, business, test_settings):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    category = await make_category(db_session)
    cookies = await make_product(db_session, category, "Fursecuri", prices=("30.00",))
    owner = await make_user(db_session, Role.ADMIN, "patroana@cofetarie.ro")
    return {"location": location, "cookies": cookies, "admin": bearer(test_settings, owner)}


def order_of_cookies(shop) -> dict:
    cookies = shop["cookies"]
    return checkout([product_line(cookies.id, cookies.dimensions[0].id)], location_id=shop["location"].id)


async def test_a_schedule_saved_through_admin_service_is_what_every_worker_checks_the_next_order_against(workers, shop):
    first, second, admin = workers
    for worker in (first, second):  # each worker now holds its copy of the schedules
        assert (await worker.post(PLACE, json=order_of_cookies(shop))).status_code == 201

    # Pickup closed every day of the week, saved through admin-service.
    week = [
        {"scheduleType": kind, "dayOfWeek": day, "open": kind != "PICKUP", "hours": ALL_DAY if kind != "PICKUP" else None}
        for kind in ("REGULAR", "PICKUP", "DELIVERY")
        for day in range(1, 8)
    ]
    saved = await admin.post("/admin-service/setup/restaurant-schedule", json={"schedules": week}, headers=shop["admin"])
    assert saved.status_code == 200, saved.text

    for worker in (second, first):
        refused = await worker.post(PLACE, json=order_of_cookies(shop))
        assert refused.status_code == 422, refused.text
        assert refused.json()["message"] == m.ASAP_CLOSED


async def test_a_pickup_point_removed_through_admin_service_is_gone_for_every_worker(workers, shop):
    first, second, admin = workers
    for worker in (first, second):
        assert (await worker.post(PLACE, json=order_of_cookies(shop))).status_code == 201

    removed = await admin.request(
        "DELETE", "/admin-service/setup/remove-pickup-locations", json=[shop["location"].id], headers=shop["admin"]
    )
    assert removed.status_code == 200, removed.text

    for worker in (first, second):
        refused = await worker.post(PLACE, json=order_of_cookies(shop))
        assert refused.status_code == 422, refused.text
        assert refused.json()["message"] == m.PICKUP_LOCATION_UNKNOWN


async def test_a_price_saved_through_admin_service_is_what_every_worker_shows_and_charges(workers, shop):
    first, second, admin = workers
    cookies = shop["cookies"]
    path = f"/user-service/get-product/{cookies.id}"
    for worker in (first, second):  # both read it (the answer is now in Redis under the last-key)
        assert (await worker.get(path)).json()["dimensions"][0]["price"] == "30.00"

    entry = (await admin.get(f"/admin-service/entries/get-entry/{cookies.id}", headers=shop["admin"])).json()
    entry["dimensions"][0]["price"] = "32.50"
    saved = await admin.post("/admin-service/entries/add-entry", json=entry, headers=shop["admin"])
    assert saved.status_code == 200, saved.text

    for worker in (second, first):
        assert (await worker.get(path)).json()["dimensions"][0]["price"] == "32.50"
        placed = await worker.post(PLACE, json=order_of_cookies(shop))
        assert placed.status_code == 201, placed.text
        assert Decimal(placed.json()["totalPrice"]) == Decimal("32.50")
