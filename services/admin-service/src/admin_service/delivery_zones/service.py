"""The delivery zones: where the shop delivers, for what fee and minimum order, on which
days. Each write locks every zone, saves, bumps the last-key in the same transaction (so the
storefront's next read sees it) and answers every zone."""

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.business.zones import DeliveryZoneOut, zone_out
from bakery_shared.errors import Conflict, NotFound
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import DeliveryZone

from .repository import DeliveryZoneRepository
from .schemas import DeliveryZoneIn

ZONE_NOT_FOUND = "Zona de livrare nu a fost găsită."
ZONE_NAME_TAKEN = "Există deja o zonă de livrare cu numele „{name}”."
POSTAL_CODE_TAKEN = "Codul poștal {code} aparține deja zonei „{zone}”."


class DeliveryZoneService:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.repo = DeliveryZoneRepository(session)

    async def _changed(self) -> None:
        await self.session.flush()
        await bump_last_key(self.session)

    async def delivery_zones(self) -> list[DeliveryZoneOut]:
        return [zone_out(zone) for zone in await self.repo.delivery_zones()]

    async def save_delivery_zone(self, data: DeliveryZoneIn) -> list[DeliveryZoneOut]:
        """Adds a zone (no id) or edits one; a name or a postal code belongs to one zone only."""
        zones = await self.repo.zones_for_update()
        if data.id is not None and data.id not in zones:
            raise NotFound(ZONE_NOT_FOUND)
        others = [zone for zone in zones.values() if zone.id != data.id]
        for zone in others:
            if zone.name.casefold() == data.name.casefold():
                raise Conflict(ZONE_NAME_TAKEN.format(name=data.name), errors={"name": ZONE_NAME_TAKEN.format(name=data.name)})
            for code in data.postalCodes:
                if code in (zone.postal_codes or []):
                    message = POSTAL_CODE_TAKEN.format(code=code, zone=zone.name)
                    raise Conflict(message, errors={"postalCodes": message})
        if data.id is None:
            zone = DeliveryZone(sort_order=max((z.sort_order for z in zones.values()), default=-1) + 1)
        else:
            zone = zones[data.id]
        zone.name = data.name
        zone.localities = data.localities
        zone.postal_codes = data.postalCodes
        zone.delivery_fee = data.deliveryFee
        zone.minimum_order = data.minimumOrder
        zone.schedule = [{"dayOfWeek": day.dayOfWeek, "hours": day.hours} for day in data.schedule]
        if data.id is None:
            await self.repo.add(zone)
        await self._changed()
        return await self.delivery_zones()

    async def delete_delivery_zone(self, zone_id: int) -> list[DeliveryZoneOut]:
        zones = await self.repo.zones_for_update()
        if zone_id not in zones:
            raise NotFound(ZONE_NOT_FOUND)
        await self.repo.delete_zone(zones[zone_id])
        await self._changed()
        return await self.delivery_zones()
