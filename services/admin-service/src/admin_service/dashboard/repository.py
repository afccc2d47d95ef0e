"""Queries of the owner's day at a glance; each is bounded by a date index or a small table."""

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import selectinload

from bakery_shared.models import (
    Dimension,
    NewsletterSubscriber,
    Order,
    OrderStatus,
    Product,
    Reservation,
    Role,
    User,
)
from bakery_shared.repository import Repository

from ..reports.repository import INCOME, with_payment

# Paid online and not yet (or never) authorized: not the staff's.
STAFF_SEE = frozenset(OrderStatus) - {OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_EXPIRED}
LOW_STOCK = (1, 4)  # the specification's low-stock label, "Mai sunt doar N bucăți"


class DashboardRepository(Repository):
    async def orders_by_status(self, start: datetime, end: datetime) -> dict[OrderStatus, int]:
        """Orders the staff see, by status (not those awaiting or never given their online payment)."""
        rows = await self.session.execute(
            select(Order.status, func.count())
            .where(Order.created_at >= start, Order.created_at < end, Order.status.in_(STAFF_SEE))
            .group_by(Order.status)
        )
        return dict(rows.all())

    async def income(self, start: datetime, end: datetime) -> Decimal:
        total = await self.session.scalar(
            with_payment(select(func.coalesce(func.sum(INCOME), 0))).where(
                Order.status == OrderStatus.DELIVERED, Order.created_at >= start, Order.created_at < end
            )
        )
        return Decimal(total)

    async def unanswered(self, limit: int = 10) -> tuple[list[Order], int]:
        """Orders still waiting to be accepted or rejected (a scheduled one too), longest waiting first."""
        where = Order.status.in_((OrderStatus.NEW, OrderStatus.SCHEDULED))
        total = await self.session.scalar(select(func.count()).select_from(Order).where(where)) or 0
        rows = await self.session.scalars(
            select(Order)
            .where(where)
            .order_by(Order.created_at)
            .limit(limit)
            .options(selectinload(Order.delivery_details), selectinload(Order.payment))
        )
        return list(rows), total

    async def reservations_on(self, day: date) -> list[Reservation]:
        return list(
            await self.session.scalars(
                select(Reservation).where(Reservation.reservation_date == day).order_by(Reservation.time, Reservation.id)
            )
        )

    async def new_subscribers(self, start: datetime, end: datetime) -> int:
        return (
            await self.session.scalar(
                select(func.count())
                .select_from(NewsletterSubscriber)
                .where(NewsletterSubscriber.subscribed_at >= start, NewsletterSubscriber.subscribed_at < end)
            )
            or 0
        )

    async def new_customers(self, start: datetime, end: datetime) -> int:
        return (
            await self.session.scalar(
                select(func.count())
                .select_from(User)
                .where(User.role == Role.USER, User.created_at >= start, User.created_at < end)
            )
            or 0
        )

    async def low_stock(self, limit: int = 20) -> list[tuple[int, str, str, int]]:
        rows = await self.session.execute(
            select(Product.id, Product.name, Dimension.value, Dimension.stock)
            .join(Dimension, Dimension.product_id == Product.id)
            .where(Dimension.stock_unlimited.is_(False), Dimension.stock.between(*LOW_STOCK))
            .order_by(Dimension.stock, Product.name)
            .limit(limit)
        )
        return [(pid, name, value, stock) for pid, name, value, stock in rows.all()]
