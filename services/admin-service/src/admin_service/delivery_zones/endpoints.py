"""Delivery zones (issue 12), among the setup calls (`setup/delivery-zones`): staff read them, only
admins change them.

The router has no prefix or guard of its own: the business router mounts it under `setup/`, behind
STAFF_ONLY, between the payment methods and the unanswered alert, so the OpenAPI document (and the
web's types generated from it) keeps its order."""

from typing import Annotated

from fastapi import APIRouter, Depends

from bakery_shared.auth.dependencies import ADMIN_ONLY
from bakery_shared.business.zones import DeliveryZoneOut
from bakery_shared.db import SessionDep
from bakery_shared.openapi import error_responses
from bakery_shared.params import PathId

from .schemas import DeliveryZoneIn
from .service import DeliveryZoneService

router = APIRouter()


async def get_delivery_zone_service(session: SessionDep) -> DeliveryZoneService:
    return DeliveryZoneService(session)


DeliveryZoneServiceDep = Annotated[DeliveryZoneService, Depends(get_delivery_zone_service)]


@router.get("/delivery-zones", summary="Delivery zones in order (staff)")
async def delivery_zones(zones: DeliveryZoneServiceDep) -> list[DeliveryZoneOut]:
    return await zones.delivery_zones()


@router.post(
    "/delivery-zones",
    dependencies=ADMIN_ONLY,
    summary="Add a delivery zone (no id) or edit one (with id); answers every zone",
    responses=error_responses(
        404, 409, s404="Zona de livrare nu a fost găsită.", s409="Există deja o zonă de livrare cu numele „…”."
    ),
)
async def save_delivery_zone(data: DeliveryZoneIn, zones: DeliveryZoneServiceDep) -> list[DeliveryZoneOut]:
    return await zones.save_delivery_zone(data)


@router.delete(
    "/delivery-zones/{zone_id}",
    dependencies=ADMIN_ONLY,
    summary="Remove a delivery zone; answers every zone left",
    responses=error_responses(404, s404="Zona de livrare nu a fost găsită."),
)
async def delete_delivery_zone(zone_id: PathId, zones: DeliveryZoneServiceDep) -> list[DeliveryZoneOut]:
    return await zones.delete_delivery_zone(zone_id)
