"""A custom cake's advance invoice when its deposit is captured in user-service; a failing invoice
never undoes the deposit (the shared `as_money_moves` explains why). A cake's final invoice and an
order whose capture user-service learns of by itself go through `as_money_moves.invoice_captured`."""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.invoicing.as_money_moves import issue_safely
from bakery_shared.invoicing.issuing import issue_advance_invoice
from bakery_shared.settings import Settings


async def invoice_deposit(session: AsyncSession, cake_payment_id: int, *, now: datetime, settings: Settings) -> None:
    await issue_safely(
        session,
        f"the advance invoice of cake payment {cake_payment_id}",
        lambda: issue_advance_invoice(session, cake_payment_id, now=now, settings=settings),
    )
