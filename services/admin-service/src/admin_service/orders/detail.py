"""The staff's order detail: the customer's, plus what the staff need of its invoicing (the
company the customer asked an invoice for, and the invoices and credit notes issued)."""

from typing import Any

from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.models import Order
from bakery_shared.orders.schemas import OrderDetailOut

from ..invoices.repository import InvoiceListRepository
from ..invoices.schemas import OrderInvoiceOut
from ..invoices.views import order_invoice


class InvoiceDetailsOut(BaseModel):
    """The company the customer asked the invoice for, as given at checkout (county as its ISO code)."""

    companyName: str
    cui: str
    registrationNumber: str | None = None
    streetAddress: str
    city: str
    county: str


class StaffOrderDetailOut(OrderDetailOut):
    # Null: a consumer's order (the invoice, if any, is to the person).
    invoiceDetails: InvoiceDetailsOut | None = None
    invoices: list[OrderInvoiceOut] = []


def _details(stored: dict[str, Any] | None) -> InvoiceDetailsOut | None:
    return None if stored is None else InvoiceDetailsOut.model_validate(stored)


async def staff_detail(session: AsyncSession, order: Order, detail: OrderDetailOut) -> StaffOrderDetailOut:
    """`detail` (the order's, as built for the customer too) with the order's invoicing."""
    invoices = await InvoiceListRepository(session).of_orders([order.id])
    return StaffOrderDetailOut.model_construct(
        **dict(detail), invoiceDetails=_details(order.invoice_details), invoices=[order_invoice(i) for i in invoices]
    )
