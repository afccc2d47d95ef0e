"""Writes of the delivery zones; the list in order is the shared business read."""

from sqlalchemy import select

from bakery_shared.business.repository import BusinessRepository
from bakery_shared.models import DeliveryZone


class DeliveryZoneRepository(BusinessRepository):
    async def zones_for_update(self) -> dict[int, DeliveryZone]:
        """Every zone, locked: zone writes run one after another (names and postal codes stay unique)."""
        rows = await self.session.scalars(select(DeliveryZone).order_by(DeliveryZone.id).with_for_update())
        return {zone.id: zone for zone in rows}

    async def add(self, zone: DeliveryZone) -> None:
        self.session.add(zone)
        await self.session.flush()

    async def delete_zone(self, zone: DeliveryZone) -> None:
        await self.session.delete(zone)
        await self.session.flush()
