"""Money paid online counts as what was captured less what was refunded, in the sales
figures, the chart, the customers report and the dashboard; an order still awaiting its online
payment, or whose hold lapsed unpaid, counts nowhere and is shown nowhere."""

from datetime import datetime, timedelta
from decimal import Decimal
from itertools import count

import pytest

from bakery_devtools.testing import plugin
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import (
    CardPaymentState,
    CardRefund,
    DeliveryMethod,
    Order,
    OrderDeliveryDetails,
    OrderPayment,
    OrderStatus,
    PaymentMethod,
    Role,
)

NOW = datetime(2026, 12, 10, 12, 0, tzinfo=BUSINESS_ZONE)
_numbers = count(1)


@pytest.fixture(autouse=True)
def pinned_clock(clock, monkeypatch):
    monkeypatch.setattr(plugin, "_clock", Clock(NOW))


async def add_order(session, status: OrderStatus, total: str, payment: OrderPayment, user=None) -> Order:
    at = NOW - timedelta(hours=1)
    row = Order(
        order_number=f"O-{next(_numbers):05d}",
        status=status,
        user_id=user.id if user else None,
        delivery_method=DeliveryMethod.PICKUP,
        sub_total_price=Decimal(total),
        total_price=Decimal(total),
        created_at=at,
        updated_at=at,
    )
    row.payment = payment
    session.add(row)
    await session.flush()
    return row


def online(state: CardPaymentState, captured: str | None, refunded: str = "0.00") -> OrderPayment:
    payment = OrderPayment(
        method=PaymentMethod.ONLINE,
        card_state=state,
        captured_amount=Decimal(captured) if captured else None,
        refunded_amount=Decimal(refunded),
    )
    if Decimal(refunded) > 0:
        payment.refunds.append(CardRefund(amount=Decimal(refunded), reason="Tortul a sosit deformat.", created_at=NOW))
    return payment


@pytest.fixture
async def admin(make_user, token_for):
    return {"Authorization": f"Bearer {token_for(await make_user(Role.ADMIN, 'admin@example.ro'))}"}


async def test_online_money_counts_captured_less_refunds(client, db_session, make_user, admin):
    buyer = await make_user(Role.USER, "ana@example.ro", "Ana")
    await add_order(db_session, OrderStatus.DELIVERED, "50.00", OrderPayment(method=PaymentMethod.CASH))
    await add_order(
        db_session, OrderStatus.DELIVERED, "100.00", online(CardPaymentState.PARTIALLY_REFUNDED, "100.00", "30.00"), buyer
    )
    await add_order(db_session, OrderStatus.REJECTED, "80.00", online(CardPaymentState.REFUNDED, "80.00", "80.00"), buyer)
    await add_order(db_session, OrderStatus.AWAITING_PAYMENT, "40.00", online(CardPaymentState.AWAITING, None))
    await add_order(db_session, OrderStatus.PAYMENT_EXPIRED, "60.00", online(CardPaymentState.EXPIRED, None))

    month = (await client.get("/admin-service/sales/order-numbers-current-month", headers=admin)).json()
    assert (month["totalIncomeFromOrders"], month["numberOfOrders"]) == ("120.00", 2)  # 50 cash + (100 - 30) online

    chart = (await client.get("/admin-service/sales/per-day?startDate=2026-12-10&endDate=2026-12-10", headers=admin)).json()
    assert chart["days"] == [{"day": "2026-12-10", "income": "120.00", "numberOfOrders": 2}]

    customers = (await client.get("/admin-service/clients?page=0&size=20", headers=admin)).json()["content"]
    [ana] = [c for c in customers if c["mail"] == "ana@example.ro"]
    assert (ana["numberOfPurchases"], ana["orderAmount"]) == (1, "70.00")

    dashboard = (await client.get("/admin-service/dashboard", headers=admin)).json()
    assert dashboard["incomeToday"] == "120.00"
    shown = {row["status"] for row in dashboard["ordersByStatus"]}
    assert shown == {"NEW", "CONFIRMED", "REJECTED", "DELIVERED", "SCHEDULED"}  # never the unpaid ones
    assert dashboard["numberOfUnansweredOrders"] == 0


async def guest_order(session, status: OrderStatus, total: str, email: str, *, payment_first: bool) -> Order:
    """A guest's order whose details and online payment (100 captured, 30 refunded) reach the
    database in the order asked: either way the guest's line must count the same."""
    row = await add_order(session, status, total, OrderPayment(method=PaymentMethod.CASH))
    await session.delete(row.payment)  # placed below, before or after the details
    await session.flush()
    details = OrderDeliveryDetails(
        order_id=row.id, email=email, first_name="Ioana", last_name="Oaspete", phone_number="0700000009"
    )
    payment = online(CardPaymentState.PARTIALLY_REFUNDED, "100.00", "30.00")
    payment.order_id = row.id
    for step in (payment, details) if payment_first else (details, payment):
        session.add(step)
        await session.flush()
    return row


@pytest.mark.parametrize("payment_first", [True, False])
async def test_a_guests_line_counts_captured_less_refunds_however_it_was_written(client, db_session, admin, payment_first):
    await guest_order(db_session, OrderStatus.DELIVERED, "100.00", "ioana@example.ro", payment_first=payment_first)
    # Delivered later: the order's own change counts its payment, not its total.
    later = await guest_order(db_session, OrderStatus.CONFIRMED, "100.00", "ioana@example.ro", payment_first=payment_first)
    later.status = OrderStatus.DELIVERED
    await db_session.flush()

    customers = (await client.get("/admin-service/clients?page=0&size=20", headers=admin)).json()["content"]
    [ioana] = [c for c in customers if c["mail"] == "ioana@example.ro"]
    assert (ioana["hasAccount"], ioana["numberOfPurchases"], ioana["orderAmount"]) == (False, 2, "140.00")
