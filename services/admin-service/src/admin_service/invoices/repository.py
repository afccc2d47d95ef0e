"""admin-service's invoice queries: what the e-Factura filing job takes, and what it records."""

from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.models import EfacturaStatus, Invoice

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
