"""Invoices issued as the order's money moves: when accepting an order captures its card payment,
when a pay-at-pickup order is handed over, and a credit note for each refund.

Each issue runs in a SAVEPOINT of the step's own transaction: the invoice and the step commit
together, and an issue that fails is rolled back alone and logged, never failing the step (the
money has moved already; the staff issue the invoice from the order once the cause is fixed). With
invoicing off, issuing is a no-op."""

from collections.abc import Awaitable, Callable, Iterable
from datetime import datetime
import logging

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.invoicing.issuing import invoice_on_delivery, issue_credit_note, issue_order_invoice
from bakery_shared.models import CardRefund, Invoice, Order
from bakery_shared.settings import Settings

log = logging.getLogger(__name__)


async def _quietly(session: AsyncSession, what: str, issue: Callable[[], Awaitable[Invoice | None]]) -> Invoice | None:
    try:
        async with session.begin_nested():
            return await issue()
    except Exception:
        log.exception("could not issue %s; the step goes on without it", what)
        return None


async def invoice_captured(session: AsyncSession, order: Order, *, now: datetime, settings: Settings) -> Invoice | None:
    """The invoice of an order whose card payment was just captured."""
    return await _quietly(
        session,
        f"the invoice of order {order.order_number}",
        lambda: issue_order_invoice(session, order.id, now=now, settings=settings),
    )


async def invoice_delivered(session: AsyncSession, order: Order, *, now: datetime, settings: Settings) -> Invoice | None:
    """A pay-at-pickup order handed over: invoiced when the customer asked for it (or the setup
    invoices every such order)."""
    return await _quietly(
        session,
        f"the invoice of delivered order {order.order_number}",
        lambda: invoice_on_delivery(session, order.id, now=now, settings=settings),
    )


async def credit_refunds(
    session: AsyncSession, refunds: Iterable[CardRefund], *, now: datetime, settings: Settings
) -> list[Invoice]:
    """A credit note for each refund just made (one that corrects no invoice gets none)."""
    refunds = list(refunds)
    if not refunds:
        return []
    await session.flush()  # the refunds get their ids
    notes = []
    for refund in refunds:
        note = await _quietly(
            session,
            f"the credit note of refund {refund.id}",
            lambda refund=refund: issue_credit_note(session, refund.id, now=now, settings=settings),
        )
        if note is not None:
            notes.append(note)
    return notes
