"""A category picked up at its own point: the order goes there, a choice of another point
is refused with a message naming it, and a cart that would be picked up from two points is refused."""

import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import ADDRESS, CONTACT, checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_shared.models import Order

PLACE = "/user-service/place-order"


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    centre = await make_pickup_location(db_session, "Cofetăria din centru")
    laboratory = await make_pickup_location(db_session, "Laboratorul")
    cakes = await make_category(
        db_session, "Torturi cu figurine", is_pickup_from_specific_location=True, given_location_for_pickup_id=laboratory.id
    )
    tarts = await make_category(
        db_session, "Tarte", is_pickup_from_specific_location=True, given_location_for_pickup_id=centre.id
    )
    pastries = await make_category(db_session, "Prăjituri")
    figurine = await make_product(db_session, cakes, "Tort cu Spiderman", prices=("250.00",))
    tart = await make_product(db_session, tarts, "Tartă cu fructe", prices=("60.00",))
    eclair = await make_product(db_session, pastries, "Ecler", prices=("9.00",))
    return {"centre": centre, "laboratory": laboratory, "figurine": figurine, "tart": tart, "eclair": eclair}


def line(product, quantity=1):
    return product_line(product.id, product.dimensions[0].id, quantity)


async def order_count(db_session) -> int:
    return await db_session.scalar(select(func.count()).select_from(Order))


async def placed_at(client, body) -> str:
    response = await client.post(PLACE, json=body)
    assert response.status_code == 201, response.text
    placed = response.json()
    detail = await client.get(f"/user-service/order-status/{placed['orderNumber']}", params={"cheie": placed["followToken"]})
    return detail.json()["pickupLocationBean"]["name"]


async def test_with_no_choice_the_order_goes_to_the_categorys_point(client, shop):
    body = checkout([line(shop["figurine"]), line(shop["eclair"], 4)], location_id=None)
    assert await placed_at(client, body) == "Laboratorul"


async def test_choosing_the_categorys_own_point_places_the_order_there(client, shop):
    body = checkout([line(shop["figurine"])], location_id=shop["laboratory"].id)
    assert await placed_at(client, body) == "Laboratorul"


async def test_another_point_is_refused_naming_the_category_and_its_point(client, db_session, shop):
    before = await order_count(db_session)
    body = checkout([line(shop["eclair"]), line(shop["figurine"])], location_id=shop["centre"].id)
    response = await client.post(PLACE, json=body)

    assert response.status_code == 422, response.text
    message = "Produsele din categoria „Torturi cu figurine” se ridică doar de la Laboratorul."
    assert response.json()["message"] == message
    assert response.json()["errors"] == {"pickupLocationId": message}
    assert await order_count(db_session) == before


async def test_two_categories_with_two_points_are_refused_before_anything_is_saved(client, db_session, shop):
    before = await order_count(db_session)
    body = checkout([line(shop["figurine"]), line(shop["tart"])], location_id=None)
    response = await client.post(PLACE, json=body)

    assert response.status_code == 422, response.text
    message = "Produsele din coș se ridică de la puncte diferite (Cofetăria din centru, Laboratorul); plasați comenzi separate."
    assert response.json()["message"] == message
    assert response.json()["errors"] == {"pickupLocationId": message}
    assert await order_count(db_session) == before


async def test_a_delivered_order_is_not_bound_to_the_categorys_point(client, db_session, shop):
    body = checkout([line(shop["figurine"])], deliveryMethodChosen="DELIVERY", deliveryDetailsBean={**CONTACT, **ADDRESS})
    response = await client.post(PLACE, json=body)
    assert response.status_code == 201, response.text
    saved = await db_session.scalar(select(Order).where(Order.order_number == response.json()["orderNumber"]))
    assert saved is not None and saved.pickup_location_id is None
