"""The invoicing setup (ADMIN only): the bakery's legal identity on its invoices and the VAT rates."""

from fastapi import APIRouter

from bakery_shared.auth.dependencies import ADMIN_ONLY
from bakery_shared.db import SessionDep
from bakery_shared.openapi import error_responses

from . import messages as m
from .schemas import InvoicingSetupIn, InvoicingSetupOut
from .service import read_setup, save_setup

router = APIRouter(prefix="/setup", tags=["invoicing"], dependencies=ADMIN_ONLY)


@router.get("/invoicing", summary="The invoicing setup, with the required fields still empty (ADMIN)")
async def get_invoicing_setup(session: SessionDep) -> InvoicingSetupOut:
    return await read_setup(session)


@router.post(
    "/invoicing",
    summary="Save the invoicing setup whole (ADMIN)",
    responses=error_responses(400, 422, s400=m.CANNOT_ENABLE.format(fields="denumirea firmei, CUI")),
)
async def save_invoicing_setup(data: InvoicingSetupIn, session: SessionDep) -> InvoicingSetupOut:
    return await save_setup(session, data)
