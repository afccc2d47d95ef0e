"""admin-service's invoice queries: what the e-Factura filing job takes and records, and what the
staff read of the invoices (by period and state, one by id, the counts the dashboard flags)."""

from collections.abc import Sequence
from datetime import date, datetime

from sqlalchemy import Select, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from bakery_shared.models import EfacturaStatus, Invoice, InvoiceKind, Order
from bakery_shared.repository import Repository

S = EfacturaStatus
# After a failed upload an invoice waits 30 s, doubling with each attempt, at most an hour.
FIRST_RETRY_SECONDS = 30
LONGEST_RETRY_SECONDS = 3600


class FilingRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def claim_next_pending(self, now: datetime) -> Invoice | None:
        """The waiting invoice with the nearest deadline (oldest first among equals) whose retry time
        has come, locked so that no other filing job takes it (SKIP LOCKED: they take the next)."""
        wait = func.make_interval(
            0,
            0,
            0,
            0,
            0,
            0,
            func.least(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * func.power(2, Invoice.efactura_attempts - 1)),
        )
        due = (
            (Invoice.efactura_updated_at.is_(None))
            | (Invoice.efactura_attempts == 0)
            | (Invoice.efactura_updated_at + wait <= now)
        )
        return await self.session.scalar(
            select(Invoice)
            .where(Invoice.efactura_status == S.PENDING, due)
            .order_by(Invoice.efactura_deadline, Invoice.id)
            .limit(1)
            .with_for_update(skip_locked=True)
        )

    async def stale_uploads(self, started_before: datetime) -> list[Invoice]:
        """Invoices taken for upload before `started_before` whose answer was never recorded: the
        process that took them stopped (or lost ANAF's answer) meanwhile."""
        rows = await self.session.scalars(
            select(Invoice)
            .where(Invoice.efactura_status == S.UPLOADING, Invoice.efactura_upload_started_at < started_before)
            .order_by(Invoice.efactura_deadline, Invoice.id)
            .with_for_update(skip_locked=True)
        )
        return list(rows)

    async def in_progress(self) -> list[tuple[int, str]]:
        """(invoice id, ANAF's upload id) of every upload ANAF has not answered yet, oldest first."""
        rows = await self.session.execute(
            select(Invoice.id, Invoice.efactura_upload_id)
            .where(Invoice.efactura_status == S.IN_PROGRESS, Invoice.efactura_upload_id.is_not(None))
            .order_by(Invoice.efactura_updated_at, Invoice.id)
        )
        return [(row.id, row.efactura_upload_id) for row in rows]

    async def known_upload_ids(self, upload_ids: list[str]) -> set[str]:
        """Which of these ANAF upload ids are already recorded on an invoice."""
        if not upload_ids:
            return set()
        rows = await self.session.scalars(select(Invoice.efactura_upload_id).where(Invoice.efactura_upload_id.in_(upload_ids)))
        return set(rows)

    async def move(self, invoice_id: int, expected: EfacturaStatus, **values: object) -> bool:
        """Sets `values` on the invoice if it is still in `expected` (another job may have moved it)."""
        moved = await self.session.scalar(
            update(Invoice)
            .where(Invoice.id == invoice_id, Invoice.efactura_status == expected)
            .values(**values)
            .returning(Invoice.id)
        )
        return moved is not None


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
