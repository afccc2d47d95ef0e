"""Idempotency of place-order, who may call which order call, and the lists and details they read."""

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import (
    bearer,
    checkout,
    in_,
    make_pickup_location,
    make_user,
    open_around_the_clock,
    product_line,
)
from bakery_shared.models import Dimension, Order, Role

PLACE = "/user-service/place-order"


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    product = await make_product(db_session, await make_category(db_session), "Ecler", prices=("8.00",))
    product.dimensions[0].stock, product.dimensions[0].stock_unlimited = 10, False
    await db_session.flush()
    return {"location": location, "product": product, "dimension": product.dimensions[0]}


def order_body(shop, quantity=1, **overrides):
    return checkout(
        [product_line(shop["product"].id, shop["dimension"].id, quantity)], location_id=shop["location"].id, **overrides
    )


@pytest.fixture
async def people(db_session, test_settings):
    made = {
        "customer": await make_user(db_session, Role.USER, "client@example.ro"),
        "other": await make_user(db_session, Role.USER, "alt@example.ro"),
        "manager": await make_user(db_session, Role.MANAGER, "manager@example.ro"),
        "admin": await make_user(db_session, Role.ADMIN, "admin@example.ro"),
    }
    return {name: bearer(test_settings, user) for name, user in made.items()} | {"anonymous": {}}


async def test_the_same_key_answers_the_same_order(client, db_session, shop, mailbox):
    headers = {"Idempotency-Key": "checkout-7f3a"}
    first = await client.post(PLACE, json=order_body(shop, 2), headers=headers)
    second = await client.post(PLACE, json=order_body(shop, 2), headers=headers)

    assert first.status_code == 201 and second.status_code == 200
    assert first.json() == second.json()
    assert await db_session.scalar(select(func.count()).select_from(Order)) == 1
    assert await db_session.scalar(select(Dimension.stock).where(Dimension.id == shop["dimension"].id)) == 8
    assert len(mailbox.messages(to="ana@example.ro")) == 1
    # The replayed follow link works.
    link = await client.get(
        f"/user-service/order-status/{second.json()['orderNumber']}", params={"cheie": second.json()["followToken"]}
    )
    assert link.status_code == 200


async def test_a_key_reused_with_another_order_is_refused(client, db_session, shop):
    headers = {"Idempotency-Key": "checkout-1"}
    assert (await client.post(PLACE, json=order_body(shop, 1), headers=headers)).status_code == 201
    other = await client.post(PLACE, json=order_body(shop, 3), headers=headers)
    assert other.status_code == 409
    assert (
        other.json()["message"]
        == "Această cheie a fost folosită deja pentru o altă comandă. Reîncărcați pagina și încercați din nou."
    )
    assert await db_session.scalar(select(func.count()).select_from(Order)) == 1


async def test_a_refused_order_leaves_its_key_free(client, db_session, shop):
    headers = {"Idempotency-Key": "checkout-2"}
    assert (await client.post(PLACE, json=order_body(shop, 11), headers=headers)).status_code == 409  # stock
    assert (await client.post(PLACE, json=order_body(shop, 11), headers=headers)).status_code == 409
    assert (await client.post(PLACE, json=order_body(shop, 1), headers=headers)).status_code == 201


async def test_without_a_key_two_posts_are_two_orders(client, db_session, shop):
    await client.post(PLACE, json=order_body(shop))
    await client.post(PLACE, json=order_body(shop))
    assert await db_session.scalar(select(func.count()).select_from(Order)) == 2


@pytest.mark.parametrize(("who", "status"), [("anonymous", 401), ("customer", 403), ("manager", 200), ("admin", 200)])
async def test_who_sees_all_orders(client, people, who, status):
    response = await client.get("/user-service/get-all-orders", headers=people[who])
    assert response.status_code == status


@pytest.mark.parametrize(("who", "status"), [("anonymous", 401), ("customer", 200), ("manager", 403), ("admin", 403)])
async def test_who_sees_their_own_orders(client, people, who, status):
    assert (await client.get("/user-service/get-user-orders", headers=people[who])).status_code == status
    assert (await client.get("/user-service/get-order-details/1", headers=people[who])).status_code == (
        404 if status == 200 else status
    )


@pytest.mark.parametrize("who", ["anonymous", "customer", "manager", "admin"])
async def test_anyone_may_place_an_order(client, shop, people, who):
    assert (await client.post(PLACE, json=order_body(shop), headers=people[who])).status_code == 201


async def test_the_staff_table_is_newest_first_with_counts_and_a_status_filter(client, db_session, shop, people):
    placed = [(await client.post(PLACE, json=order_body(shop))).json() for _ in range(3)]
    later = (await client.post(PLACE, json=order_body(shop, pickupOrDeliveryMoment=in_(timedelta(hours=2))))).json()

    page = (await client.get("/user-service/get-all-orders", params={"size": 2}, headers=people["manager"])).json()
    assert [row["orderNumber"] for row in page["content"]] == [later["orderNumber"], placed[2]["orderNumber"]]
    assert (page["totalElements"], page["numberOfNewOrders"], page["numberOfScheduledOrders"]) == (4, 3, 1)
    assert (page["numberOfConfirmedOrders"], page["numberOfRejectedOrders"], page["page"], page["size"]) == (0, 0, 0, 2)
    row = page["content"][1]
    assert row["client"] == "Ana Pop" and row["cartTotal"] == "8.00" and row["totalPrice"] == "8.00"
    assert row["orderStatus"] == row["status"] == "NEW"
    assert len(row["orderDate"]) == 7 and row["orderDate"][0] >= 2026

    scheduled = (await client.get("/user-service/get-all-orders", params={"status": "SCHEDULED"}, headers=people["admin"])).json()
    assert [row["orderNumber"] for row in scheduled["content"]] == [later["orderNumber"]]
    assert scheduled["totalElements"] == 1 and scheduled["size"] == 10
    bad = await client.get("/user-service/get-all-orders", params={"status": "NOUA"}, headers=people["admin"])
    assert bad.status_code == 422


async def test_a_customer_reads_only_their_own_orders(client, db_session, shop, people):
    mine = (await client.post(PLACE, json=order_body(shop), headers=people["customer"])).json()
    theirs = (await client.post(PLACE, json=order_body(shop), headers=people["other"])).json()
    await client.post(PLACE, json=order_body(shop))  # a guest's

    page = (await client.get("/user-service/get-user-orders", headers=people["customer"])).json()
    assert [row["orderNumber"] for row in page["content"]] == [mine["orderNumber"]]
    assert page["totalElements"] == 1
    own = await client.get(f"/user-service/get-order-details/{mine['id']}", headers=people["customer"])
    assert own.status_code == 200 and own.json()["orderNumber"] == mine["orderNumber"]
    other = await client.get(f"/user-service/get-order-details/{theirs['id']}", headers=people["customer"])
    assert other.status_code == 404
    assert other.json()["message"] == "Comanda nu a fost găsită."
