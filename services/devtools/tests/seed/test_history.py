"""The demo bakery's past: six months of busy days the owner's screens can show, written
once into a shop without orders, with the report totals the triggers keep matching the orders."""

from collections import Counter, defaultdict
from datetime import datetime, timedelta
from decimal import Decimal
from statistics import mean

import pytest
from sqlalchemy import func, select, text
from sqlalchemy.orm import selectinload

from admin_service.main import create_app
from bakery_devtools.seed import seed
from bakery_devtools.seed.__main__ import wants_history
from bakery_devtools.seed.history import seed_history
from bakery_devtools.seed.history.calendar import DAYS, rush
from bakery_devtools.testing.plugin import current_clock, service_client
from bakery_shared.auth.tokens import issue_token_for
from bakery_shared.clock import BUSINESS_ZONE, Clock
from bakery_shared.models import (
    CakeRequest,
    CardPaymentState,
    DeliveryMethod,
    Dimension,
    GuestCustomer,
    NewsletterSend,
    NewsletterSubscriber,
    Order,
    OrderDeliveryDetails,
    OrderDimensionLine,
    OrderPayment,
    OrderProductLine,
    OrderStatus,
    PaymentMethod,
    Product,
    ProductSales,
    Reservation,
    Review,
    ReviewStatus,
    Role,
    User,
)
from bakery_shared.payments.states import disagreement

FINAL = {OrderStatus.DELIVERED, OrderStatus.REJECTED, OrderStatus.PAYMENT_EXPIRED}


@pytest.fixture
async def seeded(db_session):
    """The demo bakery with its past, in the test's transaction; what the seed reported writing."""
    await seed(db_session)
    return await seed_history(db_session, current_clock())


async def _orders(session) -> list[tuple]:
    """The orders placed from the menu: a custom cake's order waits for its day, whenever its
    deposit was paid (test_cakes.py)."""
    rows = await session.execute(
        select(Order.created_at, Order.status, Order.delivery_method, Order.coupon, OrderDeliveryDetails.city)
        .join(OrderDeliveryDetails, OrderDeliveryDetails.order_id == Order.id)
        .outerjoin(CakeRequest, CakeRequest.order_id == Order.id)
        .where(CakeRequest.id.is_(None))
    )
    return list(rows.all())


async def test_six_months_of_days_with_20_to_60_orders_busier_on_weekends_and_holidays(db_session):
    # Seeded on 3 June: its six months hold Christmas, 8 March, Easter and 1 June (seeded in early
    # December, they would hold no holiday at all).
    seeded_on = Clock(datetime(2027, 6, 3, 12, 0, tzinfo=BUSINESS_ZONE))
    await seed(db_session)
    await seed_history(db_session, seeded_on)
    today = seeded_on.today()
    per_day = Counter(created.astimezone(BUSINESS_ZONE).date() for created, *_ in await _orders(db_session))
    past = {day: n for day, n in per_day.items() if day < today}
    assert len(past) == DAYS - 1 and min(past) == today - timedelta(days=DAYS - 1)
    assert all(20 <= n <= 60 for n in past.values()), sorted(past.items(), key=lambda kv: kv[1])[:3]
    plain = [n for day, n in past.items() if day.isoweekday() <= 4 and rush(day) == 1.0]
    weekend = [n for day, n in past.items() if day.isoweekday() >= 6 and rush(day) == 1.0]
    assert mean(weekend) > mean(plain) + 8
    eves = [n for day, n in past.items() if rush(day) >= 1.3]  # the last days before a holiday
    assert len(eves) >= 8 and mean(eves) > mean(plain) + 8
    assert per_day[today] >= 12  # today's work for the panel


async def test_past_orders_are_finished_and_today_has_work_in_every_status(db_session, seeded):
    today = current_clock().today()
    orders = await _orders(db_session)
    past_statuses = {status for created, status, *_ in orders if created.astimezone(BUSINESS_ZONE).date() < today}
    today_statuses = {status for created, status, *_ in orders if created.astimezone(BUSINESS_ZONE).date() == today}
    assert past_statuses == FINAL
    assert {OrderStatus.NEW, OrderStatus.CONFIRMED, OrderStatus.SCHEDULED, OrderStatus.AWAITING_PAYMENT} <= today_statuses
    assert {status for _, status, *_ in orders} == set(OrderStatus)
    deliveries = [city for _, _, method, _, city in orders if method == DeliveryMethod.DELIVERY]
    assert {"Sibiu", "Șelimbăr", "Cisnădie"} <= set(deliveries)
    assert len(deliveries) > len(orders) / 4
    assert "FIDELITATE10" in {coupon for *_, coupon, _ in orders}
    promotions = Counter((await db_session.execute(select(Order.discount_lines[0]["promotionName"].astext))).scalars())
    assert {"Fidelitate: 10% la a doua comandă", "Black Friday: 25% la tot"} <= set(promotions)
    # An open order holds no limited stock or kitchen capacity: rejecting it gives back nothing it never took.
    open_sizes = (
        select(Dimension.stock_unlimited, Dimension.daily_capacity, Product.daily_capacity)
        .join(OrderDimensionLine, OrderDimensionLine.dimension_id == Dimension.id)
        .join(OrderProductLine, OrderProductLine.id == OrderDimensionLine.product_line_id)
        .join(Order, Order.id == OrderProductLine.order_id)
        .join(Product, Product.id == Dimension.product_id)
        .where(Order.status.not_in(FINAL))
    )
    held = (await db_session.execute(open_sizes)).all()
    assert held and all(unlimited and size is None and product is None for unlimited, size, product in held)
    limited = select(func.count()).select_from(Dimension).where(Dimension.stock_unlimited.is_(False))
    assert await db_session.scalar(limited) > 0  # the rule above had something to keep out
    accounts = await db_session.scalar(select(func.count()).select_from(User).where(User.role == Role.USER))
    guests = await db_session.scalar(select(func.count()).select_from(GuestCustomer))
    assert accounts >= 300 and guests >= 200


async def test_reviews_bookings_and_newsletter(db_session, seeded):
    reviews = Counter((await db_session.execute(select(Review.status))).scalars())
    assert set(reviews) == set(ReviewStatus) and reviews[ReviewStatus.PUBLISHED] > reviews[ReviewStatus.HIDDEN]
    today = current_clock().today()
    booked = list(await db_session.scalars(select(Reservation.reservation_date)))
    assert min(booked) < today < max(booked) and today in booked
    subscribers = await db_session.scalar(
        select(func.count()).select_from(NewsletterSubscriber).where(NewsletterSubscriber.confirmed_at.is_not(None))
    )
    sent = list(await db_session.scalars(select(NewsletterSend)))
    assert subscribers > 100
    assert len(sent) == 1 and sent[0].sent_at is not None and 0 < sent[0].recipients_count < subscribers


async def test_report_totals_kept_by_triggers_match_the_orders(db_session, seeded):
    """The best sellers and the guests of the customers report read running totals; the bulk
    writing must leave them as the orders one by one would have: a guest's delivered order counts
    its total, or paid online what was captured less refunded (migration 0013)."""
    delivered = (
        select(OrderProductLine.product_name, func.sum(OrderDimensionLine.quantity))
        .join(OrderDimensionLine, OrderDimensionLine.product_line_id == OrderProductLine.id)
        .join(Order, Order.id == OrderProductLine.order_id)
        .where(Order.status == OrderStatus.DELIVERED)
        .group_by(OrderProductLine.product_name)
    )
    pieces = dict((await db_session.execute(delivered)).all())
    totals = dict((await db_session.execute(select(ProductSales.product_name, ProductSales.quantity))).all())
    assert totals == pieces and len(totals) > 15
    sums: dict[str, list] = defaultdict(lambda: [0, Decimal(0)])
    guest_orders = (
        select(func.lower(OrderDeliveryDetails.email), Order.total_price, OrderPayment)
        .join(Order, Order.id == OrderDeliveryDetails.order_id)
        .outerjoin(OrderPayment, OrderPayment.order_id == Order.id)
        .where(Order.user_id.is_(None), Order.status == OrderStatus.DELIVERED)
    )
    refunded = 0
    for email, total, paid in (await db_session.execute(guest_orders)).all():
        online = paid is not None and paid.method == PaymentMethod.ONLINE
        refunded += online and paid.refunded_amount > 0
        sums[email][0] += 1
        sums[email][1] += (paid.captured_amount or 0) - paid.refunded_amount if online else total
    lines = (
        await db_session.execute(select(GuestCustomer.email_key, GuestCustomer.number_of_purchases, GuestCustomer.order_amount))
    ).all()
    assert {key: [n, amount] for key, n, amount in lines if n} == dict(sums)
    assert refunded > 0  # the history holds guests' refunded card orders, so the rule above is tried


async def test_every_seeded_card_payment_agrees_with_its_records(db_session, seeded):
    """The past's card payments were moved through the state table as the services move real ones:
    each one's state, captured and refunded sums are what its records add up to."""
    payments = (
        await db_session.scalars(
            select(OrderPayment)
            .where(OrderPayment.method == PaymentMethod.ONLINE)
            .options(selectinload(OrderPayment.records), selectinload(OrderPayment.refunds))
        )
    ).all()
    states = Counter(payment.card_state for payment in payments)
    S = CardPaymentState
    assert {S.AWAITING, S.CAPTURED, S.RELEASED, S.EXPIRED} <= set(states), states
    assert {payment.id: why for payment in payments if (why := disagreement(payment))} == {}
    refunded = [payment for payment in payments if payment.refunds]
    assert all(
        [record.refund_id for record in payment.records if record.refund_id] == [r.id for r in payment.refunds]
        for payment in refunded
    )


async def test_a_second_seed_adds_nothing(db_session, seeded):
    orders = await db_session.scalar(select(func.count()).select_from(Order))
    assert seeded["orders"] == orders
    assert await seed_history(db_session, current_clock()) == {}
    assert not any((await seed(db_session)).values())
    assert await db_session.scalar(select(func.count()).select_from(Order)) == orders


def test_the_empty_shop_switch():
    assert wants_history({}) and wants_history({"BAKERY_SEED_HISTORY": "1"})
    assert not any(wants_history({"BAKERY_SEED_HISTORY": v}) for v in ("0", "no", "false", "OFF"))


async def test_the_owners_screens_show_the_past(test_settings, db_connection, db_session, redis_client, seeded):
    admin = await db_session.scalar(select(User).where(User.role == Role.ADMIN))
    headers = {"Authorization": f"Bearer {issue_token_for(test_settings, current_clock().now(), admin)[0]}"}
    today = current_clock().today()
    async with service_client(create_app(test_settings), db_connection) as client:
        dashboard = (await client.get("/admin-service/dashboard", headers=headers)).json()
        month = today - timedelta(days=29)
        chart = (await client.get(f"/admin-service/sales/per-day?startDate={month}&endDate={today}", headers=headers)).json()
        best = (await client.get("/admin-service/most-sold/products", headers=headers)).json()
        clients = (await client.get("/admin-service/clients?page=0&size=20", headers=headers)).json()
        reviews = (await client.get("/admin-service/reviews?page=0&size=10", headers=headers)).json()
        last_month = (await client.get("/admin-service/sales/order-numbers-last-month", headers=headers)).json()
    assert sum(s["count"] for s in dashboard["ordersByStatus"]) >= 10  # the one awaiting its card is not the staff's
    assert dashboard["numberOfUnansweredOrders"] >= 3 and dashboard["reservationsToday"]
    assert dashboard["newCustomers"] >= 2 and dashboard["newSubscribers"] >= 2
    past_days = [d for d in chart["days"] if d["day"] < today.isoformat()]
    assert len(past_days) == 29 and all(d["numberOfOrders"] >= 15 and Decimal(d["income"]) > 0 for d in past_days)
    assert len(best) >= 10 and best[0]["totalQuantity"] > best[-1]["totalQuantity"]
    assert clients["totalElements"] >= 500 and clients["content"]
    assert reviews["totalElements"] > 100
    assert last_month["numberOfOrders"] > 500 and Decimal(last_month["totalIncomeFromOrders"]) > 10_000


async def test_the_staff_panel_lists_todays_work_and_the_past(test_settings, db_connection, db_session, redis_client, seeded):
    from user_service.main import create_app as create_user_app

    manager = await db_session.scalar(select(User).where(User.role == Role.MANAGER))
    headers = {"Authorization": f"Bearer {issue_token_for(test_settings, current_clock().now(), manager)[0]}"}
    async with service_client(create_user_app(test_settings), db_connection) as client:
        waiting = await client.get("/user-service/get-all-orders?status=NEW&page=0&size=20", headers=headers)
        everything = await client.get("/user-service/get-all-orders?page=0&size=100", headers=headers)
        total = everything.json()["totalElements"]
        oldest = await client.get(f"/user-service/get-all-orders?page={(total - 1) // 100}&size=100", headers=headers)
    assert waiting.status_code == 200 and len(waiting.json()["content"]) >= 3
    # The staff never see the orders whose card was not (or not yet) authorized.
    assert everything.status_code == 200 and len(everything.json()["content"]) == 100 and 3_000 < total < seeded["orders"]
    assert oldest.status_code == 200 and oldest.json()["content"]


async def test_the_seeded_past_is_planned_with_its_real_size(db_session):
    """Planned as a handful of rows (tables last analyzed empty, as between tests or on a fresh
    database), the customers report ran a nested loop over every order for every account, for
    minutes: the seed leaves the planner the figures of what it wrote."""
    await db_session.execute(text("ANALYZE"))  # the tables as the planner last saw them: empty
    await seed(db_session)
    await seed_history(db_session, current_clock())
    orders = await db_session.scalar(select(func.count()).select_from(Order))
    plan = await db_session.scalar(text("EXPLAIN (FORMAT JSON) SELECT * FROM orders"))
    assert orders > 3_000 and plan[0]["Plan"]["Plan Rows"] > orders / 2
