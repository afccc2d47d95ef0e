"""The staff's custom cake requests (ADMIN and MANAGER): the live list, one request with its photos
and its day's load, a quote, a refusal, the cake handed over; the owner's rules (ADMIN)."""

from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query, Response

from bakery_shared.auth.dependencies import ADMIN_ONLY, STAFF_ONLY, CurrentPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep, EventsDep, SettingsDep
from bakery_shared.models import CakeRequestStatus
from bakery_shared.openapi import error_responses
from bakery_shared.params import DEFAULT_PAGE_SIZE, PageNumber, PageSize, PathId
from bakery_shared.payments.dependencies import CardPaymentsDep

from . import messages as m
from .photos import MEDIA_TYPES
from .repository import CakeRequestRepository
from .schemas import CakeRequestAdminOut, CakeRequestPage, CakeSetupIO, DeclineIn, MarkDeliveredIn, QuoteDefaultsOut, QuoteIn
from .service import CakeDesk
from .setup import read_setup, save_setup
from .views import row_out

router = APIRouter(prefix="/cake-requests", tags=["cake-requests"], dependencies=STAFF_ONLY)
setup_router = APIRouter(prefix="/setup", tags=["cake-requests"], dependencies=ADMIN_ONLY)


async def get_desk(
    session: SessionDep,
    principal: CurrentPrincipal,
    events: EventsDep,
    settings: SettingsDep,
    clock: ClockDep,
    cards: CardPaymentsDep,
) -> CakeDesk:
    return CakeDesk(session, principal=principal, events=events, settings=settings, clock=clock, cards=cards)


DeskDep = Annotated[CakeDesk, Depends(get_desk)]
# The request is not there (404), or its status does not allow the step (409); a date or a sum
# that breaks the rules (422).
STEP_REFUSALS = error_responses(404, 409, 422, s404=m.REQUEST_NOT_FOUND)


@router.get("", summary="The custom cake requests, newest first (of one status, or all)")
async def list_cake_requests(
    session: SessionDep,
    status: Annotated[CakeRequestStatus | None, Query(description="Doar cererile cu acest status.")] = None,
    page: PageNumber = 0,
    size: PageSize = DEFAULT_PAGE_SIZE,
) -> CakeRequestPage:
    rows, total = await CakeRequestRepository(session).page(status, page=page, size=size)
    return CakeRequestPage(content=[row_out(request, since) for request, since in rows], total_elements=total)


@router.get("/quote-defaults", summary="What a new quote starts from: the setup's deposit percent and days")
async def get_quote_defaults(session: SessionDep) -> QuoteDefaultsOut:
    """For every staff member who quotes (the setup itself is the owner's to read and change)."""
    setup = await read_setup(session)
    return QuoteDefaultsOut(
        deposit_percent=setup.deposit_percent, lock_days=setup.lock_days, quote_validity_days=setup.quote_validity_days
    )


@router.get("/{request_id}", summary="One request whole, with its event day's load", responses=error_responses(404))
async def get_cake_request(request_id: PathId, desk: DeskDep) -> CakeRequestAdminOut:
    return await desk.view(request_id)


@router.get(
    "/{request_id}/photos/{n}",
    summary="The request's n-th reference photo (from 1)",
    response_class=Response,
    responses={200: {"content": {t: {} for t in sorted(set(MEDIA_TYPES.values()))}}, **error_responses(404)},
)
async def get_cake_request_photo(
    request_id: PathId, n: Annotated[int, Path(ge=1, le=10, description="Numărul fotografiei, de la 1.")], desk: DeskDep
) -> Response:
    content, media_type = await desk.photo(request_id, n)
    return Response(content=content, media_type=media_type)


@router.post("/{request_id}/quote", summary="Send a quote, or a new version of it", responses=STEP_REFUSALS)
async def quote_cake_request(request_id: PathId, data: QuoteIn, desk: DeskDep) -> CakeRequestAdminOut:
    return await desk.view_of(await desk.quote(request_id, data))


@router.post("/{request_id}/decline", summary="Decline a request not yet paid, with a reason", responses=STEP_REFUSALS)
async def decline_cake_request(request_id: PathId, data: DeclineIn, desk: DeskDep) -> CakeRequestAdminOut:
    return await desk.view_of(await desk.decline(request_id, data.reason))


@router.post(
    "/{request_id}/mark-delivered", summary="The cake was picked up or delivered; how the rest was paid", responses=STEP_REFUSALS
)
async def mark_cake_delivered(request_id: PathId, data: MarkDeliveredIn, desk: DeskDep) -> CakeRequestAdminOut:
    return await desk.view_of(await desk.mark_delivered(request_id, data))


@setup_router.get("/custom-cakes", summary="The custom-cake rules (ADMIN)")
async def get_custom_cake_setup(session: SessionDep) -> CakeSetupIO:
    return await read_setup(session)


@setup_router.post("/custom-cakes", summary="Save the custom-cake rules (ADMIN)", responses=error_responses(422))
async def save_custom_cake_setup(data: CakeSetupIO, session: SessionDep) -> CakeSetupIO:
    return await save_setup(session, data)
