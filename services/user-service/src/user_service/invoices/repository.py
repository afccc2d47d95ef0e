"""The invoices a customer may read (their order's, its cake's advance and the credit notes of
both) and the company saved on the account."""

from typing import Any

from sqlalchemy import null, or_, select, update

from bakery_shared.models import CakePayment, CakeRequest, Invoice, InvoiceKind, InvoicePurpose, Order, User
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

    async def of_order(self, order_id: int) -> list[Invoice]:
        """Oldest first: the order's invoice, a custom cake's advance invoice (issued for its
        deposit, before the cake's final invoice) and every credit note correcting either."""
        cake_payments = (
            select(CakePayment.id)
            .join(CakeRequest, CakeRequest.id == CakePayment.request_id)
            .where(CakeRequest.order_id == order_id)
        )
        own = select(Invoice.id).where(or_(Invoice.order_id == order_id, Invoice.cake_payment_id.in_(cake_payments)))
        rows = await self.session.scalars(
            select(Invoice)
            .where(or_(Invoice.id.in_(own), Invoice.corrects_invoice_id.in_(own)))
            .order_by(Invoice.issued_at, Invoice.id)
        )
        return list(rows)

    async def order_invoice(self, order_id: int) -> Invoice | None:
        """The order's own invoice (one per order), not an advance nor a credit note."""
        return await self.session.scalar(
            select(Invoice).where(
                Invoice.order_id == order_id, Invoice.purpose == InvoicePurpose.ORDER, Invoice.kind == InvoiceKind.INVOICE
            )
        )

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
