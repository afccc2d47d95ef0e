"""Newsletter subscribers and the newsletter promotion's personal codes."""

from datetime import date

from sqlalchemy import func, select

from bakery_shared.models import NewsletterSubscriber, PersonalCoupon, Promotion, PromotionType
from bakery_shared.repository import Repository

from ..promotions.repository import due_on


class NewsletterRepository(Repository):
    async def subscriber(self, email: str, *, for_update: bool = False) -> NewsletterSubscriber | None:
        query = select(NewsletterSubscriber).where(NewsletterSubscriber.email == email)
        if for_update:
            query = query.with_for_update()
        return await self.session.scalar(query)

    async def by_confirm_token(self, token_hash: str) -> NewsletterSubscriber | None:
        return await self.session.scalar(
            select(NewsletterSubscriber).where(NewsletterSubscriber.confirm_token_hash == token_hash).with_for_update()
        )

    async def newsletter_promotion(self, today: date) -> Promotion | None:
        """The newsletter promotion due today (the newest, if the owner made several)."""
        return await self.session.scalar(
            select(Promotion)
            .where(due_on(today), Promotion.type == PromotionType.NEWSLETTER_SUBSCRIPTION)
            .order_by(Promotion.id.desc())
            .limit(1)
        )

    async def coupon_of(self, promotion_id: int, email: str) -> PersonalCoupon | None:
        return await self.session.scalar(
            select(PersonalCoupon).where(PersonalCoupon.promotion_id == promotion_id, func.lower(PersonalCoupon.email) == email)
        )

    def add(self, row: object) -> None:
        self.session.add(row)
