"""The customer's side of invoicing: the company saved on the account, an order's invoices on its
page, and the PDF of the order's invoice, rendered from the document as it was issued."""

from dataclasses import dataclass
import hmac

from sqlalchemy.ext.asyncio import AsyncSession
from starlette.concurrency import run_in_threadpool

from bakery_shared.auth.tokens import Principal
from bakery_shared.errors import NotFound
from bakery_shared.invoicing.document import Document
from bakery_shared.invoicing.pdf import render_pdf
from bakery_shared.invoicing.repository import InvoiceRepository
from bakery_shared.models import Order, Role
from bakery_shared.orders.messages import ORDER_NOT_FOUND

from ..orders.notifications import token_hash
from .repository import CustomerInvoiceRepository
from .schemas import AccountInvoiceDetailsIn, AccountInvoiceDetailsOut, OrderInvoiceOut, details_out

ACCOUNT_GONE = "Contul nu mai există."
NOT_ISSUED = "Factura nu a fost emisă încă."


@dataclass(frozen=True)
class InvoicePdf:
    number: str
    content: bytes

    @property
    def filename(self) -> str:
        return f"factura-{self.number}.pdf"


class CustomerInvoices:
    def __init__(self, session: AsyncSession) -> None:
        self.customers = CustomerInvoiceRepository(session)
        self.invoices = InvoiceRepository(session)

    async def saved_details(self, user_id: int) -> AccountInvoiceDetailsOut:
        found, details = await self.customers.saved_details(user_id)
        if not found:
            raise NotFound(ACCOUNT_GONE)
        return AccountInvoiceDetailsOut(invoiceDetails=details_out(details))

    async def save_details(self, user_id: int, data: AccountInvoiceDetailsIn) -> AccountInvoiceDetailsOut:
        details = data.invoiceDetails.stored() if data.invoiceDetails is not None else None
        if not await self.customers.save_details(user_id, details):
            raise NotFound(ACCOUNT_GONE)
        return AccountInvoiceDetailsOut(invoiceDetails=details_out(details))

    async def of_order(self, order: Order) -> list[OrderInvoiceOut]:
        """Oldest first: a custom cake's advance invoice, the order's invoice, the credit notes of
        money given back (issuing links each to the order)."""
        return [
            OrderInvoiceOut(number=i.number, kind=i.kind, issueDate=i.issue_date, total=i.total)
            for i in await self.invoices.of_order(order.id)
        ]

    async def order_pdf(self, order_number: str, principal: Principal | None, order_key: str | None) -> InvoicePdf:
        """The order's invoice for its signed-in owner or whoever holds its follow link (404 for
        anyone else, as the order itself answers them)."""
        doors = await self.customers.order_doors(order_number)
        if doors is None or not _may_read(*doors[1:], principal, order_key):
            raise NotFound(ORDER_NOT_FOUND)
        invoice = await self.invoices.order_invoice(doors[0])
        if invoice is None:
            raise NotFound(NOT_ISSUED)
        # Laying out a page is CPU work: off the event loop.
        content = await run_in_threadpool(render_pdf, Document.from_json(invoice.document))
        return InvoicePdf(invoice.number, content)


def _may_read(owner_id: int | None, follow_hash: str | None, principal: Principal | None, order_key: str | None) -> bool:
    if principal is not None and principal.role == Role.USER and owner_id is not None and owner_id == principal.user_id:
        return True
    if not order_key or follow_hash is None:
        return False
    return hmac.compare_digest(follow_hash, token_hash(order_key))
