"""What the staff do with invoices beyond reading them: the PDF of one as it was issued, an
invoice refused by ANAF issued again (same number) once its cause is fixed, and an order's invoice
issued on demand (a pay-at-pickup customer who asks at the counter)."""

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.auth.tokens import Principal
from bakery_shared.clock import Clock
from bakery_shared.errors import BadRequest, Conflict, NotFound
from bakery_shared.invoicing.document import Document
from bakery_shared.invoicing.issuing import issue_order_invoice, reissue_refused
from bakery_shared.invoicing.pdf import render_pdf
from bakery_shared.invoicing.repository import InvoiceRepository
from bakery_shared.models import Invoice, OrderStatus
from bakery_shared.orders.messages import ORDER_NOT_FOUND
from bakery_shared.orders.repository import OrderRepository
from bakery_shared.settings import Settings

from ..orders.lifecycle import NOT_THE_STAFFS
from ..payments.card_steps import REFUNDABLE, online_payment
from . import messages as m
from .repository import InvoiceListRepository
from .schemas import InvoiceItem
from .views import invoice_item


class InvoiceDesk:
    def __init__(self, session: AsyncSession, *, principal: Principal, clock: Clock, settings: Settings) -> None:
        self.session, self.principal, self.clock, self.settings = session, principal, clock, settings
        self.invoices = InvoiceListRepository(session)

    async def _item(self, invoice: Invoice) -> InvoiceItem:
        row = await self.invoices.row(invoice.id)
        assert row is not None
        return invoice_item(*row)

    async def pdf(self, invoice_id: int) -> tuple[str, bytes]:
        """(number, PDF) of the document as it was issued, never rebuilt from today's menu."""
        invoice = await self.invoices.get(invoice_id)
        if invoice is None:
            raise NotFound(m.INVOICE_NOT_FOUND)
        return invoice.number, render_pdf(Document.from_json(invoice.document))

    async def retry(self, invoice_id: int) -> InvoiceItem:
        if await self.invoices.get(invoice_id) is None:
            raise NotFound(m.INVOICE_NOT_FOUND)
        return await self._item(await reissue_refused(self.session, invoice_id, now=self.clock.now(), settings=self.settings))

    async def issue_for_order(self, order_number: str) -> InvoiceItem:
        """The order's invoice, issued now (or the one issued already)."""
        order = await OrderRepository(self.session).get_by_number(order_number)
        if order is None or order.status in NOT_THE_STAFFS:
            raise NotFound(ORDER_NOT_FOUND)
        if order.status == OrderStatus.REJECTED:
            raise Conflict(m.ORDER_NOT_INVOICED)
        payment = online_payment(order)
        if payment is not None and payment.card_state not in REFUNDABLE:  # money only authorized: no sale yet
            raise Conflict(m.NOT_CAPTURED_YET)
        if not (await InvoiceRepository(self.session).setup()).enabled:
            raise BadRequest(m.INVOICING_OFF)
        invoice = await issue_order_invoice(
            self.session, order.id, now=self.clock.now(), settings=self.settings, issued_by_id=self.principal.user_id
        )
        assert invoice is not None  # invoicing is on
        return await self._item(invoice)
