"""An order's follow link is its only door for a guest: an order that has no follow-link secret
stored (older orders, or a row whose secret was cleared) opens for nobody by link, whatever key
is sent or left out. Its owner still reads it signed in."""

import pytest
from sqlalchemy import update

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import bearer, checkout, make_pickup_location, make_user, open_around_the_clock, product_line
from bakery_shared.models import Order, Role

PLACE = "/user-service/place-order"
NOT_FOUND = "Comanda nu a fost găsită."


@pytest.fixture
async def shop(db_session, business):
    business.online_card_payment = True
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cake = await make_product(db_session, await make_category(db_session), "Tort Diplomat", prices=("120.00",))
    return {"location": location, "cake": cake}


async def place_without_secret(client, db_session, shop, headers=None, **overrides) -> dict:
    """An order as older ones are: no follow-link secret stored."""
    body = checkout([product_line(shop["cake"].id, shop["cake"].dimensions[0].id)], location_id=shop["location"].id, **overrides)
    response = await client.post(PLACE, json=body, headers=headers)
    assert response.status_code == 201, response.text
    placed = response.json()
    await db_session.execute(update(Order).where(Order.id == placed["id"]).values(guest_access_token_hash=None))
    return placed


@pytest.mark.parametrize(
    "key",
    [{}, {"headers": {"X-Order-Key": ""}}, {"headers": {"X-Order-Key": "orice"}}, {"params": {"cheie": "orice"}}],
    ids=["no key", "empty key", "any key", "any key in the address"],
)
async def test_an_order_without_a_stored_secret_opens_for_no_key(client, db_session, shop, key):
    placed = await place_without_secret(client, db_session, shop)

    response = await client.get(f"/user-service/order-status/{placed['orderNumber']}", **key)

    assert response.status_code == 404
    assert response.json()["message"] == NOT_FOUND


async def test_an_order_without_a_stored_secret_is_read_only_by_its_owner(client, db_session, shop, test_settings):
    owner = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    stranger = bearer(test_settings, await make_user(db_session, Role.USER, "alt@example.ro"))
    mine = await place_without_secret(client, db_session, shop, headers=owner)
    guests = await place_without_secret(client, db_session, shop)

    assert (await client.get(f"/user-service/get-order-details/{mine['id']}", headers=owner)).status_code == 200
    for order in (mine, guests):
        anonymous = await client.get(f"/user-service/get-order-details/{order['id']}")
        assert anonymous.status_code == 401
        other = await client.get(f"/user-service/get-order-details/{order['id']}", headers=stranger)
        assert other.status_code == 404 and other.json()["message"] == NOT_FOUND


async def test_an_online_order_without_a_stored_secret_cannot_be_paid_or_checked_by_link(client, db_session, shop):
    placed = await place_without_secret(client, db_session, shop, orderPaymentOptions="ONLINE")
    number = placed["orderNumber"]

    for key in ({}, {"X-Order-Key": "orice"}):
        check = await client.post(f"/user-service/orders/{number}/card-payment/check", headers=key)
        assert check.status_code == 404 and check.json()["message"] == NOT_FOUND
        pay = await client.post(f"/user-service/orders/{number}/card-payment", json={"paymentMethod": "pm_x"}, headers=key)
        assert pay.status_code == 404 and pay.json()["message"] == NOT_FOUND
