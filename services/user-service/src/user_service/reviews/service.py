"""A customer reviews a delivered order of theirs, once (the database's unique order_id is the
judge); the review waits for the owner, who is mailed about it.

The review is published under the ACCOUNT's name (first name and initial), never the name typed
on the order's delivery details: those are free text, so anyone could publish a review as
anybody. Only a signed-in customer reviews, and only an order of their own account; a guest's
order has no account and cannot be reviewed."""

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.business.repository import BusinessRepository
from bakery_shared.clock import Clock
from bakery_shared.errors import Conflict, NotFound, ValidationFailed
from bakery_shared.mail import queue_mail
from bakery_shared.mail.mailer import render_mail
from bakery_shared.models import OrderStatus, Review, ReviewStatus
from bakery_shared.settings import Settings

from . import messages as m
from .repository import ReviewRepository
from .schemas import ReviewIn

ANONYMOUS = "Client"


def author_name(first_name: str, last_name: str) -> str:
    """First name and the initial of the last name, as the terms promise."""
    initial = f" {last_name.strip()[0].upper()}." if last_name.strip() else ""
    return f"{first_name.strip()}{initial}"[:60] or ANONYMOUS


class ReviewService:
    def __init__(self, session: AsyncSession, *, clock: Clock, settings: Settings) -> None:
        self.session = session
        self.clock = clock
        self.settings = settings
        self.reviews = ReviewRepository(session)

    async def write(self, user_id: int, data: ReviewIn) -> Review:
        order = await self.reviews.order_of(data.orderId, user_id)
        if order is None:
            raise NotFound(m.ORDER_NOT_YOURS)
        if order.status != OrderStatus.DELIVERED:
            raise ValidationFailed.because(m.NOT_DELIVERED, "orderId")
        if await self.reviews.exists_for(order.id):
            raise Conflict(m.ALREADY_REVIEWED)
        account = await self.reviews.account_name(user_id)
        now = self.clock.now()
        review = Review(
            order_id=order.id,
            user_id=user_id,
            author_name=author_name(*account) if account else ANONYMOUS,
            rating=data.rating,
            text=data.text,
            status=ReviewStatus.PENDING,
            created_at=now,
        )
        try:
            async with self.session.begin_nested():
                await self.reviews.add(review)
        except IntegrityError:  # the same order reviewed a moment ago, from another tab
            raise Conflict(m.ALREADY_REVIEWED) from None
        setup = await BusinessRepository(self.session).get_setup()
        if setup is not None and setup.email:
            mail = render_mail(
                "review_new",
                to=setup.email,
                subject=f"Părere nouă ({review.rating} stele) — comanda {order.order_number}",
                author=review.author_name,
                rating=review.rating,
                text=review.text,
                order_number=order.order_number,
                link=f"{self.settings.public_url}/admin/reviews",
            )
            queue_mail(self.session, mail, now)
        return review
