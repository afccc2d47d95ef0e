"""The owner's dashboard: today's orders by status, income so far (delivered only),
unanswered orders with their waiting time, today's reservations, new customers, low stock."""

from datetime import datetime, time, timedelta
from decimal import Decimal

import pytest

from bakery_devtools.testing import plugin
from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import DeliveryMethod, Order, OrderStatus, Reservation, Role


@pytest.fixture(autouse=True)
def midday(clock, monkeypatch):
    """The shop's clock at 12:00 in Sibiu, so every order of the test is today's."""
    monkeypatch.setattr(plugin, "_clock", Clock(datetime(2026, 6, 10, 12, 0, tzinfo=BUSINESS_ZONE)))


@pytest.mark.parametrize(("who", "status"), [("anonymous", 401), ("customer", 403), ("manager", 403), ("admin", 200)])
async def test_only_the_admin_sees_the_dashboard(client, make_user, token_for, who, status):
    users = {
        "manager": await make_user(Role.MANAGER, "m@example.ro"),
        "admin": await make_user(Role.ADMIN, "a@example.ro"),
        "customer": await make_user(Role.USER, "c@example.ro"),
    }
    headers = {"Authorization": f"Bearer {token_for(users[who])}"} if who in users else {}
    assert (await client.get("/admin-service/dashboard", headers=headers)).status_code == status


async def test_today_at_a_glance(client, db_session, make_user, token_for):
    admin = await make_user(Role.ADMIN, "a@example.ro")
    now = current_clock().now()
    (await make_user(Role.USER, "nou@example.ro")).created_at = now
    for number, (status, total, minutes_ago) in enumerate(
        [
            (OrderStatus.NEW, "30.00", 25),
            (OrderStatus.DELIVERED, "45.50", 5),
            (OrderStatus.REJECTED, "99.00", 3),
            (OrderStatus.SCHEDULED, "60.00", 40),  # for tomorrow, still to be accepted
        ]
    ):
        at = now - timedelta(minutes=minutes_ago)
        db_session.add(
            Order(
                order_number=f"D-{number}",
                status=status,
                delivery_method=DeliveryMethod.PICKUP,
                sub_total_price=Decimal(total),
                total_price=Decimal(total),
                created_at=at,
                updated_at=at,
            )
        )
    today = current_clock().local_now().date()
    db_session.add(
        Reservation(
            full_name="Ioana Pop",
            phone_number="0722123456",
            email="i@example.ro",
            reservation_date=today,
            time=time(19),
            number_of_people=3,
            created_at=now,
        )
    )
    product = await make_product(db_session, await make_category(db_session), "Ecler")
    product.dimensions[0].stock, product.dimensions[0].stock_unlimited = 3, False
    await db_session.flush()

    body = (await client.get("/admin-service/dashboard", headers={"Authorization": f"Bearer {token_for(admin)}"})).json()
    counts = {row["status"]: row["count"] for row in body["ordersByStatus"]}
    assert counts == {"NEW": 1, "CONFIRMED": 0, "REJECTED": 1, "DELIVERED": 1, "SCHEDULED": 1}
    # Both wait for an answer, the longest waiting first.
    assert body["numberOfUnansweredOrders"] == 2
    waiting = [(o["orderNumber"], o["status"], o["waitingMinutes"]) for o in body["unansweredOrders"]]
    assert waiting == [("D-3", "SCHEDULED", 40), ("D-0", "NEW", 25)]
    assert [r["fullName"] for r in body["reservationsToday"]] == ["Ioana Pop"]
    assert body["newCustomers"] == 1
    assert body["lowStock"] == [
        {"productId": product.id, "productName": "Ecler", "dimension": product.dimensions[0].value, "stock": 3}
    ]
    assert body["incomeToday"] == "45.50"  # the rejected 99.00 never counts
