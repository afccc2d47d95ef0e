"""Limited stock held by online orders nobody paid: one client may leave at most two of them
unpaid in an hour (settings), so it cannot keep a product sold out by placing online order after
online order and never paying; a customer who pays online is never limited, nor is paying at
pickup."""

from datetime import timedelta

import pytest
from sqlalchemy import select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import (
    bearer,
    checkout,
    make_pickup_location,
    make_user,
    open_around_the_clock,
    product_line,
)
from bakery_devtools.testing.payments import DECLINED_CARD, GOOD_CARD, card_payment_method
from bakery_devtools.testing.plugin import bound_sessionmaker
from bakery_shared.events import EventBus
from bakery_shared.models import Dimension, Role
from user_service.orders.placement.messages import UNPAID_HOLDS_FULL
from user_service.payments.reconciling import Reconciliation

PLACE = "/user-service/place-order"


@pytest.fixture
async def cake(db_session, business):
    """A limited cake: 3 in stock."""
    business.online_card_payment = True
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cake = await make_product(db_session, await make_category(db_session), "Tort aniversar", prices=("150.00",))
    cake.dimensions[0].stock, cake.dimensions[0].stock_unlimited = 3, False
    await db_session.flush()
    return {"location": location, "product": cake, "dimension": cake.dimensions[0]}


async def place(client, cake, quantity, method="ONLINE", email="ana@example.ro", headers=None):
    contact = {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722 123 456", "email": email}
    body = checkout(
        [product_line(cake["product"].id, cake["dimension"].id, quantity)],
        location_id=cake["location"].id,
        orderPaymentOptions=method,
        deliveryDetailsBean=contact,
    )
    return await client.post(PLACE, json=body, headers=headers)


async def pay(client, settings, placed: dict, card: str = GOOD_CARD):
    return await client.post(
        f"/user-service/orders/{placed['orderNumber']}/card-payment",
        json={"paymentMethod": await card_payment_method(settings, card)},
        headers={"X-Order-Key": placed["followToken"]},
    )


async def stock(db_session, cake) -> int:
    query = select(Dimension.stock).where(Dimension.id == cake["dimension"].id)
    return await db_session.scalar(query.execution_options(populate_existing=True))


async def lapse_every_hold(clock, db_connection, settings, redis_client):
    """The reconciliation's round once every hold has lapsed: unpaid orders give their cakes back."""
    sessionmaker = bound_sessionmaker(db_connection)
    events = EventBus(redis_client, lambda: sessionmaker, clock)
    later = clock.now() + timedelta(minutes=settings.payment_hold_minutes + 1)
    await Reconciliation(sessionmaker, settings, clock, events, redis_client).run(later)


async def test_one_client_cannot_keep_a_limited_cake_sold_out_with_online_orders_never_paid(
    client, db_session, db_connection, cake, test_settings, redis_client, clock
):
    # Every cake on two online orders never paid: for their hold, a cash buyer finds none.
    for n, quantity in enumerate((2, 1)):
        held = await place(client, cake, quantity, email=f"nimeni{n}@example.ro")
        assert held.status_code == 201, held.text
    assert (await place(client, cake, 1, "CASH", email="maria@example.ro")).status_code == 409
    await lapse_every_hold(clock, db_connection, test_settings, redis_client)
    assert await stock(db_session, cake) == 3

    again = await place(client, cake, 3, email="nimeni2@example.ro")

    assert again.status_code == 409
    message = UNPAID_HOLDS_FULL.format(count=2, minutes=60)
    assert again.json()["message"] == message and again.json()["errors"] == {"orderPaymentOptions": message}
    assert await stock(db_session, cake) == 3
    bought = await place(client, cake, 1, "CASH", email="maria@example.ro")
    assert bought.status_code == 201, bought.text
    # An hour after the unpaid orders were placed, the client may pay online again.
    clock.move_to(clock.now() + timedelta(minutes=test_settings.unpaid_holds_window_minutes + 1))
    assert (await place(client, cake, 1, email="nimeni3@example.ro")).status_code == 201


async def test_a_customer_who_pays_online_is_never_limited(client, db_session, cake, test_settings):
    refused_card = (await place(client, cake, 1)).json()
    assert (await pay(client, test_settings, refused_card, DECLINED_CARD)).status_code == 402

    for _ in range(2):
        placed = await place(client, cake, 1)
        assert placed.status_code == 201, placed.text
        paid = await pay(client, test_settings, placed.json())
        assert paid.status_code == 200 and paid.json()["status"] == "NEW"

    assert await stock(db_session, cake) == 0


async def test_a_signed_in_customer_is_counted_by_the_account_from_any_address(client, db_session, cake, test_settings):
    ana = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    for _ in range(2):
        assert (await place(client, cake, 1, headers=ana)).status_code == 201

    client._transport.client = ("198.51.100.7", 51000)  # the same account from another address
    elsewhere = await place(client, cake, 1, headers=ana)

    assert elsewhere.status_code == 409
    assert elsewhere.json()["message"] == UNPAID_HOLDS_FULL.format(count=2, minutes=60)
    # Another customer at that address is not limited by Ana's orders.
    assert (await place(client, cake, 1, email="maria@example.ro")).status_code == 201
