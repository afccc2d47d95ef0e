"""Invoice numbers: one series a year with no gap and no duplicate, whatever runs at once. Each
issue below runs in its own session and transaction on a database of its own, as parallel
requests do."""

import asyncio
from datetime import UTC, datetime
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_devtools.testing.invoicing import enable_invoicing
from bakery_shared.invoicing.issuing import issue_order_invoice
from bakery_shared.models import (
    DeliveryMethod,
    Invoice,
    Order,
    OrderDeliveryDetails,
    OrderDimensionLine,
    OrderPayment,
    OrderProductLine,
    OrderStatus,
    PaymentMethod,
)

NOW = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)


def an_order(number: int) -> Order:
    order = Order(
        order_number=f"T-{number}",
        status=OrderStatus.DELIVERED,
        delivery_method=DeliveryMethod.PICKUP,
        sub_total_price=Decimal("24.50"),
        total_price=Decimal("24.50"),
        discount_lines=[],
        created_at=NOW,
        updated_at=NOW,
    )
    line = OrderProductLine(product_name="Cozonac", preferred_message=None)
    line.dimension_lines.append(OrderDimensionLine(dimension_value="500 g", quantity=1, unit_price=Decimal("24.50")))
    order.product_lines.append(line)
    order.delivery_details = OrderDeliveryDetails(
        first_name="Ana", last_name="Pop", phone_number="0722123456", email=f"c{number}@example.ro"
    )
    order.payment = OrderPayment(method=PaymentMethod.CASH)
    return order


async def orders_in(engine, count: int) -> list[int]:
    async with AsyncSession(engine, expire_on_commit=False) as session:
        await enable_invoicing(session)
        orders = [an_order(n) for n in range(count)]
        session.add_all(orders)
        await session.commit()
        return [order.id for order in orders]


async def issue(engine, settings, order_id: int, *, commit: bool = True) -> str:
    async with AsyncSession(engine, expire_on_commit=False) as session:
        invoice = await issue_order_invoice(session, order_id, now=NOW, settings=settings)
        assert invoice is not None
        await (session.commit() if commit else session.rollback())
        return invoice.number


async def stored_numbers(engine) -> list[int]:
    async with AsyncSession(engine) as session:
        return list((await session.scalars(select(Invoice.sequence).order_by(Invoice.sequence))).all())


async def test_fifty_invoices_at_once_get_fifty_consecutive_numbers(fresh_database, test_settings):
    _, engine = fresh_database
    ids = await orders_in(engine, 50)

    numbers = await asyncio.gather(*(issue(engine, test_settings, order_id) for order_id in ids))

    assert sorted(numbers) == [f"CFS-2026-{n:05d}" for n in range(1, 51)]
    assert await stored_numbers(engine) == list(range(1, 51))


async def test_a_rolled_back_issue_gives_its_number_back(fresh_database, test_settings):
    _, engine = fresh_database
    first, second = await orders_in(engine, 2)

    assert await issue(engine, test_settings, first, commit=False) == "CFS-2026-00001"
    assert await issue(engine, test_settings, second) == "CFS-2026-00001"
    assert await issue(engine, test_settings, first) == "CFS-2026-00002"
    assert await stored_numbers(engine) == [1, 2]


async def test_one_order_issued_twice_at_once_has_one_invoice(fresh_database, test_settings):
    _, engine = fresh_database
    [order_id] = await orders_in(engine, 1)

    numbers = await asyncio.gather(*(issue(engine, test_settings, order_id) for _ in range(5)))

    assert set(numbers) == {"CFS-2026-00001"}
    async with AsyncSession(engine) as session:
        assert await session.scalar(select(func.count(Invoice.id))) == 1


async def test_the_numbers_start_again_at_one_in_bucharest_s_new_year(db_session, business, test_settings):
    await enable_invoicing(db_session)
    orders = [an_order(n) for n in range(3)]
    db_session.add_all(orders)
    await db_session.flush()

    evening = await issue_order_invoice(
        db_session, orders[0].id, now=datetime(2026, 12, 31, 21, 0, tzinfo=UTC), settings=test_settings
    )
    night = await issue_order_invoice(
        db_session, orders[1].id, now=datetime(2026, 12, 31, 23, 30, tzinfo=UTC), settings=test_settings
    )
    after = await issue_order_invoice(
        db_session, orders[2].id, now=datetime(2027, 1, 2, 9, 0, tzinfo=UTC), settings=test_settings
    )

    assert evening.number.startswith("CFS-2026-") and str(evening.issue_date) == "2026-12-31"
    assert night.number == "CFS-2027-00001" and str(night.issue_date) == "2027-01-01"  # 01:30 in Sibiu
    assert after.number == "CFS-2027-00002"
    assert str(night.efactura_deadline) == "2027-01-06"
