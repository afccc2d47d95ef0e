"""Queries of reviews on the storefront."""

from sqlalchemy import func, select

from bakery_shared.models import Order, Review, ReviewStatus, User
from bakery_shared.repository import Repository


class ReviewRepository(Repository):
    async def order_of(self, order_id: int, user_id: int) -> Order | None:
        return await self.session.scalar(select(Order).where(Order.id == order_id, Order.user_id == user_id))

    async def account_name(self, user_id: int) -> tuple[str, str] | None:
        """The first and last name of the account, as the customer registered them."""
        row = (await self.session.execute(select(User.first_name, User.last_name).where(User.id == user_id))).one_or_none()
        return (row.first_name, row.last_name) if row is not None else None

    async def exists_for(self, order_id: int) -> bool:
        return await self.session.scalar(select(Review.id).where(Review.order_id == order_id)) is not None

    async def add(self, review: Review) -> Review:
        self.session.add(review)
        await self.session.flush()
        return review

    async def published(self, *, page: int, size: int) -> tuple[list[Review], int, float | None]:
        where = Review.status == ReviewStatus.PUBLISHED
        total, average = (await self.session.execute(select(func.count(), func.avg(Review.rating)).where(where))).one()
        rows = await self.session.scalars(
            select(Review).where(where).order_by(Review.created_at.desc(), Review.id.desc()).offset(page * size).limit(size)
        )
        return list(rows), int(total), (round(float(average), 1) if average is not None else None)

    async def reviewed_order_ids(self, user_id: int) -> list[int]:
        return list(await self.session.scalars(select(Review.order_id).where(Review.user_id == user_id)))
