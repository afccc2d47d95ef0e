"""Reads of the business setup, its weekly schedules, holidays and pickup points (both services)."""

from collections.abc import Sequence

from sqlalchemy import select, update

from ..models import BusinessSetup, DeliveryZone, HolidaySchedule, PickupLocation, Schedule, ScheduleType
from ..repository import Repository

# The order the screens show the weekly programmes in.
SCHEDULE_TYPE_ORDER = {ScheduleType.REGULAR: 0, ScheduleType.PICKUP: 1, ScheduleType.DELIVERY: 2}


class BusinessRepository(Repository):
    # --- reads ---------------------------------------------------------------------------------

    async def last_key(self) -> int:
        return await self.session.scalar(select(BusinessSetup.version).where(BusinessSetup.id == 1)) or 0

    async def bump_last_key(self) -> int:
        version = await self.session.scalar(
            update(BusinessSetup)
            .where(BusinessSetup.id == 1)
            .values(version=BusinessSetup.version + 1)
            .returning(BusinessSetup.version)
        )
        return version or 0

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

    async def pickup_locations_by_id(self, ids: Sequence[int]) -> dict[int, PickupLocation]:
        if not ids:
            return {}
        rows = await self.session.scalars(select(PickupLocation).where(PickupLocation.id.in_(ids)))
        return {row.id: row for row in rows}

    async def delivery_zones(self) -> list[DeliveryZone]:
        rows = await self.session.scalars(select(DeliveryZone).order_by(DeliveryZone.sort_order, DeliveryZone.id))
        return list(rows)
