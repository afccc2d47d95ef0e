"""Invoices issued as money moves through user-service: a custom cake's advance invoice when its
deposit is captured, its final invoice (deducting the advance) when the rest is captured online, a
credit note for money given back on a cancellation; and an online order's invoice when the server
learns its card was captured (a capture recorded here rather than by the staff's accept).

Invoicing never stands in the way of the money: each issue runs in a savepoint of the payment's
transaction, and a failure is logged and rolled back to it (its number given back to the series),
while the payment is recorded all the same. With invoicing switched off the issuing functions do
nothing. Staff can still issue an order's invoice by hand from the order."""

from collections.abc import Awaitable, Callable, Iterable
from datetime import datetime
import logging

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.errors import log_background_failure
from bakery_shared.invoicing.issuing import issue_advance_invoice, issue_credit_note, issue_order_invoice
from bakery_shared.models import CardRefund
from bakery_shared.settings import Settings

log = logging.getLogger(__name__)


async def _without_risk(session: AsyncSession, what: str, issue: Callable[[], Awaitable[object]]) -> None:
    try:
        async with session.begin_nested():
            await issue()
    except Exception as error:  # the payment is recorded whatever happens to its invoice
        log_background_failure(log, f"invoicing: {what}", error)


async def invoice_deposit(session: AsyncSession, cake_payment_id: int, *, now: datetime, settings: Settings) -> None:
    await _without_risk(
        session,
        f"advance invoice of cake payment {cake_payment_id}",
        lambda: issue_advance_invoice(session, cake_payment_id, now=now, settings=settings),
    )


async def invoice_order(session: AsyncSession, order_id: int, *, now: datetime, settings: Settings) -> None:
    """The order's invoice (once: an order already invoiced keeps its invoice)."""
    await _without_risk(
        session,
        f"invoice of order {order_id}",
        lambda: issue_order_invoice(session, order_id, now=now, settings=settings),
    )


async def credit_refunds(session: AsyncSession, refunds: Iterable[CardRefund], *, now: datetime, settings: Settings) -> None:
    """A credit note for each refund (none when what it gave back was never invoiced)."""
    for refund in refunds:
        await _without_risk(
            session,
            f"credit note of card refund {refund.id}",
            lambda refund_id=refund.id: issue_credit_note(session, refund_id, now=now, settings=settings),
        )
