"""The storefront's business details (SPEC §7 Public): public, no token.

fetch-information is a conditional, cached read keyed on the last-key; last-key itself is the
cheap version check the web app polls to know when its local copy moved, so it is never cached.
"""

from fastapi import APIRouter, Request, Response

from bakery_shared.business import BusinessInformation, LastKey, business_information
from bakery_shared.db import SessionDep
from bakery_shared.last_key import read_last_key
from bakery_shared.public_cache import cached_read

router = APIRouter(prefix="/restaurant", tags=["restaurant"])  # public by design


@router.get("/fetch-information", response_model=BusinessInformation, summary="Business details for the storefront")
async def fetch_information(request: Request, session: SessionDep) -> Response:
    return await cached_read(request, session, lambda: business_information(session))


@router.get("/last-key", summary="Version of the setup and catalog; changes on every change")
async def last_key(session: SessionDep, response: Response) -> LastKey:
    response.headers["Cache-Control"] = "no-cache"
    return LastKey(lastKey=str(await read_last_key(session)))
