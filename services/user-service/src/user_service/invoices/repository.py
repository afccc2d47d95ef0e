"""Who may read an order's invoice, and the company saved on the account (the invoices themselves
are read through the shared InvoiceRepository)."""

from typing import Any

from sqlalchemy import null, select, update

from bakery_shared.models import Order, User
from bakery_shared.repository import Repository


class CustomerInvoiceRepository(Repository):
    async def order_doors(self, order_number: str) -> tuple[int, int | None, str | None] | None:
        """(the order's id, its owner, its follow link's secret hash): what decides who may read
        its invoice, without loading the order."""
        row = (
            await self.session.execute(
                select(Order.id, Order.user_id, Order.guest_access_token_hash).where(Order.order_number == order_number.strip())
            )
        ).first()
        return None if row is None else (row[0], row[1], row[2])

    async def saved_details(self, user_id: int) -> tuple[bool, dict[str, Any] | None]:
        """(whether the account exists, the company saved on it)."""
        row = (await self.session.execute(select(User.id, User.invoice_details).where(User.id == user_id))).first()
        return (False, None) if row is None else (True, row.invoice_details)

    async def save_details(self, user_id: int, details: dict[str, Any] | None) -> bool:
        """Whether the account was there to keep them."""
        # SQL NULL, not JSON's null, for "none saved".
        value = details if details is not None else null()
        result = await self.session.execute(update(User).where(User.id == user_id).values(invoice_details=value))
        return result.rowcount > 0
