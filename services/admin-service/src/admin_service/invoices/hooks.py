"""A pay-at-pickup order handed over is invoiced when the customer asked for a company invoice (or
the setup invoices every such order); a failing invoice never fails the handover (the shared
`as_money_moves` explains why)."""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.invoicing.as_money_moves import issue_safely
from bakery_shared.invoicing.issuing import invoice_on_delivery
from bakery_shared.models import Invoice, Order
from bakery_shared.settings import Settings


async def invoice_delivered(session: AsyncSession, order: Order, *, now: datetime, settings: Settings) -> Invoice | None:
    return await issue_safely(
        session,
        f"the invoice of delivered order {order.order_number}",
        lambda: invoice_on_delivery(session, order.id, now=now, settings=settings),
    )
