"""The storefront's promotions (GET /user-service/promotions): public, no token."""

from fastapi import APIRouter, Response

from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep
from bakery_shared.promotions.schemas import PromotionOut

from ..public_cache import PublicReadsDep, cached_answers
from .service import PromotionService

public_router = APIRouter(tags=["promotions"])


@public_router.get("/promotions", summary="Promotions due today", responses=cached_answers(list[PromotionOut]))
async def promotions(reads: PublicReadsDep, session: SessionDep, clock: ClockDep) -> Response:
    today = clock.today()
    # Which promotions are on depends on the date too: a copy from yesterday must not answer 304.
    return await reads.answer(PromotionService(session, today).storefront_list, vary=today.isoformat())
