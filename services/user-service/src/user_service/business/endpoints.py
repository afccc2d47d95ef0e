"""The storefront's business details (SPEC §7 Public, under `restaurant/`): public, no token.

fetch-information is a conditional, cached read keyed on the last-key; last-key itself is the
cheap version check the web app polls to know when its local copy moved, so it is never cached.
"""

from fastapi import APIRouter, Response

from bakery_shared.business.schemas import BusinessInformation, LastKey
from bakery_shared.business.service import business_information
from bakery_shared.db import SessionDep
from bakery_shared.last_key import read_last_key
from bakery_shared.openapi import error_responses

from ..public_cache import PublicReadsDep, cached_answers

public_router = APIRouter(prefix="/restaurant", tags=["business"])


@public_router.get(
    "/fetch-information",
    response_model=BusinessInformation,
    summary="Business details for the storefront",
    responses={
        **cached_answers(BusinessInformation),
        **error_responses(404, s404="Datele afacerii nu au fost configurate încă."),
    },
)
async def fetch_information(reads: PublicReadsDep, session: SessionDep) -> Response:
    return await reads.answer(lambda: business_information(session))


@public_router.get("/last-key", summary="Version of the setup and menu; changes on every change")
async def last_key(session: SessionDep, response: Response) -> LastKey:
    response.headers["Cache-Control"] = "no-cache"
    return LastKey(lastKey=str(await read_last_key(session)))
