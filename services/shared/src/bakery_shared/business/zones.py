"""A delivery zone's JSON shape (where the shop delivers, at what fee and minimum): the admin lists
the zones, the storefront shows them and the one an address falls in. Matching an address to a
zone is the checkout's, in user-service."""

from decimal import Decimal

from pydantic import BaseModel

from ..models import DeliveryZone
from ..money import Money


class ZoneDayOut(BaseModel):
    dayOfWeek: int
    hours: str


class DeliveryZoneOut(BaseModel):
    id: int
    name: str
    localities: list[str]
    postalCodes: list[str]
    deliveryFee: Money
    minimumOrder: Money
    # The days and hours the zone is served; empty: whenever deliveries are.
    schedule: list[ZoneDayOut]


def zone_out(zone: DeliveryZone) -> DeliveryZoneOut:
    return DeliveryZoneOut(
        id=zone.id,
        name=zone.name,
        localities=list(zone.localities or []),
        postalCodes=list(zone.postal_codes or []),
        deliveryFee=Decimal(zone.delivery_fee),
        minimumOrder=Decimal(zone.minimum_order),
        schedule=[ZoneDayOut(**day) for day in zone.schedule or []],
    )
