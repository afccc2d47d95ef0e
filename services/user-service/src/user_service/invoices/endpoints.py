"""Invoices for the customer: the company saved on the account (signed-in customers), and the PDF
of an order's invoice (its signed-in owner, or whoever holds the order's follow link)."""

from typing import Annotated

from fastapi import APIRouter, Header, Query, Response

from bakery_shared.auth.dependencies import CUSTOMER_ONLY, CurrentPrincipal, OptionalPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.openapi import error_responses

from .schemas import AccountInvoiceDetailsIn, AccountInvoiceDetailsOut
from .service import ACCOUNT_GONE, CustomerInvoices

public_router = APIRouter(tags=["invoices"])
customer_router = APIRouter(tags=["invoices"], dependencies=CUSTOMER_ONLY)


@customer_router.get(
    "/account/invoice-details",
    summary="The company the customer's invoices are made out to, offered at the next checkout",
    responses=error_responses(404, s404=ACCOUNT_GONE),
)
async def saved_invoice_details(principal: CurrentPrincipal, session: SessionDep) -> AccountInvoiceDetailsOut:
    return await CustomerInvoices(session).saved_details(principal.user_id)


@customer_router.put(
    "/account/invoice-details",
    summary="Save the company for the next invoices, or forget it (null)",
    responses=error_responses(404, s404=ACCOUNT_GONE),
)
async def save_invoice_details(
    data: AccountInvoiceDetailsIn, principal: CurrentPrincipal, session: SessionDep
) -> AccountInvoiceDetailsOut:
    return await CustomerInvoices(session).save_details(principal.user_id, data)


@public_router.get(
    "/orders/{order_number}/invoice.pdf",
    summary="The PDF of the order's invoice, for its owner or whoever holds its follow link",
    response_class=Response,
    responses={
        200: {"content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}}, "description": "Factura."},
        **error_responses(404, s404="Comanda nu a fost găsită, sau factura nu a fost emisă încă."),
    },
)
async def order_invoice_pdf(
    order_number: str,
    session: SessionDep,
    principal: OptionalPrincipal,
    order_key: Annotated[
        str | None,
        Header(alias="X-Order-Key", description="The follow link's secret (as for `/order-status`); or sign in as the owner."),
    ] = None,
    cheie: Annotated[
        str | None,
        Query(description="The same secret in the address, for a plain download link; logged redacted."),
    ] = None,
) -> Response:
    pdf = await CustomerInvoices(session).order_pdf(order_number, principal, order_key or cheie)
    return Response(
        pdf.content,
        media_type="application/pdf",
        headers={"Content-Disposition": f'attachment; filename="{pdf.filename}"'},
    )
