"""Two staff accepting the same order at the same moment, through a real server with real commits:
one wins, the other hears in Romanian that it is already accepted, and the history has one step.

The ASGI test client shares the test's one connection, so this runs uvicorn on a database of its own."""

import asyncio

import httpx
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from admin_service.main import create_app as create_admin_app
from bakery_devtools.seed.business_data import BUSINESS
from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import bearer, checkout, make_pickup_location, make_user, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import live_server
from bakery_shared.models import BusinessSetup, Order, OrderStatus, OrderStatusChange, Role
from user_service.main import create_app as create_user_app

ALREADY_ACCEPTED = "Comanda nu mai poate fi acceptată: este deja acceptată."
ORDERS = 5


async def test_two_staff_accepting_one_order_at_once_make_one_acceptance(fresh_database, test_settings, redis_client):
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
            numbers = [
                (await storefront.post("/user-service/place-order", json=body)).json()["orderNumber"] for _ in range(ORDERS)
            ]

            async def accept(number: str, who: int) -> tuple[int, httpx.Response]:
                response = await panel.post(
                    "/admin-service/confirm-order",
                    headers=staff[who],
                    json={"orderNumber": number, "timeToPrepare": "20 min", "totalPackageCost": "2.50"},
                )
                return who, response

            # Both clicks of each order leave together; every order is raced once.
            races = await asyncio.gather(
                *(asyncio.gather(accept(number, maria.id), accept(number, andrei.id)) for number in numbers)
            )

    async with engine.connect() as connection:
        for number, answers in zip(numbers, races, strict=True):
            statuses = sorted(response.status_code for _, response in answers)
            assert statuses == [200, 409], (number, [r.text for _, r in answers])
            [(winner, won)] = [(who, r) for who, r in answers if r.status_code == 200]
            [lost] = [r for _, r in answers if r.status_code == 409]
            assert lost.json() == {"status": 409, "message": ALREADY_ACCEPTED, "errors": {}}
            assert won.json()["orderNumber"] == number

            order = await connection.scalar(select(Order.id).where(Order.order_number == number))
            steps = (
                await connection.execute(
                    select(OrderStatusChange.from_status, OrderStatusChange.to_status, OrderStatusChange.changed_by_id).where(
                        OrderStatusChange.order_id == order, OrderStatusChange.to_status == OrderStatus.CONFIRMED
                    )
                )
            ).all()
            assert steps == [(OrderStatus.NEW, OrderStatus.CONFIRMED, winner)]  # one acceptance, by whoever won
            assert await connection.scalar(select(Order.status).where(Order.id == order)) == OrderStatus.CONFIRMED
