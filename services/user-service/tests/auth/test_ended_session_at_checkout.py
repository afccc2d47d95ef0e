"""The checkout reads a signed-in customer's token on every order (only its checked signature is
remembered between orders): a session ended between two orders refuses the very next one, with no
order made."""

from sqlalchemy import func, select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import bearer, checkout, make_pickup_location, make_user, open_around_the_clock, product_line
from bakery_shared.auth.sessions import ENDED
from bakery_shared.models import Order, Role


async def test_the_order_after_sign_out_everywhere_is_refused(client, db_session, business, test_settings):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cake = await make_product(db_session, await make_category(db_session), "Tort Diplomat", prices=("120.00",))
    customer = await make_user(db_session, Role.USER, "ana@example.ro")
    await db_session.flush()
    headers = bearer(test_settings, customer)
    body = checkout([product_line(cake.id, cake.dimensions[0].id)], location_id=location.id)

    assert (await client.post("/user-service/place-order", json=body, headers=headers)).status_code == 201
    assert (await client.post("/user-service/place-order", json=body, headers=headers)).status_code == 201
    assert (await client.post("/user-service/sign-out-everywhere", headers=headers)).status_code == 200

    refused = await client.post("/user-service/place-order", json=body, headers=headers)
    assert refused.status_code == 401
    assert refused.json()["message"] == ENDED
    assert await db_session.scalar(select(func.count()).select_from(Order).where(Order.user_id == customer.id)) == 2
