"""An order paid online, as a checkout leaves it once the card is authorized: placed
through the storefront, then given a PaymentIntent authorized at the harness's real localstripe."""

from decimal import Decimal

import httpx
import pytest
from sqlalchemy import select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_devtools.testing.payments import authorized_intent
from bakery_shared.models import CardPaymentState, Order, OrderPayment, PaymentMethod
from bakery_shared.payments.cards import CardPayments, Intent
from bakery_shared.payments.states import move, opening_state


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    product = await make_product(db_session, await make_category(db_session), "Tort Diplomat", prices=("60.00",))
    product.dimensions[0].stock, product.dimensions[0].stock_unlimited = 10, False
    await db_session.flush()
    return {"location": location, "product": product, "dimension": product.dimensions[0]}


@pytest.fixture
def place(storefront, shop):
    async def placed(quantity: int = 2) -> dict:
        body = checkout([product_line(shop["product"].id, shop["dimension"].id, quantity)], location_id=shop["location"].id)
        response = await storefront.post("/user-service/place-order", json=body)
        assert response.status_code == 201, response.text
        return response.json()

    return placed


async def pay_online(db_session, settings, number: str, clock) -> Intent:
    """The order becomes one paid online whose card is authorized for its total."""
    order = await db_session.scalar(select(Order).where(Order.order_number == number))
    payment = await db_session.scalar(select(OrderPayment).where(OrderPayment.order_id == order.id))
    await db_session.refresh(payment, ["records"])
    intent = await authorized_intent(settings, number, order.total_price)
    assert intent.authorized and intent.amount == order.total_price
    payment.method, payment.cash_amount, payment.card_amount = PaymentMethod.ONLINE, None, None
    payment.intent_id, payment.card_attempts = intent.id, 1
    # Through the state table, as a checkout moves it: made awaiting the card, then authorized.
    move(payment, opening_state(PaymentMethod.ONLINE), at=clock.now())
    move(payment, CardPaymentState.AUTHORIZED, at=clock.now(), amount=intent.amount)
    await db_session.flush()
    return intent


@pytest.fixture
def online_order(place, db_session, test_settings, clock):
    async def made(quantity: int = 2) -> tuple[dict, Intent]:
        order = await place(quantity)
        return order, await pay_online(db_session, test_settings, order["orderNumber"], clock)

    return made


async def at_stripe(settings, intent_id: str) -> Intent:
    async with CardPayments(settings) as cards:
        intent = await cards.fetch(intent_id)
    assert intent is not None
    return intent


async def refund_at_stripe(settings, refund_id: str) -> dict:
    """The refund as Stripe holds it (amount in bani, its PaymentIntent)."""
    async with httpx.AsyncClient(base_url=settings.stripe_api_base, timeout=10) as client:
        response = await client.get(f"/v1/refunds/{refund_id}", auth=(settings.stripe_secret_key, ""))
    response.raise_for_status()
    return response.json()


async def payment_of(db_session, number: str) -> OrderPayment:
    """The order's payment as the database holds it now (not as this session remembers it)."""
    order_id = await db_session.scalar(select(Order.id).where(Order.order_number == number))
    payment = await db_session.scalar(
        select(OrderPayment).where(OrderPayment.order_id == order_id).execution_options(populate_existing=True)
    )
    await db_session.refresh(payment, ["refunds", "records"])
    return payment


MONEY = Decimal("0.01")
