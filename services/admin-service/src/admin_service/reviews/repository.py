"""Queries of the owner's review moderation."""

from sqlalchemy import func, select

from bakery_shared.errors import NotFound
from bakery_shared.models import Order, Review, ReviewStatus
from bakery_shared.repository import Repository

from .schemas import ReviewPage, ReviewRow

REVIEW_NOT_FOUND = "Părerea nu a fost găsită."


class AdminReviewRepository(Repository):
    """All of the owner's review queries."""

    async def page(self, status: ReviewStatus | None, page: int, size: int) -> ReviewPage:
        where = [Review.status == status] if status else []
        total = await self.session.scalar(select(func.count()).select_from(Review).where(*where)) or 0
        rows = await self.session.execute(
            select(Review, Order.order_number)
            .join(Order, Order.id == Review.order_id)
            .where(*where)
            .order_by(Review.created_at.desc(), Review.id.desc())
            .offset(page * size)
            .limit(size)
        )
        return ReviewPage(content=[self.row(review, number) for review, number in rows.all()], total_elements=total)

    @staticmethod
    def row(review: Review, order_number: str) -> ReviewRow:
        return ReviewRow.model_validate(
            {
                **{c: getattr(review, c) for c in ("id", "author_name", "rating", "text", "status", "created_at")},
                "order_number": order_number,
            }
        )

    async def locked(self, review_id: int) -> Review:
        review = await self.session.get(Review, review_id, with_for_update=True)
        if review is None:
            raise NotFound(REVIEW_NOT_FOUND)
        return review

    async def delete(self, review_id: int) -> None:
        await self.session.delete(await self.locked(review_id))
        await self.session.flush()

    async def set_status(self, review_id: int, status: ReviewStatus) -> ReviewRow:
        review = await self.locked(review_id)
        review.status = status
        await self.session.flush()
        number = await self.session.scalar(select(Order.order_number).where(Order.id == review.order_id))
        return self.row(review, number or "")
