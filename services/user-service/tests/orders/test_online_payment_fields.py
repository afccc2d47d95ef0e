"""What an order paid online by card keeps of the payment: the server's total only. A cash/card
split is a pay-at-pickup choice; sent with an online order it is ignored, never stored or shown."""

from sqlalchemy import select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_shared.models import Order, OrderPayment

PLACE = "/user-service/place-order"


async def test_a_cash_and_card_split_sent_with_an_online_order_is_ignored(client, db_session, business):
    business.online_card_payment = True
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    cake = await make_product(db_session, await make_category(db_session), "Tort Diplomat", prices=("120.00",))

    body = checkout(
        [product_line(cake.id, cake.dimensions[0].id)],
        location_id=location.id,
        orderPaymentOptions="ONLINE",
        cashAmount="100.00",
        cardAmount="20.00",
    )
    response = await client.post(PLACE, json=body)

    assert response.status_code == 201, response.text
    placed = response.json()
    stored = (
        await db_session.execute(
            select(OrderPayment.cash_amount, OrderPayment.card_amount)
            .join(Order)
            .where(Order.order_number == placed["orderNumber"])
            .execution_options(populate_existing=True)
        )
    ).one()
    assert tuple(stored) == (None, None)
    status = await client.get(
        f"/user-service/order-status/{placed['orderNumber']}", headers={"X-Order-Key": placed["followToken"]}
    )
    assert status.status_code == 200, status.text
    assert status.json()["cashAmount"] is None and status.json()["cardAmount"] is None
    assert status.json()["cardPayment"]["amount"] == "120.00"
