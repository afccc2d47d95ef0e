"""Custom cake requests in user-service: the form's options, asking for a cake (signed in or as a
guest), following it by its private link or the account, its photos, and asking for changes."""

from typing import Annotated

from fastapi import APIRouter, Depends, File, Form, Path, Query, UploadFile
from fastapi.responses import FileResponse
from pydantic import ValidationError

from bakery_shared.auth.dependencies import CUSTOMER_ONLY, CurrentPrincipal, OptionalPrincipal
from bakery_shared.cakes.views import CakeRequestOut
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClientAddress, ClockDep, EventsDep, RedisDep, SettingsDep
from bakery_shared.errors import INVALID_JSON, BadRequest, NotFound, ValidationFailed, validation_messages
from bakery_shared.media.store import MediaStore
from bakery_shared.openapi import error_responses
from bakery_shared.params import PathId

from ..auth.limits import AbuseLimiter
from . import messages as m
from .photos import photo_file, real_uploads
from .rules import MAX_PHOTOS
from .schemas import CakeChangeIn, CakeOptionsOut, CakeRequestCreatedOut, CakeRequestIn, CakeRequestRowOut
from .service import CakeRequests

public_router = APIRouter(prefix="/cake-requests", tags=["cake-requests"])
customer_router = APIRouter(tags=["cake-requests"], dependencies=CUSTOMER_ONLY)

FollowKey = Annotated[
    str | None, Query(description="Cheia linkului privat al cererii (din e-mail); fără ea, tokenul contului care a făcut-o.")
]


def get_cake_requests(
    session: SessionDep, settings: SettingsDep, clock: ClockDep, events: EventsDep, redis: RedisDep
) -> CakeRequests:
    return CakeRequests(
        session,
        settings=settings,
        clock=clock,
        events=events,
        media=MediaStore(settings.media_root),
        limiter=AbuseLimiter(redis, settings),
    )


CakeRequestsDep = Annotated[CakeRequests, Depends(get_cake_requests)]


@public_router.get("/options", summary="What the custom cake form offers, and the deposit and cancellation terms")
async def options(cakes: CakeRequestsDep) -> CakeOptionsOut:
    setup = await cakes.cake_setup()
    return CakeOptionsOut.model_validate(setup)


def parse_request(request: str) -> CakeRequestIn:
    try:
        return CakeRequestIn.model_validate_json(request)
    except ValidationError as error:
        if any(e["type"] == "json_invalid" for e in error.errors()):
            raise BadRequest(INVALID_JSON) from None
        if any(e["type"] == "model_type" for e in error.errors()):
            raise BadRequest(INVALID_JSON) from None
        raise ValidationFailed(errors=validation_messages(error.errors())) from None


@public_router.post(
    "",
    status_code=201,
    summary="Ask for a custom cake, with up to 3 reference photos",
    responses=error_responses(
        422,
        429,
        s422="O regulă a comenzii (zi, oră, punct de ridicare, zonă de livrare, termen), o alegere din listele cofetăriei "
        "sau o fotografie refuzată.",
        s429="Prea multe cereri de la același client sau pentru același e-mail într-un timp scurt.",
    ),
)
async def create(
    cakes: CakeRequestsDep,
    principal: OptionalPrincipal,
    client: ClientAddress,
    request: Annotated[str, Form(description="Cererea, în JSON: câmpurile din documentația lui CakeRequestIn.")],
    photos: Annotated[
        list[UploadFile], File(description=f"Cel mult {MAX_PHOTOS} fotografii JPEG, PNG sau WebP, cel mult 5 MB fiecare.")
    ] = [],  # noqa: B006
) -> CakeRequestCreatedOut:
    """Guests and customers: a customer's contact comes from the account where the form leaves it
    blank. Answers the private follow key once; it is also mailed to the contact address."""
    created = await cakes.create(parse_request(request), real_uploads(photos), principal, client)
    return CakeRequestCreatedOut(id=created.request.id, followKey=created.key.key)


@public_router.get("/{request_id}", responses=error_responses(404, s404=m.NOT_FOUND))
async def read(
    request_id: PathId, cakes: CakeRequestsDep, principal: OptionalPrincipal, cheie: FollowKey = None
) -> CakeRequestOut:
    """The request, its quotes (newest last), payments, refunds and changes, for whoever holds its
    link or the account that made it."""
    return cakes.view(await cakes.open(request_id, cheie, principal))


@public_router.get(
    "/{request_id}/photos/{n}",
    response_class=FileResponse,
    responses={200: {"content": {"image/jpeg": {}}}, **error_responses(404, s404=m.NOT_FOUND)},
)
async def photo(
    request_id: PathId,
    cakes: CakeRequestsDep,
    principal: OptionalPrincipal,
    n: Annotated[int, Path(ge=0, le=MAX_PHOTOS - 1)],
    cheie: FollowKey = None,
    latime: Annotated[int | None, Query(description="400, 800 sau 1200 (implicit) pixeli.")] = None,
) -> FileResponse:
    """A reference photo of the request, as a JPEG, for the same readers as the request."""
    found = await cakes.open(request_id, cheie, principal)
    path = photo_file(cakes.media, found.photos or [], n, latime)
    if path is None:
        raise NotFound(m.NOT_FOUND)
    return FileResponse(path, media_type="image/jpeg", headers={"Cache-Control": "private, max-age=3600"})


@public_router.post(
    "/{request_id}/changes",
    responses=error_responses(
        404, 409, s404=m.NOT_FOUND, s409="Cererea nu mai poate fi modificată (stare sau dată de blocare depășită)."
    ),
)
async def ask_changes(
    request_id: PathId, data: CakeChangeIn, cakes: CakeRequestsDep, principal: OptionalPrincipal, cheie: FollowKey = None
) -> CakeRequestOut:
    """The customer's message: a quoted request waits for a new quote; the bakery is mailed."""
    return cakes.view(await cakes.ask_changes(request_id, data.message, cheie, principal))


@customer_router.get("/account/cake-requests", summary="The signed-in customer's custom cake requests, newest first")
async def my_requests(principal: CurrentPrincipal, cakes: CakeRequestsDep) -> list[CakeRequestRowOut]:
    return await cakes.mine(principal.user_id)
