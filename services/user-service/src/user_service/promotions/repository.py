"""Promotion queries. "Due on a day" is written once, here, as SQL: the storefront's list and the
checkout both ask through it."""

from datetime import date

from sqlalchemy import ColumnElement, and_, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import raiseload, selectinload

from bakery_shared.models import NewsletterSubscriber, Product, Promotion, PromotionProductSet, PromotionType

CODE_TYPES = (PromotionType.COUPON_CODE, PromotionType.NEWSLETTER_SUBSCRIPTION)


def due_on(today: date) -> ColumnElement[bool]:
    """Switched on, and `today` (Sibiu's date) between its first and last day, both included."""
    return and_(
        Promotion.active.is_(True),
        or_(Promotion.start_date.is_(None), Promotion.start_date <= today),
        or_(Promotion.end_date.is_(None), Promotion.end_date >= today),
    )


class PromotionRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def due(self, today: date) -> list[Promotion]:
        """Every promotion due today, with what the storefront shows of it."""
        rows = await self.session.scalars(
            select(Promotion)
            .where(due_on(today))
            .options(
                selectinload(Promotion.conditions),
                selectinload(Promotion.product_sets).selectinload(PromotionProductSet.products).selectinload(Product.dimensions),
                raiseload("*"),
            )
            .order_by(Promotion.id)
        )
        return list(rows)

    async def due_bundle(self, promotion_id: int, today: date) -> Promotion | None:
        return await self.session.scalar(
            select(Promotion)
            .where(Promotion.id == promotion_id, due_on(today))
            .options(selectinload(Promotion.product_sets).selectinload(PromotionProductSet.products))
        )

    async def due_code(self, code: str, today: date) -> Promotion | None:
        """The coupon or newsletter promotion with this code (any case), if due today."""
        return await self.session.scalar(
            select(Promotion)
            .where(func.lower(Promotion.coupon_code) == code.lower(), Promotion.type.in_(CODE_TYPES), due_on(today))
            .options(selectinload(Promotion.conditions))
        )

    async def name_of(self, promotion_id: int) -> str | None:
        return await self.session.scalar(select(Promotion.name).where(Promotion.id == promotion_id))

    async def code_exists(self, code: str) -> bool:
        found = await self.session.scalar(
            select(Promotion.id).where(func.lower(Promotion.coupon_code) == code.lower(), Promotion.type.in_(CODE_TYPES))
        )
        return found is not None

    async def is_subscribed(self, email: str) -> bool:
        found = await self.session.scalar(
            select(NewsletterSubscriber.id).where(
                NewsletterSubscriber.email == email, NewsletterSubscriber.unsubscribed_at.is_(None)
            )
        )
        return found is not None
