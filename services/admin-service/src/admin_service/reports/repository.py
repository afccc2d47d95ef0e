"""The report queries. Income counts DELIVERED orders only: a rejected order never counts, and an
order still on its way counts once it is delivered. An order paid online counts the money its card
payment captured less what was refunded; one paid at pickup or delivery, its total. Each query is
bounded by an index: `ix_orders_status_created_at` for the sales figures, the running totals of
`product_sales` for the best sellers. The customers (accounts and guests together) are one query:
see `customers`.

A custom cake counts by its money as it came in, never by its order's total. A paid deposit makes
an order (SCHEDULED, one cake line, total = the quote's price, linked by `cake_requests.order_id`)
that is delivered like any other; counting its total as an order's would count the cake on its
placement day and, beside the deposit captured weeks before, a second time. So the sales figures
take the income of an order linked from a cake request off their sums again (the order still counts
as one delivered order; the orders are summed as before, from their indexes, and the few cake
orders are read from the cake requests) and add the cake's money on the days it moved:

- a deposit, or a rest charged online, on the day it was captured (`CakePayment.captured_at`, its
  captured sum);
- a refund of either, taken off on the day it was made (`CardRefund.created_at`, `cake_payment_id`);
- a rest paid at the counter (`rest_paid_with` set), on the day the cake was delivered (the
  request's DELIVERED change, made in the step that delivers its order), as the order's total less
  what was captured online.

The customers report counts a cake the same way for the customer who asked for it: its money
(whatever became of the request, so a deposit kept after a late cancellation counts) and, once
delivered, one purchase."""

from datetime import date, datetime
from decimal import Decimal
from typing import NamedTuple

from sqlalchemy import (
    BigInteger,
    Date,
    DateTime,
    Integer,
    String,
    and_,
    case,
    cast,
    exists,
    false,
    func,
    null,
    or_,
    select,
    true,
    union_all,
)
from sqlalchemy.dialects.postgresql import aggregate_order_by
from sqlalchemy.orm import aliased

from bakery_shared.clock import BUSINESS_TIMEZONE
from bakery_shared.models import (
    CakePayment,
    CakeRequest,
    CakeRequestChange,
    CakeRequestStatus,
    CardRefund,
    Category,
    GuestCustomer,
    NewsletterSubscriber,
    Order,
    OrderDeliveryDetails,
    OrderStatus,
    Product,
    ProductSales,
    Role,
    User,
)
from bakery_shared.repository import Repository

from .income import INCOME, with_payment

__all__ = ["INCOME", "Customer", "ReportRepository", "with_payment"]

COUNTED = OrderStatus.DELIVERED


# Custom cakes: what the module's docstring says, as selectables `ReportRepository` runs.


def _cake_captured_per_request():
    return (
        select(CakePayment.request_id, func.sum(func.coalesce(CakePayment.captured_amount, 0)).label("captured"))
        .group_by(CakePayment.request_id)
        .subquery("captured")
    )


def _cake_money_moves(start: datetime, end: datetime):
    """(at, amount) of every move of custom cake money in [start, end): captures, refunds (negative),
    rests paid at the counter, and the income of the cakes' delivered orders (negative: the orders'
    sums counted it, by the same rule as any order's)."""
    captures = select(CakePayment.captured_at.label("at"), CakePayment.captured_amount.label("amount")).where(
        CakePayment.captured_at >= start, CakePayment.captured_at < end, CakePayment.captured_amount.is_not(None)
    )
    refunds = select(CardRefund.created_at.label("at"), (-CardRefund.amount).label("amount")).where(
        CardRefund.cake_payment_id.is_not(None), CardRefund.created_at >= start, CardRefund.created_at < end
    )
    captured = _cake_captured_per_request()
    at_counter = (
        select(
            CakeRequestChange.changed_at.label("at"),
            func.greatest(Order.total_price - func.coalesce(captured.c.captured, 0), 0).label("amount"),
        )
        .select_from(CakeRequest)
        .join(
            CakeRequestChange,
            and_(CakeRequestChange.request_id == CakeRequest.id, CakeRequestChange.to_status == CakeRequestStatus.DELIVERED),
        )
        .join(Order, Order.id == CakeRequest.order_id)
        .outerjoin(captured, captured.c.request_id == CakeRequest.id)
        .where(CakeRequest.rest_paid_with.is_not(None), CakeRequestChange.changed_at >= start, CakeRequestChange.changed_at < end)
    )
    # The delivered cake orders the orders' sums counted, taken off again on their placement day.
    counted_orders = with_payment(
        select(Order.created_at.label("at"), (-INCOME).label("amount"))
        .select_from(CakeRequest)
        .join(Order, Order.id == CakeRequest.order_id)
    ).where(Order.status == COUNTED, Order.created_at >= start, Order.created_at < end)
    return union_all(captures, refunds, at_counter, counted_orders).subquery("cake_money")


def _cake_money_total(start: datetime, end: datetime):
    moves = _cake_money_moves(start, end)
    return select(func.coalesce(func.sum(moves.c.amount), 0))


def _cake_money_per_day(start: datetime, end: datetime):
    moves = _cake_money_moves(start, end)
    day = cast(func.timezone(BUSINESS_TIMEZONE, moves.c.at), Date)
    return select(day, func.sum(moves.c.amount)).group_by(day)


def _customers_cakes():
    """One row per customer e-mail (lower case; an account's own for a signed-in request) of
    everyone who asked for a custom cake: the contact of their latest request, how many of their
    cakes were delivered and the money their cakes brought in (paid online less refunded, plus a
    rest paid at the counter), less what the guests' lines (`guest_customers`, kept by triggers
    from the orders) counted of the cakes' delivered orders placed without an account: one join on
    the e-mail does both."""
    paid = (
        select(
            CakePayment.request_id,
            func.sum(func.coalesce(CakePayment.captured_amount, 0)).label("captured"),
            func.sum(func.coalesce(CakePayment.captured_amount, 0) - CakePayment.refunded_amount).label("kept"),
        )
        .group_by(CakePayment.request_id)
        .subquery("paid")
    )
    asked = aliased(User, name="asked")
    # The request's own status: moved with its order, and written by the one status table.
    delivered = CakeRequest.status == CakeRequestStatus.DELIVERED
    at_counter = case(
        (
            and_(CakeRequest.rest_paid_with.is_not(None), delivered),
            func.greatest(Order.total_price - func.coalesce(paid.c.captured, 0), 0),
        ),
        else_=0,
    )
    name = func.trim(CakeRequest.contact_name)
    first = func.coalesce(
        func.nullif(CakeRequest.delivery_details["firstName"].astext, ""),
        func.trim(func.regexp_replace(name, r"\s*\S+$", "")),
    )
    last = func.coalesce(func.nullif(CakeRequest.delivery_details["lastName"].astext, ""), func.substring(name, r"(\S+)$"), "")
    cakes = (
        select(
            func.lower(func.coalesce(asked.email, CakeRequest.contact_email)).label("email_key"),
            CakeRequest.contact_email.label("email"),
            func.left(first, 40).label("first_name"),
            func.left(last, 40).label("last_name"),
            CakeRequest.contact_phone.label("phone_number"),
            CakeRequest.created_at,
            CakeRequest.id,
            case((delivered, 1), else_=0).label("delivered"),
            (func.coalesce(paid.c.kept, 0) + at_counter).label("money"),
        )
        .outerjoin(asked, asked.id == CakeRequest.user_id)
        .outerjoin(Order, Order.id == CakeRequest.order_id)
        .outerjoin(paid, paid.c.request_id == CakeRequest.id)
    )
    counted = _delivered_cake_orders(of_guests=True)
    taken_off = select(
        counted.c.key,
        *(cast(null(), String) for _ in range(4)),
        cast(null(), DateTime(timezone=True)),
        cast(null(), BigInteger),
        -cast(counted.c.purchases, Integer),  # an integer, as a count is: the sum stays one
        -counted.c.amount,
    )
    rows = union_all(cakes, taken_off).subquery("cake_rows")
    # The contact of the latest request (the rows taken off have none: they sort last).
    newest = (rows.c.created_at.desc().nulls_last(), rows.c.id.desc().nulls_last())

    def latest(column):
        return func.array_agg(aggregate_order_by(column, *newest))[1]

    return (
        select(
            rows.c.email_key,
            latest(rows.c.email).label("email"),
            latest(rows.c.first_name).label("first_name"),
            latest(rows.c.last_name).label("last_name"),
            latest(rows.c.phone_number).label("phone_number"),
            func.sum(rows.c.delivered).label("purchases"),
            func.sum(rows.c.money).label("amount"),
        )
        .group_by(rows.c.email_key)
        .subquery("cakes")
    )


def _delivered_cake_orders(*, of_guests: bool):
    """What the orders' sums counted of the cakes' delivered orders: for accounts by user id (the
    report's `bought`), for guests by their contact's e-mail (what the triggers keeping
    `guest_customers` counted); how many and their income. The customers report takes them off
    and counts the cakes by their money instead."""
    key = func.lower(OrderDeliveryDetails.email) if of_guests else Order.user_id
    query = (
        select(key.label("key"), func.count().label("purchases"), func.coalesce(func.sum(INCOME), 0).label("amount"))
        .select_from(CakeRequest)
        .join(Order, Order.id == CakeRequest.order_id)
        .where(Order.status == COUNTED)
        .group_by(key)
    )
    if of_guests:
        query = query.join(OrderDeliveryDetails, OrderDeliveryDetails.order_id == Order.id).where(
            Order.user_id.is_(None), OrderDeliveryDetails.email != ""
        )
    else:
        query = query.where(Order.user_id.is_not(None))
    return with_payment(query).subquery("guest_cake_orders" if of_guests else "account_cake_orders")


class Customer(NamedTuple):
    """One line of the customers report: an account, or a guest known by the e-mail of their orders."""

    last_name: str
    first_name: str
    phone_number: str | None
    mail: str
    newsletter_accepted: bool
    has_account: bool
    number_of_purchases: int
    order_amount: Decimal


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


class ReportRepository(Repository):
    async def sales(self, start: datetime, end: datetime) -> tuple[int, Decimal]:
        """Delivered orders placed in [start, end) and their income, with the custom cakes' money
        that came in meanwhile (a cake's order counted as an order, its total not: see the module's docstring)."""
        row = (
            await self.session.execute(
                with_payment(select(func.count(), func.coalesce(func.sum(INCOME), 0))).where(
                    Order.status == COUNTED, Order.created_at >= start, Order.created_at < end
                )
            )
        ).one()
        cakes = await self.session.scalar(_cake_money_total(start, end))
        return int(row[0]), Decimal(row[1]) + Decimal(cakes or 0)

    async def sales_per_day(self, start: datetime, end: datetime) -> list[tuple[date, int, Decimal]]:
        """(Sibiu day, delivered orders, income) for each day in [start, end) with orders or
        custom cake money (its own day: captured, refunded, paid at the counter)."""
        day = cast(func.timezone(BUSINESS_TIMEZONE, Order.created_at), Date)
        rows = await self.session.execute(
            with_payment(select(day, func.count(), func.sum(INCOME)))
            .where(Order.status == COUNTED, Order.created_at >= start, Order.created_at < end)
            .group_by(day)
        )
        days = {d: (int(n), Decimal(total)) for d, n, total in rows.all()}
        for d, amount in (await self.session.execute(_cake_money_per_day(start, end))).all():
            n, total = days.get(d, (0, Decimal(0)))
            days[d] = (n, total + Decimal(amount))
        return [(d, n, total) for d, (n, total) in sorted(days.items())]

    async def best_sellers(self, *, category_id: int | None, search: str | None, limit: int) -> list[tuple[str, int]]:
        """From the running totals (`product_sales`, kept by triggers as orders become delivered)."""
        quantity = func.sum(ProductSales.quantity)
        query = (
            select(ProductSales.product_name, quantity)
            .group_by(ProductSales.product_name)
            .having(quantity > 0)
            .order_by(quantity.desc(), ProductSales.product_name)
            .limit(limit)
        )
        if category_id is not None:
            query = query.join(Product, Product.id == ProductSales.product_id).where(Product.category_id == category_id)
        if search:
            query = query.where(ProductSales.product_name.ilike(f"%{_escape_like(search.strip())}%"))
        rows = await self.session.execute(query)
        return [(name, int(total)) for name, total in rows.all()]

    async def category_id_of(self, text: str) -> int | None:
        """A category named by its id, its name or its value; None when none matches."""
        where = [func.lower(Category.name) == text.lower(), func.lower(Category.value) == text.lower()]
        if text.isascii() and text.isdigit() and len(text) <= 18:  # an id within bigint
            where.append(Category.id == int(text))
        return await self.session.scalar(select(Category.id).where(or_(*where)).limit(1))

    async def customers(self, *, page: int | None = None, size: int | None = None) -> tuple[list[Customer], int]:
        """Every customer, by last name, first name, then e-mail (unique across both kinds, so the
        order is stable across pages), and how many there are; one page of them when `size` is
        given, all of them otherwise (the CSV).

        One statement: the accounts (role USER) with their delivered orders summed (a partial
        index) plus what they ordered as guests before, UNION ALL the guests, one line per e-mail
        kept by triggers in `guest_customers` (migration 0010), the e-mails of accounts left out
        (the account's line stands for them). Custom cakes count by their money and, delivered, as
        a purchase (`_customers_cakes`), on the line of the account that asked or of the request's
        e-mail; what the orders' sums counted of their delivered orders is taken off
        (`_delivered_cake_orders`: read from the few cake requests, so the orders are still summed
        as before), so a cake never counts twice. A guest who only asked for a cake gets a line of
        their own. The total is a window count over the same rows."""
        bought = (
            with_payment(select(Order.user_id, func.count().label("purchases"), func.sum(INCOME).label("amount")))
            .where(Order.user_id.is_not(None), Order.status == COUNTED)
            .group_by(Order.user_id)
            .subquery("bought")
        )
        cakes = _customers_cakes()
        account_cakes = _delivered_cake_orders(of_guests=False)
        before = aliased(GuestCustomer, name="before")  # the account's orders placed as a guest
        # Compared byte by byte: no language's order is needed to tell e-mails apart, and it is faster.
        account_key = func.lower(User.email).collate("C")

        def added(column: str, *counted):
            """A line's figure: what its orders counted (`guest_customers`' cake orders already
            taken off in `cakes`), plus its cakes."""
            total = func.coalesce(cakes.c[column], 0)
            for figure in counted:
                total = total + func.coalesce(figure, 0)
            return total

        accounts = (
            select(
                User.last_name,
                User.first_name,
                User.phone_number,
                User.email.label("mail"),
                account_key.label("mail_key"),
                User.newsletter_accepted,
                true().label("has_account"),
                (
                    added("purchases", bought.c.purchases, before.number_of_purchases)
                    - func.coalesce(account_cakes.c.purchases, 0)
                ).label("number_of_purchases"),
                (added("amount", bought.c.amount, before.order_amount) - func.coalesce(account_cakes.c.amount, 0)).label(
                    "order_amount"
                ),
            )
            .outerjoin(bought, bought.c.user_id == User.id)
            .outerjoin(before, before.email_key == func.lower(User.email))
            .outerjoin(account_cakes, account_cakes.c.key == User.id)
            .outerjoin(cakes, cakes.c.email_key == func.lower(User.email))
            .where(User.role == Role.USER)
        )
        guest = GuestCustomer
        # A guest's line: from their orders, from their cake requests, or both.
        key = func.coalesce(guest.email_key, cakes.c.email_key)
        subscribed = exists().where(
            func.lower(NewsletterSubscriber.email) == key,
            NewsletterSubscriber.confirmed_at.is_not(None),
            NewsletterSubscriber.unsubscribed_at.is_(None),
        )
        guests = (
            select(
                func.coalesce(guest.last_name, cakes.c.last_name),
                func.coalesce(guest.first_name, cakes.c.first_name),
                func.coalesce(guest.phone_number, cakes.c.phone_number),
                func.coalesce(guest.email, cakes.c.email).label("mail"),
                key.collate("C").label("mail_key"),
                subscribed.label("newsletter_accepted"),
                false().label("has_account"),
                added("purchases", guest.number_of_purchases).label("number_of_purchases"),
                added("amount", guest.order_amount).label("order_amount"),
            )
            .select_from(guest)
            .join(cakes, cakes.c.email_key == guest.email_key, full=True)
            .where(~exists().where(func.lower(User.email) == key))
        )

        everyone = union_all(accounts, guests).subquery("customer")
        # In the order of Customer's fields, so each row is one without a copy field by field.
        columns = [everyone.c[name] for name in Customer._fields]
        order = (everyone.c.last_name, everyone.c.first_name, everyone.c.mail_key)
        if size is None:  # every customer: no count to add
            rows = (await self.session.execute(select(*columns).order_by(*order))).all()
            return [Customer._make(r) for r in rows], len(rows)
        query = select(*columns, func.count().over().label("total")).order_by(*order)
        rows = (await self.session.execute(query.offset((page or 0) * size).limit(size))).all()
        if rows:
            total = rows[0].total
        elif page:  # past the last page: no row carries the count, so count on its own
            total = await self.session.scalar(select(func.count()).select_from(everyone))
        else:
            total = 0
        return [Customer._make(r[:-1]) for r in rows], int(total or 0)
