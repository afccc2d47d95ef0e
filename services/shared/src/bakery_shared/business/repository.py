"""Queries on the business setup, its weekly schedules, holidays and pickup points."""

from collections.abc import Sequence

from sqlalchemy import delete, func, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import BusinessSetup, Category, HolidaySchedule, PickupLocation, Schedule, ScheduleType

# The order the screens show the weekly programmes in.
SCHEDULE_TYPE_ORDER = {ScheduleType.REGULAR: 0, ScheduleType.PICKUP: 1, ScheduleType.DELIVERY: 2}


class BusinessRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    # --- reads ---------------------------------------------------------------------------------

    async def get_setup(self) -> BusinessSetup | None:
        return await self.session.get(BusinessSetup, 1)

    async def schedules(self) -> list[Schedule]:
        rows = await self.session.scalars(select(Schedule))
        return sorted(rows, key=lambda s: (SCHEDULE_TYPE_ORDER[s.schedule_type], s.day_of_week))

    async def holidays(self) -> list[HolidaySchedule]:
        rows = await self.session.scalars(select(HolidaySchedule).order_by(HolidaySchedule.start_date, HolidaySchedule.id))
        return list(rows)

    async def pickup_locations(self) -> list[PickupLocation]:
        rows = await self.session.scalars(select(PickupLocation).order_by(PickupLocation.sort_order, PickupLocation.id))
        return list(rows)

    # --- writes (admin-service) ----------------------------------------------------------------

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

    async def pickup_locations_by_id(self, ids: Sequence[int]) -> dict[int, PickupLocation]:
        if not ids:
            return {}
        rows = await self.session.scalars(select(PickupLocation).where(PickupLocation.id.in_(ids)))
        return {row.id: row for row in rows}

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
