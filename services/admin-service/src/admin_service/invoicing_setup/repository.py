"""Reads and writes of the invoicing setup: its one row (locked for a save) and the category rates."""

from collections.abc import Mapping, Sequence
from decimal import Decimal

from sqlalchemy import delete, select

from bakery_shared.models import Category, CategoryVatRate, InvoicingSetup
from bakery_shared.repository import Repository


class InvoicingSetupRepository(Repository):
    async def setup(self, *, for_update: bool = False) -> InvoicingSetup:
        """The one row (the migration made it); locked, saves run one after another."""
        query = select(InvoicingSetup).where(InvoicingSetup.id == 1)
        if for_update:
            query = query.with_for_update().execution_options(populate_existing=True)
        setup = await self.session.scalar(query)
        assert setup is not None
        return setup

    async def categories_with_rates(self) -> list[tuple[Category, Decimal | None]]:
        """Every menu category, with its own VAT rate or None (the default rate applies)."""
        rows = await self.session.execute(
            select(Category, CategoryVatRate.vat_rate)
            .outerjoin(CategoryVatRate, CategoryVatRate.category_id == Category.id)
            .order_by(Category.name)
        )
        return [(category, rate) for category, rate in rows.all()]

    async def existing_categories(self, ids: Sequence[int]) -> set[int]:
        if not ids:
            return set()
        return set(await self.session.scalars(select(Category.id).where(Category.id.in_(ids))))

    async def replace_category_rates(self, rates: Mapping[int, Decimal]) -> None:
        await self.session.execute(delete(CategoryVatRate))
        self.session.add_all(CategoryVatRate(category_id=c, vat_rate=r) for c, r in rates.items())
        await self.session.flush()
