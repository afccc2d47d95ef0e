"""Promotion queries for the admin: the list with uses and money given, and what a save checks."""

from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import selectinload

from bakery_shared.models import (
    Category,
    Dimension,
    Order,
    OrderStatus,
    Product,
    Promotion,
    PromotionProductSet,
    PromotionRedemption,
)
from bakery_shared.repository import Repository

# Online orders nobody paid for (yet): their promotions were not used.
UNPAID = (OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_EXPIRED)


class AdminPromotionRepository(Repository):
    def _full(self):
        return (
            selectinload(Promotion.conditions),
            selectinload(Promotion.product_sets).selectinload(PromotionProductSet.products).selectinload(Product.dimensions),
        )

    async def all(self) -> list[Promotion]:
        rows = await self.session.scalars(select(Promotion).options(*self._full()).order_by(Promotion.id.desc()))
        return list(rows)

    async def get(self, promotion_id: int, *, for_update: bool = False) -> Promotion | None:
        query = select(Promotion).where(Promotion.id == promotion_id).options(*self._full())
        if for_update:
            query = query.with_for_update(of=Promotion)
        return await self.session.scalar(query)

    async def given_away(self) -> dict[int, tuple[int, Decimal]]:
        """promotion id -> (orders that used it, money it took off), counting no online order that
        nobody paid (awaiting its card, or lapsed): it used nothing, as the checkout's limits say."""
        rows = await self.session.execute(
            select(PromotionRedemption.promotion_id, func.count(), func.coalesce(func.sum(PromotionRedemption.amount), 0))
            .join(Order, Order.id == PromotionRedemption.order_id)
            .where(Order.status.not_in(UNPAID))
            .group_by(PromotionRedemption.promotion_id)
        )
        return {row[0]: (row[1], Decimal(row[2])) for row in rows.all()}

    async def code_taken(self, code: str, other_than: int | None) -> bool:
        query = select(Promotion.id).where(func.lower(Promotion.coupon_code) == code.lower())
        if other_than is not None:
            query = query.where(Promotion.id != other_than)
        return await self.session.scalar(query) is not None

    async def products(self, ids: set[int]) -> list[Product]:
        if not ids:
            return []
        return list(await self.session.scalars(select(Product).where(Product.id.in_(ids))))

    async def count_existing(self, model, ids: set[int]) -> int:
        if not ids:
            return 0
        return await self.session.scalar(select(func.count()).select_from(model).where(model.id.in_(ids))) or 0

    async def count_categories(self, ids: set[int]) -> int:
        return await self.count_existing(Category, ids)

    async def count_products(self, ids: set[int]) -> int:
        return await self.count_existing(Product, ids)

    async def count_dimensions(self, ids: set[int]) -> int:
        return await self.count_existing(Dimension, ids)
