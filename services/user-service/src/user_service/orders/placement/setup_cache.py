"""The setup an order is checked against that changes only when staff save it: the business's
setup row (services, payment methods, fees, its e-mail), the weekly schedules, the holidays, the
pickup points and the delivery zones, kept per process under the last-key.

The last-key (`BusinessSetup.version`) moves in the same transaction as every change of them, and
placing an order reads it (one integer, a prepared statement) first, so it says whether the copy is
current: a copy is used only for the exact version it was read under, and a save is seen by the
very next order. Prices and stock are never kept here: they are read from the database for every
order.
"""

from dataclasses import dataclass

from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.business.repository import BusinessRepository
from bakery_shared.models import BusinessSetup, DeliveryZone, HolidaySchedule, PickupLocation, Schedule


@dataclass(frozen=True)
class SetupSnapshot:
    version: int
    setup: BusinessSetup
    schedules: list[Schedule]
    holidays: list[HolidaySchedule]
    pickup_locations: dict[int, PickupLocation]  # in the storefront's order
    delivery_zones: list[DeliveryZone]  # in the order an address is matched against them


class SetupCache:
    """One snapshot per process: the one of the newest version asked for."""

    def __init__(self) -> None:
        self._snapshot: SetupSnapshot | None = None

    async def get(self, session: AsyncSession, version: int) -> SetupSnapshot | None:
        """The copy for `version`; None when the shop has no setup row."""
        snapshot = self._snapshot
        if snapshot is not None and snapshot.version == version:
            return snapshot
        repo = BusinessRepository(session)
        setup = await repo.get_setup()
        if setup is None:
            return None
        schedules, holidays, locations = await repo.schedules(), await repo.holidays(), await repo.pickup_locations()
        zones = await repo.delivery_zones()
        # Read-only from here on and shared by concurrent requests: out of this request's session.
        for row in (setup, *schedules, *holidays, *locations, *zones):
            session.expunge(row)
        snapshot = SetupSnapshot(version, setup, schedules, holidays, {row.id: row for row in locations}, zones)
        # Rows read under an older version never replace a newer snapshot.
        if self._snapshot is None or self._snapshot.version <= version:
            self._snapshot = snapshot
        return snapshot


def setup_cache(app: FastAPI) -> SetupCache:
    cache = getattr(app.state, "setup_cache", None)
    if cache is None:
        cache = app.state.setup_cache = SetupCache()
    return cache
