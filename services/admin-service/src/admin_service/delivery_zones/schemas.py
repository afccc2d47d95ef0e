"""What the admin's delivery zone screen sends, with its Romanian messages."""

from decimal import Decimal
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, WithJsonSchema, field_validator

from bakery_shared.errors import rule_error
from bakery_shared.params import OptionalId
from bakery_shared.rules.dates import Weekday
from bakery_shared.rules.money import required_amount
from bakery_shared.rules.text import required
from bakery_shared.schemas import document

from ..business.schemas import POSTAL_CODE_RULE, POSTAL_CODE_SCHEMA, _opening_hours, _postal_code

ZONE_NAME_RULE = "Numele zonei este obligatoriu."
ZONE_NAME_TOO_LONG = "Numele zonei poate avea cel mult 80 de caractere."
ZONE_PLACES_RULE = "Adăugați cel puțin o localitate a zonei: localitatea alege zona, codurile poștale doar între zonele ei."
ZONE_LOCALITY_RULE = "Numele localității este obligatoriu și are cel mult 80 de caractere."
ZONE_FEE_RULE = "Taxa de livrare trebuie să fie o sumă de cel puțin 0, cu cel mult două zecimale."
ZONE_MINIMUM_RULE = "Comanda minimă trebuie să fie o sumă de cel puțin 0, cu cel mult două zecimale."
ZONE_DUPLICATE_DAY_RULE = "Ziua {day} apare de mai multe ori în programul zonei."
MAX_ZONE_AMOUNT = Decimal(100000)


def _localities(value: Any) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise rule_error(ZONE_LOCALITY_RULE)
    names: list[str] = []
    for item in value:
        if not isinstance(item, str) or not item.strip() or len(item.strip()) > 80:
            raise rule_error(ZONE_LOCALITY_RULE)
        if item.strip() not in names:
            names.append(item.strip())
    return names


def _postal_codes(value: Any) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise rule_error(POSTAL_CODE_RULE)
    codes: list[str] = []
    for item in value:
        code = _postal_code(item)
        if code not in codes:
            codes.append(code)
    return codes


class ZoneDayIn(BaseModel):
    dayOfWeek: Weekday = None  # type: ignore[assignment]
    hours: Annotated[str, BeforeValidator(_opening_hours)] = ""

    model_config = {"validate_default": True, "json_schema_extra": document("dayOfWeek", "hours")}


class DeliveryZoneIn(BaseModel):
    id: OptionalId = None
    name: Annotated[str, required(ZONE_NAME_RULE, 80)] = ""
    localities: Annotated[
        list[str], BeforeValidator(_localities), WithJsonSchema({"type": "array", "items": {"type": "string", "maxLength": 80}})
    ] = []
    postalCodes: Annotated[
        list[str], BeforeValidator(_postal_codes), WithJsonSchema({"type": "array", "items": POSTAL_CODE_SCHEMA})
    ] = []
    deliveryFee: Annotated[
        Decimal,
        required_amount(required=ZONE_FEE_RULE, invalid=ZONE_FEE_RULE, maximum=MAX_ZONE_AMOUNT),
        WithJsonSchema({"type": ["number", "string"]}),
    ] = None  # type: ignore[assignment]
    minimumOrder: Annotated[
        Decimal,
        required_amount(required=ZONE_MINIMUM_RULE, invalid=ZONE_MINIMUM_RULE, maximum=MAX_ZONE_AMOUNT),
        WithJsonSchema({"type": ["number", "string"]}),
    ] = None  # type: ignore[assignment]
    # The days and hours it is served; empty: whenever deliveries are (the DELIVERY programme).
    schedule: list[ZoneDayIn] = []

    model_config = {
        "validate_default": True,
        "json_schema_extra": document("name", "deliveryFee", "minimumOrder", name={"minLength": 1, "maxLength": 80}),
    }

    # The checkout chooses a zone by its locality (a postal code only picks among that locality's
    # zones), so a zone of postal codes alone could never be chosen.
    @field_validator("localities", mode="after")
    @classmethod
    def _some_locality(cls, value: list[str]) -> list[str]:
        if not value:
            raise rule_error(ZONE_PLACES_RULE)
        return value

    @field_validator("schedule", mode="after")
    @classmethod
    def _distinct_days(cls, value: list[ZoneDayIn]) -> list[ZoneDayIn]:
        seen: set[int] = set()
        for day in value:
            if day.dayOfWeek in seen:
                raise rule_error(ZONE_DUPLICATE_DAY_RULE.format(day=day.dayOfWeek))
            seen.add(day.dayOfWeek)
        return sorted(value, key=lambda d: d.dayOfWeek)
