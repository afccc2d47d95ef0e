"""The owner's reports against hand-computed orders around a month boundary at midnight
Sibiu time: an order at 00:30 on the 1st belongs to the new month (though it is still the 30th in
UTC), rejected and undelivered orders never count, money stays exact; the best sellers, the
customers report (accounts and guests, by page and as CSV), the custom range's rules and the role
matrix."""

import csv
from datetime import datetime
from decimal import Decimal
import io
from itertools import count

import pytest

from admin_service.reports.periods import BOTH_DATES, DATE_ORDER
from bakery_devtools.testing import plugin
from bakery_devtools.testing.menu import make_category, make_product
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import (
    DeliveryMethod,
    NewsletterSubscriber,
    Order,
    OrderDeliveryDetails,
    OrderDimensionLine,
    OrderProductLine,
    OrderStatus,
    Role,
    User,
)

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


async def add_order(session, at: datetime, status: OrderStatus, total: str, lines=(), user=None, guest=None) -> Order:
    """An order as placed; `guest` = (e-mail, first name, last name, phone) for its delivery details."""
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
        line.dimension_lines.append(OrderDimensionLine(dimension_value="1 buc", quantity=quantity, unit_price=Decimal("1.00")))
        row.product_lines.append(line)
    if guest:
        email, first_name, last_name, phone = guest
        row.delivery_details = OrderDeliveryDetails(email=email, first_name=first_name, last_name=last_name, phone_number=phone)
    session.add(row)
    await session.flush()
    return row


@pytest.fixture
async def orders(db_session, staff):
    cakes = await make_category(db_session, "Torturi")
    pastries = await make_category(db_session, "Prajituri")
    ecler = await make_product(db_session, pastries, "Ecler", prices=("10.00",))
    tort = await make_product(db_session, cakes, "Tort Diplomat", prices=("100.00",))
    savarina = await make_product(db_session, pastries, "Savarină", prices=("5.00",))

    async def order(at: datetime, status: OrderStatus, total: str, lines=(), user=None) -> Order:
        return await add_order(db_session, at, status, total, lines, user)

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
    "/admin-service/clients/csv",
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
            "hasAccount": True,
        },
        {
            "lastName": "Zamfir",
            "firstName": "Bogdan",
            "phoneNumber": "0722000111",
            "mail": "bogdan@example.ro",
            "newsletterAccepted": True,
            "numberOfPurchases": 0,
            "orderAmount": "0.00",
            "hasAccount": True,
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


@pytest.fixture
async def guests(db_session, orders, staff):
    """Beside the accounts Ana (Utilizator) and Bogdan (Zamfir): Maria, a guest who ordered three
    times under two spellings of her e-mail and changed her name; Ion, a guest whose only order is
    not delivered yet; and Ana's e-mail typed in capitals on a guest order."""
    maria = ("Maria.Pop@Example.ro", "Mara", "Popa", "0700000001")
    await add_order(db_session, sibiu(2026, 11, 2, 9, 0), OrderStatus.DELIVERED, "40.00", guest=maria)
    await add_order(db_session, sibiu(2026, 11, 10, 9, 0), OrderStatus.REJECTED, "500.00", guest=maria)  # never counts
    latest = ("maria.pop@example.ro", "Maria", "Pop", "0700000002")
    await add_order(db_session, sibiu(2026, 11, 20, 9, 0), OrderStatus.DELIVERED, "1234.50", guest=latest)
    await add_order(
        db_session,
        sibiu(2026, 11, 21, 9, 0),
        OrderStatus.CONFIRMED,
        "15.00",
        guest=("ion@example.ro", "Ion", "Ionescu", "0700000003"),
    )
    await add_order(
        db_session,
        sibiu(2026, 11, 22, 9, 0),
        OrderStatus.DELIVERED,
        "25.00",
        guest=("ANA@Example.RO", "Ana", "Altceva", "0700000004"),
    )
    # Ion confirmed his newsletter subscription (spelt otherwise); Maria never confirmed hers.
    db_session.add_all(
        [
            NewsletterSubscriber(email="Ion@Example.ro", consent=True, confirmed_at=NOW),
            NewsletterSubscriber(email="maria.pop@example.ro", consent=True),
        ]
    )
    await db_session.flush()


async def test_a_guest_line_follows_every_change_of_its_orders(client, staff, guests, db_session):
    """The line is kept by triggers: a delivery counts, a delivered order taken back or deleted
    stops counting, an order given to an account leaves the guest (and counts on the account)."""
    from sqlalchemy import func, select

    async def line(mail: str) -> dict | None:
        body = (await client.get("/admin-service/clients?page=0&size=20", headers=staff["admin"])).json()
        return next((c for c in body["content"] if c["mail"].lower() == mail), None)

    ion = await db_session.scalar(select(Order).join(OrderDeliveryDetails).where(OrderDeliveryDetails.email == "ion@example.ro"))
    ion.status = OrderStatus.DELIVERED
    await db_session.flush()
    assert (await line("ion@example.ro"))["numberOfPurchases"] == 1
    assert (await line("ion@example.ro"))["orderAmount"] == "15.00"

    ion.total_price = Decimal("17.50")  # the package cost set on delivery
    await db_session.flush()
    assert (await line("ion@example.ro"))["orderAmount"] == "17.50"

    ion.status = OrderStatus.REJECTED
    await db_session.flush()
    assert (await line("ion@example.ro"))["numberOfPurchases"] == 0

    await db_session.delete(ion)
    await db_session.flush()
    assert await line("ion@example.ro") is None  # no order left: no longer a customer

    bogdan = await db_session.scalar(select(User).where(User.email == "bogdan@example.ro"))
    marias = (
        await db_session.scalars(
            select(Order).join(OrderDeliveryDetails).where(func.lower(OrderDeliveryDetails.email) == "maria.pop@example.ro")
        )
    ).all()
    latest = max(marias, key=lambda o: o.created_at)
    latest.user_id = bogdan.id  # placed by Bogdan's account after all
    await db_session.flush()
    maria = await line("maria.pop@example.ro")
    assert (maria["lastName"], maria["numberOfPurchases"], maria["orderAmount"]) == ("Popa", 1, "40.00")
    assert (await line("bogdan@example.ro"))["orderAmount"] == "1234.50"


async def test_guests_are_customers_by_e_mail(client, staff, guests):
    body = (await client.get("/admin-service/clients?page=0&size=20", headers=staff["admin"])).json()
    assert body["totalElements"] == 4
    assert body["content"] == [
        {
            "lastName": "Ionescu",
            "firstName": "Ion",
            "phoneNumber": "0700000003",
            "mail": "ion@example.ro",
            "newsletterAccepted": True,  # a confirmed subscriber, whatever the case
            "numberOfPurchases": 0,  # confirmed, not delivered: listed, not counted
            "orderAmount": "0.00",
            "hasAccount": False,
        },
        {
            "lastName": "Pop",  # the name and phone of her latest order
            "firstName": "Maria",
            "phoneNumber": "0700000002",
            "mail": "maria.pop@example.ro",
            "newsletterAccepted": False,  # subscribed, never confirmed
            "numberOfPurchases": 2,  # both spellings are one guest; the rejected 500.00 never counts
            "orderAmount": "1274.50",
            "hasAccount": False,
        },
        {
            # ANA@Example.RO ordered as a guest: the account's line stands for her, listed once,
            # with that delivered order (25.00) beside the one placed signed in (100.00).
            "lastName": "Utilizator",
            "firstName": "Ana",
            "phoneNumber": None,
            "mail": "ana@example.ro",
            "newsletterAccepted": False,
            "numberOfPurchases": 2,
            "orderAmount": "125.00",
            "hasAccount": True,
        },
        {
            "lastName": "Zamfir",
            "firstName": "Bogdan",
            "phoneNumber": "0722000111",
            "mail": "bogdan@example.ro",
            "newsletterAccepted": True,
            "numberOfPurchases": 0,
            "orderAmount": "0.00",
            "hasAccount": True,
        },
    ]


@pytest.fixture
async def crowd(db_session, staff, make_user):
    """25 customers in all: Ana and Bogdan, 11 more accounts and 12 guests, all but the first two
    called Pop Ana, so only the e-mail orders them, accounts and guests interleaved."""
    for n in range(1, 24):
        email = f"pop{n:02d}@example.ro"
        if n % 2:
            await add_order(
                db_session, sibiu(2026, 11, 3, 9, n), OrderStatus.DELIVERED, "10.00", guest=(email, "Ana", "Pop", "0700000000")
            )
        else:
            user = await make_user(Role.USER, email, "Ana")
            user.last_name = "Pop"
    await add_order(
        db_session,
        sibiu(2026, 11, 4, 9, 0),
        OrderStatus.DELIVERED,
        "1224.50",
        guest=("pop01@example.ro", "Ana", "Pop", "0700000000"),
    )


async def test_pages_keep_one_order_of_accounts_and_guests(client, staff, crowd):
    seen = []
    for page in range(3):
        body = (await client.get(f"/admin-service/clients?page={page}&size=10", headers=staff["admin"])).json()
        assert body["totalElements"] == 25
        seen += [(row["lastName"], row["mail"], row["hasAccount"]) for row in body["content"]]
    pops = [f"pop{n:02d}@example.ro" for n in range(1, 24)]
    assert seen == [("Pop", mail, n % 2 == 0) for n, mail in enumerate(pops, 1)] + [
        ("Utilizator", "ana@example.ro", True),
        ("Zamfir", "bogdan@example.ro", True),
    ]
    again = (await client.get("/admin-service/clients?page=1&size=10", headers=staff["admin"])).json()
    assert [row["mail"] for row in again["content"]] == pops[10:20]
    beyond = (await client.get("/admin-service/clients?page=5&size=10", headers=staff["admin"])).json()
    assert beyond == {"content": [], "totalElements": 25}


async def test_the_csv_holds_every_customer_not_one_page(client, staff, crowd):
    response = await client.get("/admin-service/clients/csv", headers=staff["admin"])
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/csv; charset=utf-8"
    assert response.headers["content-disposition"] == 'attachment; filename="clienti-2026-12-01.csv"'
    assert response.content.startswith(b"\xef\xbb\xbf")  # the BOM: spreadsheets read ă, ș, ț
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0] == ["Nume", "Prenume", "Telefon", "E-mail", "Cont", "Newsletter", "Comenzi", "Valoare (RON)"]
    assert len(rows) == 1 + 25  # beyond the report's page of 20
    assert rows[1] == ["Pop", "Ana", "0700000000", "pop01@example.ro", "Nu", "Nu", "2", "1234,50"]
    assert rows[2] == ["Pop", "Ana", "", "pop02@example.ro", "Da", "Nu", "0", "0,00"]
    assert rows[-1] == ["Zamfir", "Bogdan", "0722000111", "bogdan@example.ro", "Da", "Da", "0", "0,00"]
    page = (await client.get("/admin-service/clients?page=0&size=20", headers=staff["admin"])).json()
    assert [row[3] for row in rows[1:21]] == [row["mail"] for row in page["content"]]


async def test_the_csv_is_named_after_today_in_romania(client, staff):
    plugin.current_clock().move_to(sibiu(2026, 12, 2, 0, 30))  # still 1 December in UTC
    response = await client.get("/admin-service/clients/csv", headers=staff["admin"])
    assert response.headers["content-disposition"] == 'attachment; filename="clienti-2026-12-02.csv"'
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert len(rows) == 3  # the header, Ana and Bogdan


async def test_a_name_typed_as_a_formula_stays_text_in_the_csv(client, staff, db_session):
    await add_order(
        db_session,
        sibiu(2026, 11, 3, 9, 0),
        OrderStatus.DELIVERED,
        "5.00",
        guest=("x@example.ro", "=HYPERLINK(1)", "@SUM", "0700000009"),
    )
    response = await client.get("/admin-service/clients/csv", headers=staff["admin"])
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert ["'@SUM", "'=HYPERLINK(1)", "0700000009", "x@example.ro", "Nu", "Nu", "1", "5,00"] in rows


async def test_the_csv_is_in_the_openapi_document(client):
    document = (await client.get("/admin-service/openapi.json")).json()
    answer = document["paths"]["/admin-service/clients/csv"]["get"]["responses"]["200"]
    assert list(answer["content"]) == ["text/csv"]
    assert "hasAccount" in document["components"]["schemas"]["ClientRow"]["required"]
