"""The invoices the shop issued, for the staff (ADMIN and MANAGER): by period and e-Factura state,
each one's XML and PDF, a period's XML files as a ZIP for a manual upload in ANAF's SPV, a refused
invoice issued again, and an order's invoice issued on demand."""

from datetime import date, timedelta
from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query, Response
from pydantic import BeforeValidator

from bakery_shared.auth.dependencies import STAFF_ONLY, CurrentPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep, SettingsDep
from bakery_shared.errors import NotFound, ValidationFailed
from bakery_shared.models import EfacturaStatus, InvoiceKind
from bakery_shared.openapi import error_responses
from bakery_shared.params import PathId
from bakery_shared.rules.dates import date_of

from . import messages as m
from .export import xml_zip, zip_name
from .repository import InvoiceListRepository
from .schemas import InvoiceItem
from .service import InvoiceDesk
from .views import invoice_item

router = APIRouter(tags=["invoices"], dependencies=STAFF_ONLY)


def _day(value: object) -> date:
    # Only yyyy-MM-dd (an absent day is simply not checked): pydantic alone would read "0" as
    # 1 January 1970, and an empty day is no day either.
    return date_of(m.DAY_INVALID)(value)


FromDay = Annotated[
    date | None, BeforeValidator(_day), Query(alias="from", description="Prima zi (yyyy-MM-dd), după ora României.")
]
ToDay = Annotated[date | None, BeforeValidator(_day), Query(alias="to", description="Ultima zi (yyyy-MM-dd), inclusiv.")]
LONGEST_EXPORT = timedelta(days=366)
OrderNumber = Annotated[str, Path(min_length=1, max_length=40, description="Numărul comenzii.")]


async def get_desk(session: SessionDep, principal: CurrentPrincipal, clock: ClockDep, settings: SettingsDep) -> InvoiceDesk:
    return InvoiceDesk(session, principal=principal, clock=clock, settings=settings)


DeskDep = Annotated[InvoiceDesk, Depends(get_desk)]


def _period(start: date | None, end: date | None) -> None:
    if start is not None and end is not None and end < start:
        raise ValidationFailed.because(m.PERIOD_REVERSED, "to")


@router.get("/invoices", summary="Invoices and credit notes by issue day, newest first", responses=error_responses(422))
async def list_invoices(
    session: SessionDep,
    start: FromDay = None,
    end: ToDay = None,
    status: Annotated[EfacturaStatus | None, Query(description="Doar cele în această stare e-Factura.")] = None,
    kind: Annotated[InvoiceKind | None, Query(description="Doar facturile sau doar notele de credit.")] = None,
) -> list[InvoiceItem]:
    _period(start, end)
    rows = await InvoiceListRepository(session).listed(start=start, end=end, status=status, kind=kind)
    return [invoice_item(*row) for row in rows]


@router.get(
    "/invoices/export",
    summary="A period's XML files as a ZIP ({number}.xml each), for an upload by hand in SPV",
    response_class=Response,
    responses={200: {"content": {"application/zip": {}}}, **error_responses(422)},
)
async def export_invoices(session: SessionDep, start: FromDay = None, end: ToDay = None) -> Response:
    if start is None or end is None:
        raise ValidationFailed.because(m.PERIOD_REQUIRED, "from" if start is None else "to")
    _period(start, end)
    if end - start > LONGEST_EXPORT:
        raise ValidationFailed.because(m.PERIOD_TOO_LONG, "to")
    content = xml_zip(await InvoiceListRepository(session).xml_of_period(start, end))
    return Response(
        content=content,
        media_type="application/zip",
        headers={"Content-Disposition": f'attachment; filename="{zip_name(start, end)}"'},
    )


@router.get(
    "/invoices/{invoice_id}/xml",
    summary="The invoice's UBL XML (CIUS-RO), as issued",
    response_class=Response,
    responses={200: {"content": {"application/xml": {}}}, **error_responses(404, s404=m.INVOICE_NOT_FOUND)},
)
async def get_invoice_xml(invoice_id: PathId, session: SessionDep) -> Response:
    invoice = await InvoiceListRepository(session).get(invoice_id)
    if invoice is None:
        raise NotFound(m.INVOICE_NOT_FOUND)
    return Response(
        content=invoice.xml.encode("utf-8"),
        media_type="application/xml",
        headers={"Content-Disposition": f'attachment; filename="{invoice.number}.xml"'},
    )


@router.get(
    "/invoices/{invoice_id}/pdf",
    summary="The invoice's PDF, as issued",
    response_class=Response,
    responses={200: {"content": {"application/pdf": {}}}, **error_responses(404, s404=m.INVOICE_NOT_FOUND)},
)
async def get_invoice_pdf(invoice_id: PathId, desk: DeskDep) -> Response:
    number, content = await desk.pdf(invoice_id)
    return Response(
        content=content, media_type="application/pdf", headers={"Content-Disposition": f'inline; filename="{number}.pdf"'}
    )


@router.post(
    "/invoices/{invoice_id}/retry",
    summary="Issue again, with the same number, an invoice ANAF refused (once its cause is fixed)",
    responses=error_responses(404, 409, s404=m.INVOICE_NOT_FOUND, s409="Doar o factură respinsă de ANAF poate fi emisă din nou."),
)
async def retry_invoice(invoice_id: PathId, desk: DeskDep) -> InvoiceItem:
    return await desk.retry(invoice_id)


@router.post(
    "/orders/{orderNumber}/invoice",
    summary="Issue the order's invoice now (or answer the one issued already)",
    responses=error_responses(400, 404, 409, s400=m.INVOICING_OFF, s409=m.NOT_CAPTURED_YET),
)
async def issue_order_invoice_now(orderNumber: OrderNumber, desk: DeskDep) -> InvoiceItem:
    return await desk.issue_for_order(orderNumber)
