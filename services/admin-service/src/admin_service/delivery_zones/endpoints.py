"""Delivery zones (each with its fee, minimum order and hours), among the setup calls
(`setup/delivery-zones`): staff read them, only admins change them.

Under `setup/` and filed with the business setup, like its calls; the app mounts this router
between the business's and its unanswered alert (main.py), so the OpenAPI document (and the web's
types generated from it) keeps its order."""

from typing import Annotated

from fastapi import APIRouter, Depends

from bakery_shared.auth.dependencies import ADMIN_ONLY, STAFF_ONLY
from bakery_shared.business.zones import DeliveryZoneOut
from bakery_shared.db import SessionDep
from bakery_shared.openapi import error_responses
from bakery_shared.params import PathId

from .schemas import DeliveryZoneIn
from .service import DeliveryZoneService

router = APIRouter(prefix="/setup", tags=["business"], dependencies=STAFF_ONLY)


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
