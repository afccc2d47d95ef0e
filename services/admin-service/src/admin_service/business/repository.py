"""Writes of the business setup: the row lock every setup change takes, schedules, holidays, points."""

from collections.abc import Sequence

from sqlalchemy import delete, func, select
from sqlalchemy.dialects.postgresql import insert

from bakery_shared.business.repository import BusinessRepository
from bakery_shared.models import BusinessSetup, Category, HolidaySchedule, PickupLocation, Schedule


class BusinessSetupRepository(BusinessRepository):
    async def lock_setup(self) -> BusinessSetup:
        """The setup row, locked until the transaction ends: setup writes run one after another.

        Created (empty) if the database was never seeded, so a first save works."""
        await self.session.execute(
            insert(BusinessSetup).values(id=1, name="", country="România").on_conflict_do_nothing(index_elements=["id"])
        )
        setup = await self.session.scalar(
            select(BusinessSetup).where(BusinessSetup.id == 1).with_for_update().execution_options(populate_existing=True)
        )
        assert setup is not None
        return setup

    async def replace_schedules(self, schedules: Sequence[Schedule]) -> None:
        # A bulk DELETE first: in one flush the unit of work would insert before deleting and
        # trip the (type, weekday) unique constraint.
        await self.session.execute(delete(Schedule))
        self.session.add_all(schedules)
        await self.session.flush()

    async def holidays_by_id(self) -> dict[int, HolidaySchedule]:
        return {h.id: h for h in await self.holidays()}

    async def delete_holidays(self, holidays: Sequence[HolidaySchedule]) -> None:
        for holiday in holidays:
            await self.session.delete(holiday)
        await self.session.flush()

    async def add(self, *rows: object) -> None:
        self.session.add_all(rows)
        await self.session.flush()

    async def next_pickup_sort_order(self) -> int:
        highest = await self.session.scalar(select(func.max(PickupLocation.sort_order)))
        return 0 if highest is None else highest + 1

    async def categories_picking_up_at(self, ids: Sequence[int]) -> list[Category]:
        """Categories whose orders are picked up at one of these points."""
        if not ids:
            return []
        rows = await self.session.scalars(
            select(Category).where(Category.given_location_for_pickup_id.in_(ids)).order_by(Category.name)
        )
        return list(rows)

    async def delete_pickup_locations(self, ids: Sequence[int]) -> None:
        if ids:
            await self.session.execute(delete(PickupLocation).where(PickupLocation.id.in_(ids)))
            await self.session.flush()
