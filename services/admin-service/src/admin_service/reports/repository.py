"""The report queries. Income counts DELIVERED orders only: a rejected order never counts, and an
order still on its way counts once it is delivered. Each query is bounded by an index:
`ix_orders_status_created_at` for the sales figures, the running totals of `product_sales` for
the best sellers, and the customers are paged before their orders are summed."""

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import Date, cast, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.clock import BUSINESS_TIMEZONE
from bakery_shared.models import Category, Order, OrderStatus, Product, ProductSales, Role, User

COUNTED = OrderStatus.DELIVERED


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


class ReportRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def sales(self, start: datetime, end: datetime) -> tuple[int, Decimal]:
        """Delivered orders placed in [start, end) and their total."""
        row = (
            await self.session.execute(
                select(func.count(), func.coalesce(func.sum(Order.total_price), 0)).where(
                    Order.status == COUNTED, Order.created_at >= start, Order.created_at < end
                )
            )
        ).one()
        return int(row[0]), Decimal(row[1])

    async def sales_per_day(self, start: datetime, end: datetime) -> list[tuple[date, int, Decimal]]:
        """(Sibiu day, delivered orders, income) for each day with orders in [start, end)."""
        day = cast(func.timezone(BUSINESS_TIMEZONE, Order.created_at), Date)
        rows = await self.session.execute(
            select(day, func.count(), func.sum(Order.total_price))
            .where(Order.status == COUNTED, Order.created_at >= start, Order.created_at < end)
            .group_by(day)
            .order_by(day)
        )
        return [(d, int(n), Decimal(total)) for d, n, total in rows.all()]

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

    async def customers(self, *, page: int, size: int) -> tuple[list[User], int]:
        where = User.role == Role.USER
        total = await self.session.scalar(select(func.count()).select_from(User).where(where)) or 0
        rows = await self.session.scalars(
            select(User).where(where).order_by(User.last_name, User.first_name, User.id).offset(page * size).limit(size)
        )
        return list(rows), total

    async def purchases_of(self, user_ids: list[int]) -> dict[int, tuple[int, Decimal]]:
        if not user_ids:
            return {}
        rows = await self.session.execute(
            select(Order.user_id, func.count(), func.sum(Order.total_price))
            .where(Order.user_id.in_(user_ids), Order.status == COUNTED)
            .group_by(Order.user_id)
        )
        return {user_id: (int(n), Decimal(total)) for user_id, n, total in rows.all()}
