"""The storefront's business details (the public calls under `restaurant/`): public, no token.

fetch-information is a conditional, cached read keyed on the last-key; last-key itself is the
cheap version check the web app polls to know when its local copy moved, so it is never cached.
"""

from typing import Annotated

from fastapi import APIRouter, Query, Response

from bakery_shared.business.repository import BusinessRepository
from bakery_shared.business.schemas import BusinessInformation
from bakery_shared.business.service import business_information
from bakery_shared.business.zones import DeliveryZoneOut, zone_out
from bakery_shared.db import SessionDep
from bakery_shared.errors import ValidationFailed
from bakery_shared.last_key import read_last_key
from bakery_shared.openapi import error_responses

from ..public_cache import PublicReadsDep, cached_answers
from .schemas import LastKey
from .zones import ZoneMiss, address_zone

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


@public_router.get(
    "/delivery-zones",
    response_model=list[DeliveryZoneOut],
    summary="The delivery zones: localities, postal codes, fee, minimum order and hours served",
    responses=cached_answers(list[DeliveryZoneOut]),
)
async def delivery_zones(reads: PublicReadsDep, session: SessionDep) -> Response:
    async def build() -> list[DeliveryZoneOut]:
        return [zone_out(zone) for zone in await BusinessRepository(session).delivery_zones()]

    return await reads.answer(build)


@public_router.get(
    "/delivery-zone",
    summary="The zone an address falls in (its fee and minimum), or a refusal naming where we deliver",
    responses=error_responses(422, s422="Nu livrăm la adresa aleasă. Livrăm doar în: …"),
)
async def delivery_zone(
    session: SessionDep,
    city: Annotated[str | None, Query(max_length=80, description="Localitatea adresei.")] = None,
    postalCode: Annotated[str | None, Query(max_length=10, description="Codul poștal al adresei.")] = None,
) -> DeliveryZoneOut:
    zones = await BusinessRepository(session).delivery_zones()
    zone = address_zone(zones, city, postalCode)
    if isinstance(zone, ZoneMiss):
        raise ValidationFailed(zone.message, errors={zone.field: zone.message})
    return zone_out(zone)
