"""Business setup (SPEC §7 Setup): staff read it, only admins change it.

The whole router needs staff (admin or manager); every write adds ADMIN_ONLY. The category calls
under the same `setup/` prefix (create-category, delete-category, get-categories) live in the
catalog router, on paths of their own.
"""

from typing import Annotated

from fastapi import APIRouter, Body, Depends

from bakery_shared.auth.dependencies import ADMIN_ONLY, STAFF_ONLY
from bakery_shared.business import BusinessInformation, PickupLocationInfo, business_information
from bakery_shared.db import SessionDep

from .schemas import Address, ContactInformation, OfferedServices, PaymentMethods, PickupLocationIn, RestaurantSchedule
from .service import SetupService

router = APIRouter(prefix="/setup", tags=["setup"], dependencies=STAFF_ONLY)


def get_setup_service(session: SessionDep) -> SetupService:
    return SetupService(session)


SetupServiceDep = Annotated[SetupService, Depends(get_setup_service)]


@router.get("/fetch-information", summary="The whole business setup (staff)")
async def fetch_information(session: SessionDep) -> BusinessInformation:
    return await business_information(session)


@router.post("/contact-information", dependencies=ADMIN_ONLY, summary="Business name, phone and e-mail")
async def contact_information(data: ContactInformation, setup: SetupServiceDep) -> BusinessInformation:
    return await setup.contact_information(data)


@router.post("/address", dependencies=ADMIN_ONLY, summary="Business address")
async def address(data: Address, setup: SetupServiceDep) -> BusinessInformation:
    return await setup.address(data)


@router.post("/set-pickup-locations", dependencies=ADMIN_ONLY, summary="Add working points (no id) or edit them (with id)")
async def set_pickup_locations(data: list[PickupLocationIn], setup: SetupServiceDep) -> list[PickupLocationInfo]:
    return await setup.set_pickup_locations(data)


@router.delete("/remove-pickup-locations", dependencies=ADMIN_ONLY, summary="Remove working points by id")
async def remove_pickup_locations(ids: Annotated[list[int], Body()], setup: SetupServiceDep) -> list[PickupLocationInfo]:
    return await setup.remove_pickup_locations(ids)


@router.post("/restaurant-schedule", dependencies=ADMIN_ONLY, summary="Replace the weekly programmes and the holidays")
async def restaurant_schedule(data: RestaurantSchedule, setup: SetupServiceDep) -> BusinessInformation:
    return await setup.restaurant_schedule(data)


@router.post("/offered-services", dependencies=ADMIN_ONLY, summary="Pickup, delivery, booking and pre-orders")
async def offered_services(data: OfferedServices, setup: SetupServiceDep) -> BusinessInformation:
    return await setup.offered_services(data)


@router.post("/pmt", dependencies=ADMIN_ONLY, summary="Payment methods: cash, card, cash-card")
async def payment_methods(data: PaymentMethods, setup: SetupServiceDep) -> BusinessInformation:
    return await setup.payment_methods(data)
