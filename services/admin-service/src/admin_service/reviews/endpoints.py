"""The owner moderates reviews (ADMIN only): the list by status, publish, hide, delete."""

from fastapi import APIRouter

from bakery_shared.auth.dependencies import ADMIN_ONLY
from bakery_shared.db import SessionDep
from bakery_shared.models import ReviewStatus
from bakery_shared.openapi import error_responses
from bakery_shared.params import DEFAULT_PAGE_SIZE, PageNumber, PageSize, PathId

from .repository import AdminReviewRepository
from .schemas import DeletedOut, ReviewPage, ReviewRow

router = APIRouter(prefix="/reviews", tags=["reviews"], dependencies=ADMIN_ONLY)

DELETED = "Părerea a fost ștearsă."


@router.get("")
async def list_reviews(
    session: SessionDep, status: ReviewStatus | None = None, page: PageNumber = 0, size: PageSize = DEFAULT_PAGE_SIZE
) -> ReviewPage:
    return await AdminReviewRepository(session).page(status, page, size)


@router.post("/{review_id}/publish", responses=error_responses(404))
async def publish_review(review_id: PathId, session: SessionDep) -> ReviewRow:
    return await AdminReviewRepository(session).set_status(review_id, ReviewStatus.PUBLISHED)


@router.post("/{review_id}/hide", responses=error_responses(404))
async def hide_review(review_id: PathId, session: SessionDep) -> ReviewRow:
    return await AdminReviewRepository(session).set_status(review_id, ReviewStatus.HIDDEN)


@router.delete("/{review_id}", responses=error_responses(404))
async def delete_review(review_id: PathId, session: SessionDep) -> DeletedOut:
    await AdminReviewRepository(session).delete(review_id)
    return DeletedOut(message=DELETED)
