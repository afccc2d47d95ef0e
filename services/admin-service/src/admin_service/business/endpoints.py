"""Business setup (the shop's own data, under `setup/`): staff read it, only admins change it.

The whole router needs staff (admin or manager); every write adds ADMIN_ONLY. Two routers, so the
app mounts the delivery zones (a domain of their own, under the same `setup/`) between them and
the OpenAPI document keeps its order (see main.py). The category calls under the same prefix
(create-category, delete-category, get-categories) live in the catalog router, on paths of their own.
"""

from typing import Annotated

from fastapi import APIRouter, Body, Depends

from bakery_shared.auth.dependencies import ADMIN_ONLY, STAFF_ONLY
from bakery_shared.business.schemas import BusinessInformation, PickupLocationInfo
from bakery_shared.business.service import business_information
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep, SettingsDep
from bakery_shared.openapi import error_responses
from bakery_shared.params import Id

from .schemas import (
    Address,
    ContactInformation,
    OfferedServices,
    PaymentMethods,
    PickupLocationIn,
    RestaurantSchedule,
    SocialLinks,
    UnansweredAlert,
)
from .service import BusinessService

router = APIRouter(prefix="/setup", tags=["business"], dependencies=STAFF_ONLY)
# The unanswered-order alert's address, after the delivery zones in the OpenAPI document.
alert_router = APIRouter(prefix="/setup", tags=["business"], dependencies=STAFF_ONLY)


async def get_business_service(session: SessionDep, clock: ClockDep) -> BusinessService:
    return BusinessService(session, clock)


BusinessServiceDep = Annotated[BusinessService, Depends(get_business_service)]


@router.get(
    "/fetch-information",
    summary="The whole business setup (staff)",
    responses=error_responses(404, s404="Datele afacerii nu au fost configurate încă."),
)
async def fetch_information(session: SessionDep) -> BusinessInformation:
    return await business_information(session)


@router.post("/contact-information", dependencies=ADMIN_ONLY, summary="Business name, phone and e-mail")
async def contact_information(data: ContactInformation, business: BusinessServiceDep) -> BusinessInformation:
    return await business.contact_information(data)


@router.post("/address", dependencies=ADMIN_ONLY, summary="Business address, and its coordinates for the /contact map")
async def address(data: Address, business: BusinessServiceDep) -> BusinessInformation:
    return await business.address(data)


@router.post("/social-links", dependencies=ADMIN_ONLY, summary="The footer's Facebook, Instagram and TikTok links")
async def social_links(data: SocialLinks, business: BusinessServiceDep) -> BusinessInformation:
    return await business.social_links(data)


@router.post("/set-pickup-locations", dependencies=ADMIN_ONLY, summary="Add working points (no id) or edit them (with id)")
async def set_pickup_locations(data: list[PickupLocationIn], business: BusinessServiceDep) -> list[PickupLocationInfo]:
    return await business.set_pickup_locations(data)


@router.delete(
    "/remove-pickup-locations",
    dependencies=ADMIN_ONLY,
    summary="Remove working points by id",
    responses=error_responses(409, s409="Punctul de lucru nu poate fi șters cât timp o categorie se ridică de acolo."),
)
async def remove_pickup_locations(ids: Annotated[list[Id], Body()], business: BusinessServiceDep) -> list[PickupLocationInfo]:
    return await business.remove_pickup_locations(ids)


@router.post("/restaurant-schedule", dependencies=ADMIN_ONLY, summary="Replace the weekly programmes and the holidays")
async def restaurant_schedule(data: RestaurantSchedule, business: BusinessServiceDep) -> BusinessInformation:
    return await business.restaurant_schedule(data)


@router.post("/offered-services", dependencies=ADMIN_ONLY, summary="Pickup, delivery, booking and pre-orders")
async def offered_services(data: OfferedServices, business: BusinessServiceDep) -> BusinessInformation:
    return await business.offered_services(data)


@router.post("/pmt", dependencies=ADMIN_ONLY, summary="Payment methods: cash, card, cash-card, online")
async def payment_methods(data: PaymentMethods, business: BusinessServiceDep, settings: SettingsDep) -> BusinessInformation:
    return await business.payment_methods(data, card_keys_configured=settings.card_payments_configured)


@alert_router.get("/unanswered-alert", dependencies=ADMIN_ONLY, summary="The second address mailed about an unanswered order")
async def unanswered_alert(business: BusinessServiceDep) -> UnansweredAlert:
    return await business.unanswered_alert()


@alert_router.post(
    "/unanswered-alert", dependencies=ADMIN_ONLY, summary="Set (or clear) the second address mailed about an unanswered order"
)
async def set_unanswered_alert(data: UnansweredAlert, business: BusinessServiceDep) -> UnansweredAlert:
    return await business.set_unanswered_alert(data)
