"""Reviews on the storefront: the published ones with their average (anyone), and a customer's
review of a delivered order (customers)."""

from fastapi import APIRouter

from bakery_shared.auth.dependencies import CUSTOMER_ONLY, CurrentPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep, SettingsDep
from bakery_shared.openapi import error_responses
from bakery_shared.params import DEFAULT_PAGE_SIZE, PageNumber, PageSize

from .messages import SENT
from .repository import ReviewRepository
from .schemas import PublicReview, PublicReviewsOut, ReviewedOrdersOut, ReviewIn, ReviewSentOut
from .service import ReviewService

public_router = APIRouter(tags=["reviews"])
customer_router = APIRouter(tags=["reviews"], dependencies=CUSTOMER_ONLY)


@public_router.get("/reviews")
async def published_reviews(session: SessionDep, page: PageNumber = 0, size: PageSize = DEFAULT_PAGE_SIZE) -> PublicReviewsOut:
    """Published reviews, newest first, with the average rating of all of them."""
    rows, total, average = await ReviewRepository(session).published(page=page, size=size)
    return PublicReviewsOut(
        average_rating=average,
        number_of_reviews=total,
        content=[PublicReview.model_validate(r) for r in rows],
        total_elements=total,
    )


@customer_router.post("/write-review", status_code=201, responses=error_responses(404, 409))
async def write_review(
    data: ReviewIn, principal: CurrentPrincipal, session: SessionDep, clock: ClockDep, settings: SettingsDep
) -> ReviewSentOut:
    """Stars 1-5 and a text, for a delivered order of the customer's; one per order."""
    review = await ReviewService(session, clock=clock, settings=settings).write(principal.user_id, data)
    return ReviewSentOut(message=SENT, id=review.id)


@customer_router.get("/my-reviews")
async def my_reviews(principal: CurrentPrincipal, session: SessionDep) -> ReviewedOrdersOut:
    """The customer's orders that already have a review (their page hides the form for them)."""
    return ReviewedOrdersOut(order_ids=await ReviewRepository(session).reviewed_order_ids(principal.user_id))
