"""Invoices issued as money moves, by whichever service moves it: an order's invoice when its card
payment is captured (the staff's accept, or a capture user-service learns of by itself), a credit
note for each refund.

Invoicing never stands in the way of the money: each issue runs in a SAVEPOINT of the step's own
transaction, so the invoice and the step commit together, while an issue that fails is rolled back
alone (its number given back to the series) and logged, and the step goes on: the money has moved
already, and the staff issue the invoice from the order once the cause is fixed. With invoicing
switched off the issuing functions do nothing."""

from collections.abc import Awaitable, Callable, Iterable
from datetime import datetime
import logging

from sqlalchemy.ext.asyncio import AsyncSession

from ..errors import log_background_failure
from ..models import CardRefund, Invoice
from ..settings import Settings
from .issuing import issue_credit_note, issue_order_invoice

log = logging.getLogger(__name__)


async def issue_safely(session: AsyncSession, what: str, issue: Callable[[], Awaitable[Invoice | None]]) -> Invoice | None:
    """`issue()`'s invoice, or None when it failed (rolled back to before it, and logged)."""
    try:
        async with session.begin_nested():
            return await issue()
    except Exception as error:  # the step's money is recorded whatever happens to its invoice
        log_background_failure(log, f"invoicing: {what}", error)
        return None


async def invoice_captured(session: AsyncSession, order_id: int, *, now: datetime, settings: Settings) -> Invoice | None:
    """The invoice of an order whose card payment was just captured (once: an order already
    invoiced keeps its invoice)."""
    return await issue_safely(
        session, f"the invoice of order {order_id}", lambda: issue_order_invoice(session, order_id, now=now, settings=settings)
    )


async def credit_refunds(
    session: AsyncSession, refunds: Iterable[CardRefund], *, now: datetime, settings: Settings
) -> list[Invoice]:
    """A credit note for each refund just made (one that gives back what was never invoiced gets none)."""
    refunds = list(refunds)
    if not refunds:
        return []
    await session.flush()  # the refunds get their ids
    notes = []
    for refund in refunds:
        note = await issue_safely(
            session,
            f"the credit note of refund {refund.id}",
            lambda refund_id=refund.id: issue_credit_note(session, refund_id, now=now, settings=settings),
        )
        if note is not None:
            notes.append(note)
    return notes
