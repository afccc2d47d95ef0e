"""The owner's reports (issue 11) against hand-computed orders around a month boundary at midnight
Sibiu time: an order at 00:30 on the 1st belongs to the new month (though it is still the 30th in
UTC), rejected and undelivered orders never count, money stays exact; the best sellers, the
customers report, the custom range's rules and the role matrix."""

from datetime import datetime
from decimal import Decimal
from itertools import count

import pytest

from admin_service.reports.periods import BOTH_DATES, DATE_ORDER
from bakery_devtools.testing import plugin
from bakery_devtools.testing.menu import make_category, make_product
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import DeliveryMethod, Order, OrderDimensionLine, OrderProductLine, OrderStatus, Role

NOW = datetime(2026, 12, 1, 10, 0, tzinfo=BUSINESS_ZONE)
_numbers = count(1)


@pytest.fixture(autouse=True)
def pinned_clock(clock, monkeypatch):
    """Every app of these tests lives on 1 December 2026, 10:00 in Sibiu."""
    monkeypatch.setattr(plugin, "_clock", Clock(NOW))


def sibiu(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=BUSINESS_ZONE)


@pytest.fixture
async def staff(make_user, token_for):
    manager = await make_user(Role.MANAGER, "manager@example.ro")
    admin = await make_user(Role.ADMIN, "admin@example.ro")
    buyer = await make_user(Role.USER, "ana@example.ro", "Ana")
    other = await make_user(Role.USER, "bogdan@example.ro", "Bogdan")
    other.last_name, other.newsletter_accepted, other.phone_number = "Zamfir", True, "0722000111"
    return {
        "admin": {"Authorization": f"Bearer {token_for(admin)}"},
        "manager": {"Authorization": f"Bearer {token_for(manager)}"},
        "customer": {"Authorization": f"Bearer {token_for(buyer)}"},
        "anonymous": {},
        "buyer": buyer,
    }


@pytest.fixture
async def orders(db_session, staff):
    cakes = await make_category(db_session, "Torturi")
    pastries = await make_category(db_session, "Prajituri")
    ecler = await make_product(db_session, pastries, "Ecler", prices=("10.00",))
    tort = await make_product(db_session, cakes, "Tort Diplomat", prices=("100.00",))
    savarina = await make_product(db_session, pastries, "Savarină", prices=("5.00",))

    async def order(at: datetime, status: OrderStatus, total: str, lines=(), user=None) -> Order:
        row = Order(
            order_number=f"T-{next(_numbers):05d}",
            status=status,
            user_id=user.id if user else None,
            delivery_method=DeliveryMethod.PICKUP,
            sub_total_price=Decimal(total),
            total_price=Decimal(total),
            created_at=at,
            updated_at=at,
        )
        for product, quantity in lines:
            line = OrderProductLine(product_id=product.id, product_name=product.name)
            line.dimension_lines.append(
                OrderDimensionLine(dimension_value="1 buc", quantity=quantity, unit_price=Decimal("1.00"))
            )
            row.product_lines.append(line)
        db_session.add(row)
        await db_session.flush()
        return row

    buyer = staff["buyer"]
    await order(sibiu(2026, 10, 31, 23, 50), OrderStatus.DELIVERED, "7.00")  # October
    await order(sibiu(2026, 11, 1, 0, 15), OrderStatus.DELIVERED, "20.25", [(savarina, 4)])  # 2026-10-31T22:15Z: November
    await order(sibiu(2026, 11, 15, 12, 0), OrderStatus.CONFIRMED, "30.00", [(tort, 9)])  # not delivered: never counts
    await order(sibiu(2026, 11, 30, 23, 30), OrderStatus.DELIVERED, "100.00", [(ecler, 3), (tort, 1)], user=buyer)
    await order(sibiu(2026, 12, 1, 0, 30), OrderStatus.DELIVERED, "50.50", [(ecler, 2)])  # 2026-11-30T22:30Z: December
    await order(sibiu(2026, 12, 1, 8, 0), OrderStatus.REJECTED, "999.00", [(tort, 50)], user=buyer)  # rejected: never counts
    return {"cakes": cakes, "pastries": pastries}


REPORTS = [
    "/admin-service/sales/order-numbers-current-month",
    "/admin-service/sales/order-numbers-last-month",
    "/admin-service/sales/order-numbers-between-dates?startDate=2026-11-01&endDate=2026-11-30",
    "/admin-service/sales/per-day?startDate=2026-11-01&endDate=2026-11-30",
    "/admin-service/most-sold/products",
    "/admin-service/clients?page=0&size=20",
]


@pytest.mark.parametrize("path", REPORTS)
@pytest.mark.parametrize(("who", "status"), [("anonymous", 401), ("customer", 403), ("manager", 403), ("admin", 200)])
async def test_only_the_admin_reads_reports(client, staff, path, who, status):
    assert (await client.get(path, headers=staff[who])).status_code == status


async def test_the_current_month_starts_at_midnight_in_sibiu(client, staff, orders):
    body = (await client.get(REPORTS[0], headers=staff["admin"])).json()
    assert body == {
        "totalIncomeFromOrders": "50.50",
        "mediumOrderPrice": "50.50",
        "numberOfOrders": 1,
        "startDate": "2026-12-01",
        "endDate": "2026-12-01",
    }


async def test_last_month_counts_delivered_orders_only(client, staff, orders):
    body = (await client.get(REPORTS[1], headers=staff["admin"])).json()
    # 20.25 (00:15 on the 1st) + 100.00 (23:30 on the 30th); the confirmed 30.00 does not count.
    assert body["totalIncomeFromOrders"] == "120.25"
    assert body["numberOfOrders"] == 2
    assert body["mediumOrderPrice"] == "60.13"  # 60.125, rounded half up
    assert (body["startDate"], body["endDate"]) == ("2026-11-01", "2026-11-30")


async def test_a_custom_range_includes_both_days(client, staff, orders):
    response = await client.get(
        "/admin-service/sales/order-numbers-between-dates?startDate=2026-10-31&endDate=2026-11-01", headers=staff["admin"]
    )
    assert response.json()["totalIncomeFromOrders"] == "27.25" and response.json()["numberOfOrders"] == 2
    assert response.json()["mediumOrderPrice"] == "13.63"


async def test_a_custom_range_needs_both_dates_in_order(client, staff):
    only_start = await client.get("/admin-service/sales/order-numbers-between-dates?startDate=2026-11-01", headers=staff["admin"])
    assert only_start.status_code == 422
    assert only_start.json()["message"] == BOTH_DATES and only_start.json()["errors"] == {"endDate": BOTH_DATES}
    reversed_ = await client.get(
        "/admin-service/sales/order-numbers-between-dates?startDate=2026-11-02&endDate=2026-11-01", headers=staff["admin"]
    )
    assert reversed_.status_code == 422 and reversed_.json()["errors"]["endDate"] == DATE_ORDER
    garbage = await client.get("/admin-service/sales/order-numbers-between-dates?startDate=x&endDate=y", headers=staff["admin"])
    assert garbage.status_code == 422


async def test_sales_per_day_for_the_chart(client, staff, orders):
    response = await client.get("/admin-service/sales/per-day?startDate=2026-11-29&endDate=2026-12-01", headers=staff["admin"])
    assert response.json()["days"] == [
        {"day": "2026-11-29", "income": "0.00", "numberOfOrders": 0},
        {"day": "2026-11-30", "income": "100.00", "numberOfOrders": 1},
        {"day": "2026-12-01", "income": "50.50", "numberOfOrders": 1},
    ]


async def test_best_sellers_count_delivered_pieces(client, staff, orders):
    everything = (await client.get("/admin-service/most-sold/products", headers=staff["admin"])).json()
    assert everything == [
        {"productName": "Ecler", "totalQuantity": 5},
        {"productName": "Savarină", "totalQuantity": 4},
        {"productName": "Tort Diplomat", "totalQuantity": 1},
    ]
    cakes = await client.get(f"/admin-service/most-sold/products?category={orders['cakes'].id}", headers=staff["admin"])
    assert cakes.json() == [{"productName": "Tort Diplomat", "totalQuantity": 1}]
    by_name = await client.get("/admin-service/most-sold/products?category=Prajituri&searchTerm=ecl", headers=staff["admin"])
    assert by_name.json() == [{"productName": "Ecler", "totalQuantity": 5}]
    unknown = await client.get("/admin-service/most-sold/products?category=nimic", headers=staff["admin"])
    assert unknown.json() == []


async def test_the_customers_report(client, staff, orders):
    body = (await client.get("/admin-service/clients?page=0&size=20", headers=staff["admin"])).json()
    assert body["totalElements"] == 2
    assert body["content"] == [
        {
            "lastName": "Utilizator",
            "firstName": "Ana",
            "phoneNumber": None,
            "mail": "ana@example.ro",
            "newsletterAccepted": False,
            "numberOfPurchases": 1,  # the rejected order does not count
            "orderAmount": "100.00",
        },
        {
            "lastName": "Zamfir",
            "firstName": "Bogdan",
            "phoneNumber": "0722000111",
            "mail": "bogdan@example.ro",
            "newsletterAccepted": True,
            "numberOfPurchases": 0,
            "orderAmount": "0.00",
        },
    ]


async def test_an_order_counts_the_moment_it_is_delivered(client, staff, orders, db_session):
    from sqlalchemy import select

    confirmed = await db_session.scalar(select(Order).where(Order.status == OrderStatus.CONFIRMED))
    confirmed.status = OrderStatus.DELIVERED
    await db_session.flush()
    best = (await client.get("/admin-service/most-sold/products", headers=staff["admin"])).json()
    assert best[0] == {"productName": "Tort Diplomat", "totalQuantity": 10}
    last_month = (await client.get(REPORTS[1], headers=staff["admin"])).json()
    assert last_month["totalIncomeFromOrders"] == "150.25" and last_month["numberOfOrders"] == 3


async def test_dates_outside_any_shop_life_are_refused_not_crashed(client, staff):
    for start, end in (("0001-01-01", "0001-01-02"), ("9999-12-30", "9999-12-31")):
        response = await client.get(f"/admin-service/sales/per-day?startDate={start}&endDate={end}", headers=staff["admin"])
        assert response.status_code == 422
    huge = await client.get("/admin-service/most-sold/products?category=" + "9" * 40, headers=staff["admin"])
    assert huge.status_code == 200 and huge.json() == []
