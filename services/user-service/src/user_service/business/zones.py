"""The checkout's delivery zones: which zone an address falls in and whether a moment
is one the zone is served. Pure functions over `DeliveryZone` rows; their JSON shape is shared
(bakery_shared.business.zones), since the admin lists the zones too.

The locality decides, compared without case or diacritics ("Cisnadie" is "Cisnădie"):
only the zones naming it are candidates. A postal code then picks among them (a district of the
town listed by its codes); a code that a zone outside them lists is refused, naming the served
localities: typing another zone's code must not buy its fee, minimum or hours. A code no zone
lists leaves the locality's own zone (the first naming it without codes of its own). A zone that
names no locality cannot be reached: nothing says which town its codes belong to.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, time
import unicodedata

from bakery_shared.business.schedule import END_OF_DAY, parse_hours
from bakery_shared.clock import local_moment
from bakery_shared.models import DeliveryZone

OUTSIDE_ZONES = "Nu livrăm la adresa aleasă. Livrăm doar în: {localities}."
POSTAL_CODE_ELSEWHERE = "Codul poștal {code} nu aparține localității „{city}”. Verificați adresa. Livrăm doar în: {localities}."
ZONE_NOT_SERVED = "Zona „{zone}” nu este deservită în momentul ales. Programul livrărilor în zonă: {hours}."
WEEKDAYS = {1: "luni", 2: "marți", 3: "miercuri", 4: "joi", 5: "vineri", 6: "sâmbătă", 7: "duminică"}


def plain(text: str | None) -> str:
    """Lower case, without diacritics or extra spaces: 'Cisnădie ' -> 'cisnadie'."""
    decomposed = unicodedata.normalize("NFKD", text or "")
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def postal_code_digits(postal_code: str | None) -> str:
    """'550 003' -> '550003': the code as zones list it and as the order keeps it."""
    return "".join((postal_code or "").split())


@dataclass(frozen=True)
class ZoneMiss:
    """Why an address has no zone: the message and the address field to correct."""

    message: str
    field: str  # "city" or "postalCode"


def address_zone(zones: Sequence[DeliveryZone], city: str | None, postal_code: str | None) -> DeliveryZone | ZoneMiss:
    """The zone of an address, or why it has none (see the module's docstring)."""
    wanted, code = plain(city), postal_code_digits(postal_code)
    candidates = [z for z in zones if wanted and wanted in {plain(locality) for locality in z.localities or []}]
    if not candidates:
        return ZoneMiss(OUTSIDE_ZONES.format(localities=served_localities(zones)), "city")
    if code:
        by_code = next((z for z in zones if code in (z.postal_codes or [])), None)
        if by_code is not None and by_code not in candidates:
            message = POSTAL_CODE_ELSEWHERE.format(code=code, city=(city or "").strip(), localities=served_localities(zones))
            return ZoneMiss(message, "postalCode")
        if by_code is not None:
            return by_code
    return next((z for z in candidates if not z.postal_codes), candidates[0])


def find_zone(zones: Sequence[DeliveryZone], city: str | None, postal_code: str | None) -> DeliveryZone | None:
    """The zone of an address, None when it has none."""
    zone = address_zone(zones, city, postal_code)
    return None if isinstance(zone, ZoneMiss) else zone


def served_localities(zones: Sequence[DeliveryZone]) -> str:
    names = list(dict.fromkeys(locality for zone in zones for locality in zone.localities or []))
    return ", ".join(names)


def served_at(zone: DeliveryZone, moment: datetime) -> bool:
    """Whether `moment` is on a day and in the hours the zone is served (half-open, as schedules)."""
    if not zone.schedule:
        return True
    local = local_moment(moment)
    at = local.time().replace(tzinfo=None)
    for day in zone.schedule:
        if day.get("dayOfWeek") != local.isoweekday():
            continue
        opening, closing = parse_hours(day.get("hours"))
        if opening <= at and (at < closing or closing == END_OF_DAY):
            return True
    return False


def zone_hours_text(zone: DeliveryZone) -> str:
    """'luni 10:00 - 18:00, sâmbătă 09:00 - 13:00'."""
    days = sorted(zone.schedule or [], key=lambda d: d.get("dayOfWeek", 0))
    return ", ".join(f"{WEEKDAYS.get(d.get('dayOfWeek', 0), '?')} {d.get('hours')}" for d in days)


def zone_window(zone: DeliveryZone, weekday: int) -> tuple[time, time] | None:
    """The hours the zone is served on an ISO weekday (None: not that day); all day when it sets none."""
    if not zone.schedule:
        return time(0, 0), END_OF_DAY
    for day in zone.schedule:
        if day.get("dayOfWeek") == weekday:
            return parse_hours(day.get("hours"))
    return None
