"""Two staff clicking at once on an order paid online, through real servers with real commits and
the real localstripe: one capture for two accepts, one refund for two identical refunds.

The ASGI test client shares the test's one connection, so this runs uvicorn on a database of its own."""

import asyncio
from decimal import Decimal

import httpx
from sqlalchemy import func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from admin_service.main import create_app as create_admin_app
from bakery_devtools.seed.business_data import BUSINESS
from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import bearer, checkout, make_pickup_location, make_user, open_around_the_clock, product_line
from bakery_devtools.testing.payments import authorized_intent
from bakery_devtools.testing.plugin import live_server
from bakery_shared.models import (
    BusinessSetup,
    CardPaymentRecord,
    CardPaymentState,
    CardRefund,
    CardStep,
    Order,
    OrderPayment,
    OrderStatus,
    OrderStatusChange,
    PaymentMethod,
    Role,
)
from bakery_shared.payments.cards import CardPayments
from user_service.main import create_app as create_user_app

ALREADY_ACCEPTED = "Comanda nu mai poate fi acceptată: este deja acceptată."
ORDERS = 3


async def paid_online(engine, settings, number: str) -> str:
    async with engine.begin() as connection:
        total = await connection.scalar(select(Order.total_price).where(Order.order_number == number))
        intent = await authorized_intent(settings, number, total)
        order_id = select(Order.id).where(Order.order_number == number).scalar_subquery()
        await connection.execute(
            update(OrderPayment)
            .where(OrderPayment.order_id == order_id)
            .values(
                method=PaymentMethod.ONLINE,
                cash_amount=None,
                card_amount=None,
                card_state=CardPaymentState.AUTHORIZED,
                intent_id=intent.id,
                card_attempts=1,
            )
        )
        # The authorization's record, which the state table's `move` would have written.
        payment_id = select(OrderPayment.id).where(OrderPayment.order_id == order_id).scalar_subquery()
        await connection.execute(
            insert(CardPaymentRecord).values(
                payment_id=payment_id, step=CardStep.AUTHORIZATION, amount=total, intent_id=intent.id
            )
        )
    return intent.id


async def test_two_accepts_at_once_capture_once_and_two_refunds_at_once_refund_once(fresh_database, test_settings, redis_client):
    url, engine = fresh_database
    async with engine.begin() as connection, AsyncSession(bind=connection, expire_on_commit=False) as session:
        session.add(BusinessSetup(id=1, **{**BUSINESS, "email": None}))
        await open_around_the_clock(session)
        location = await make_pickup_location(session)
        cake = await make_product(session, await make_category(session), "Tort Diplomat", prices=("120.00",))
        maria = await make_user(session, Role.MANAGER, "maria@cofetarie.ro", "Maria")
        andrei = await make_user(session, Role.ADMIN, "andrei@cofetarie.ro", "Andrei")
    settings = test_settings.model_copy(update={"database_url": url, "database_pool_size": 10})
    body = checkout([product_line(cake.id, cake.dimensions[0].id, 1)], location_id=location.id)
    staff = {maria.id: bearer(settings, maria), andrei.id: bearer(settings, andrei)}

    async with live_server(create_user_app(settings)) as shop, live_server(create_admin_app(settings)) as admin:
        async with (
            httpx.AsyncClient(base_url=shop, timeout=30) as storefront,
            httpx.AsyncClient(base_url=admin, timeout=30) as panel,
        ):
            placed = [(await storefront.post("/user-service/place-order", json=body)).json() for _ in range(ORDERS)]
            numbers = [order["orderNumber"] for order in placed]
            total = Decimal(placed[0]["totalPrice"])
            intents = {number: await paid_online(engine, settings, number) for number in numbers}

            async def accept(number: str, who: int) -> httpx.Response:
                return await panel.post(
                    "/admin-service/confirm-order",
                    headers=staff[who],
                    json={
                        "orderNumber": number,
                        "timeToPrepare": "20 min",
                        "totalPackageCost": "0.00",
                    },  # what it paid for packaging,
                )

            accepts = await asyncio.gather(
                *(asyncio.gather(accept(number, maria.id), accept(number, andrei.id)) for number in numbers)
            )

            async def refund_all(number: str) -> httpx.Response:
                return await panel.post(
                    "/admin-service/refund-order",
                    headers=staff[andrei.id],
                    json={"orderNumber": number, "amount": str(total), "reason": "Clientul a renunțat."},
                )

            refunds = await asyncio.gather(*(asyncio.gather(refund_all(number), refund_all(number)) for number in numbers))

    async with engine.connect() as connection, CardPayments(settings) as cards:
        for number, answers, refunded in zip(numbers, accepts, refunds, strict=True):
            assert sorted(r.status_code for r in answers) == [200, 409], [r.text for r in answers]
            [lost] = [r for r in answers if r.status_code == 409]
            assert lost.json()["message"] == ALREADY_ACCEPTED
            order = await connection.scalar(select(Order.id).where(Order.order_number == number))
            confirmations = await connection.scalar(
                select(func.count()).where(
                    OrderStatusChange.order_id == order, OrderStatusChange.to_status == OrderStatus.CONFIRMED
                )
            )
            assert confirmations == 1
            assert (await cards.fetch(intents[number])).captured

            # Both refund clicks answer; the money went back once.
            assert all(r.status_code in (200, 409) for r in refunded) and any(r.status_code == 200 for r in refunded)
            payment = (await connection.execute(select(OrderPayment).where(OrderPayment.order_id == order))).one()
            assert payment.card_state == CardPaymentState.REFUNDED
            assert (payment.captured_amount, payment.refunded_amount) == (total, total)
            amounts = (await connection.scalars(select(CardRefund.amount).where(CardRefund.payment_id == payment.id))).all()
            assert amounts == [total]
