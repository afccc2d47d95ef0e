"""The report queries. Income counts DELIVERED orders only: a rejected order never counts, and an
order still on its way counts once it is delivered. An order paid online counts the money its card
payment captured less what was refunded; one paid at pickup or delivery, its total. A custom cake
counts by its money on the days it came in, its order's total never (see `cake_money`). Each query
is bounded by an index: `ix_orders_status_created_at` for the sales figures, the running totals of
`product_sales` for the best sellers. The customers (accounts and guests together) are one query:
see `customers`."""

from datetime import date, datetime
from decimal import Decimal
from typing import NamedTuple

from sqlalchemy import Date, cast, exists, false, func, or_, select, true, union_all
from sqlalchemy.orm import aliased

from bakery_shared.clock import BUSINESS_TIMEZONE
from bakery_shared.models import (
    CakeRequest,
    Category,
    GuestCustomer,
    NewsletterSubscriber,
    Order,
    OrderStatus,
    Product,
    ProductSales,
    Role,
    User,
)
from bakery_shared.repository import Repository

from . import cake_money
from .cake_money import ORDER_INCOME, with_payment_and_cake
from .income import INCOME, with_payment

__all__ = ["INCOME", "Customer", "ReportRepository", "with_payment"]

COUNTED = OrderStatus.DELIVERED


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
        that came in meanwhile (a cake's order counted as an order, its total not: `cake_money`)."""
        row = (
            await self.session.execute(
                with_payment_and_cake(select(func.count(), func.coalesce(func.sum(ORDER_INCOME), 0))).where(
                    Order.status == COUNTED, Order.created_at >= start, Order.created_at < end
                )
            )
        ).one()
        cakes = await self.session.scalar(cake_money.money_total(start, end))
        return int(row[0]), Decimal(row[1]) + Decimal(cakes or 0)

    async def sales_per_day(self, start: datetime, end: datetime) -> list[tuple[date, int, Decimal]]:
        """(Sibiu day, delivered orders, income) for each day in [start, end) with orders or
        custom cake money (its own day: captured, refunded, paid at the counter)."""
        day = cast(func.timezone(BUSINESS_TIMEZONE, Order.created_at), Date)
        rows = await self.session.execute(
            with_payment_and_cake(select(day, func.count(), func.sum(ORDER_INCOME)))
            .where(Order.status == COUNTED, Order.created_at >= start, Order.created_at < end)
            .group_by(day)
        )
        days = {d: (int(n), Decimal(total)) for d, n, total in rows.all()}
        for d, amount in (await self.session.execute(cake_money.money_per_day(start, end))).all():
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
        a purchase (`cake_money.customers_cakes`), on the line of the account that asked or of the
        request's e-mail; their orders are left out of the orders' sums, and out of what the
        triggers counted on a guest's line (`cake_money.guest_cake_orders`), so a cake never counts
        twice. A guest who only asked for a cake gets a line of their own. The total is a window
        count over the same rows."""
        bought = (  # cake orders left out: the cakes are counted below, by their money
            with_payment_and_cake(select(Order.user_id, func.count().label("purchases"), func.sum(INCOME).label("amount")))
            .where(Order.user_id.is_not(None), Order.status == COUNTED, CakeRequest.id.is_(None))
            .group_by(Order.user_id)
            .subquery("bought")
        )
        cakes = cake_money.customers_cakes()
        guest_cakes = cake_money.guest_cake_orders()
        before = aliased(GuestCustomer, name="before")  # the account's orders placed as a guest
        # Compared byte by byte: no language's order is needed to tell e-mails apart, and it is faster.
        account_key = func.lower(User.email).collate("C")

        def added(orders, as_guest, column: str):
            """The orders' figure of a line, what the triggers counted of cake orders off, the cakes' on."""
            return (
                func.coalesce(orders, 0)
                + func.coalesce(as_guest, 0)
                - func.coalesce(guest_cakes.c[column], 0)
                + func.coalesce(cakes.c[column], 0)
            )

        accounts = (
            select(
                User.last_name,
                User.first_name,
                User.phone_number,
                User.email.label("mail"),
                account_key.label("mail_key"),
                User.newsletter_accepted,
                true().label("has_account"),
                added(bought.c.purchases, before.number_of_purchases, "purchases").label("number_of_purchases"),
                added(bought.c.amount, before.order_amount, "amount").label("order_amount"),
            )
            .outerjoin(bought, bought.c.user_id == User.id)
            .outerjoin(before, before.email_key == func.lower(User.email))
            .outerjoin(guest_cakes, guest_cakes.c.email_key == func.lower(User.email))
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
                added(None, guest.number_of_purchases, "purchases").label("number_of_purchases"),
                added(None, guest.order_amount, "amount").label("order_amount"),
            )
            .select_from(guest)
            .join(cakes, cakes.c.email_key == guest.email_key, full=True)
            .outerjoin(guest_cakes, guest_cakes.c.email_key == guest.email_key)
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
