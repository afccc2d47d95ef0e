"""The newsletter's public calls: `subscribe` (an e-mail address), the confirmation link and the
one-click unsubscribe (RFC 8058: mail readers POST to the List-Unsubscribe link)."""

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClientAddress, ClockDep, RedisDep, SettingsDep
from bakery_shared.openapi import error_responses

from . import messages as m
from .schemas import Confirmed, NewsletterAnswer, SubscribeIn, TokenIn
from .service import NewsletterService

public_router = APIRouter(tags=["newsletter"])


async def get_service(session: SessionDep, settings: SettingsDep, clock: ClockDep, redis: RedisDep) -> NewsletterService:
    return NewsletterService(session, settings=settings, clock=clock, redis=redis)


ServiceDep = Annotated[NewsletterService, Depends(get_service)]
Token = Annotated[str, Query(min_length=1, max_length=400, description="Tokenul din linkul de dezabonare.")]


@public_router.post(
    "/subscribe", summary="Subscribe to the newsletter (a confirmation mail follows)", responses=error_responses(429)
)
async def subscribe(data: SubscribeIn, client: ClientAddress, service: ServiceDep) -> NewsletterAnswer:
    await service.subscribe(data, client)
    return NewsletterAnswer(message=m.SUBSCRIBED)


@public_router.post("/newsletter/confirm", summary="Confirm a subscription from the mailed link", responses=error_responses(400))
async def confirm(data: TokenIn, service: ServiceDep) -> Confirmed:
    return await service.confirm(data.token)


@public_router.post(
    "/newsletter/unsubscribe", summary="Unsubscribe in one click (the link of every newsletter)", responses=error_responses(400)
)
async def unsubscribe(token: Token, service: ServiceDep) -> NewsletterAnswer:
    await service.unsubscribe(token)
    return NewsletterAnswer(message=m.UNSUBSCRIBED)
