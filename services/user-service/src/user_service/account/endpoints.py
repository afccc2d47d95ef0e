"""The customer's account (profile, addresses): signed-in customers only, for the whole router."""

from fastapi import APIRouter

from bakery_shared.auth.dependencies import CUSTOMER_ONLY, CurrentPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.openapi import error_responses

from .schemas import AddressInformation, AddressUpdate, ContactInformation, ProfileUpdate
from .service import AccountService

# 404: the account was deleted while its token still lives.
router = APIRouter(tags=["account"], dependencies=CUSTOMER_ONLY, responses=error_responses(404, s404="Contul nu mai există."))


@router.get("/user-contact-information")
async def user_contact_information(principal: CurrentPrincipal, session: SessionDep) -> ContactInformation:
    return await AccountService(session).contact_information(principal.user_id)


@router.post("/update-user-profile")
async def update_user_profile(data: ProfileUpdate, principal: CurrentPrincipal, session: SessionDep) -> ContactInformation:
    return await AccountService(session).update_profile(principal.user_id, data)


@router.get("/user-address-information")
async def user_address_information(principal: CurrentPrincipal, session: SessionDep) -> AddressInformation:
    return await AccountService(session).address_information(principal.user_id)


@router.post("/update-user-addresses")
async def update_user_addresses(data: AddressUpdate, principal: CurrentPrincipal, session: SessionDep) -> AddressInformation:
    return await AccountService(session).update_address(principal.user_id, data)
