"""The staff's queries of the invoices issued: by period and state, one by id, the counts the
dashboard flags. (The filing job's queries live next to it, in the filing module's repository.)"""

from collections.abc import Sequence
from datetime import date

from sqlalchemy import Select, func, select
from sqlalchemy.orm import aliased

from bakery_shared.models import EfacturaStatus, Invoice, InvoiceKind, Order
from bakery_shared.repository import Repository

Corrected = aliased(Invoice)

# A row of the list: the invoice, its order's number, the number of the invoice it corrects.
InvoiceRow = tuple[Invoice, str | None, str | None]


def _listed() -> Select:
    return (
        select(Invoice, Order.order_number, Corrected.number)
        .outerjoin(Order, Order.id == Invoice.order_id)
        .outerjoin(Corrected, Corrected.id == Invoice.corrects_invoice_id)
    )


class InvoiceListRepository(Repository):
    async def listed(
        self,
        *,
        start: date | None = None,
        end: date | None = None,
        status: EfacturaStatus | None = None,
        kind: InvoiceKind | None = None,
    ) -> list[InvoiceRow]:
        """Invoices issued from `start` to `end` (Bucharest days, both included), newest first."""
        query = _listed()
        if start is not None:
            query = query.where(Invoice.issue_date >= start)
        if end is not None:
            query = query.where(Invoice.issue_date <= end)
        if status is not None:
            query = query.where(Invoice.efactura_status == status)
        if kind is not None:
            query = query.where(Invoice.kind == kind)
        rows = await self.session.execute(query.order_by(Invoice.issue_date.desc(), Invoice.year.desc(), Invoice.sequence.desc()))
        return [(invoice, number, corrects) for invoice, number, corrects in rows.all()]

    async def row(self, invoice_id: int) -> InvoiceRow | None:
        found = (await self.session.execute(_listed().where(Invoice.id == invoice_id))).first()
        return None if found is None else (found[0], found[1], found[2])

    async def get(self, invoice_id: int) -> Invoice | None:
        return await self.session.get(Invoice, invoice_id)

    async def xml_of_period(self, start: date, end: date) -> list[tuple[str, str]]:
        """(number, XML) of every invoice and credit note issued in the period, in number order."""
        rows = await self.session.execute(
            select(Invoice.number, Invoice.xml)
            .where(Invoice.issue_date >= start, Invoice.issue_date <= end)
            .order_by(Invoice.series, Invoice.year, Invoice.sequence)
        )
        return [(number, xml) for number, xml in rows.all()]

    async def of_orders(self, order_ids: Sequence[int]) -> list[Invoice]:
        """The invoices and credit notes of these orders, in the order they were issued."""
        if not order_ids:
            return []
        rows = await self.session.scalars(
            select(Invoice).where(Invoice.order_id.in_(order_ids)).order_by(Invoice.year, Invoice.sequence)
        )
        return list(rows)

    async def near_deadline(self, last_day: date) -> int:
        """Invoices not accepted by ANAF whose filing deadline is `last_day` or sooner (refused ones
        are counted apart)."""
        return (
            await self.session.scalar(
                select(func.count())
                .select_from(Invoice)
                .where(
                    Invoice.efactura_status.in_((EfacturaStatus.PENDING, EfacturaStatus.UPLOADING, EfacturaStatus.IN_PROGRESS)),
                    Invoice.efactura_deadline <= last_day,
                )
            )
            or 0
        )

    async def refused(self) -> int:
        return (
            await self.session.scalar(
                select(func.count()).select_from(Invoice).where(Invoice.efactura_status == EfacturaStatus.NOK)
            )
            or 0
        )
