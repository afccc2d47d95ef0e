"""What the admin's setup screens send, with every rule the specification sets and its Romanian
message."""

from datetime import date
from decimal import Decimal
import re
from typing import Annotated, Any, Literal
from urllib.parse import urlsplit

from pydantic import BaseModel, BeforeValidator, StrictBool, ValidationInfo, WithJsonSchema, field_validator

from bakery_shared.business.advance import InvalidAdvanceTime, parse_advance_time
from bakery_shared.business.schedule import InvalidHours, parse_hours
from bakery_shared.business.schemas import coordinate
from bakery_shared.errors import NOT_TEXT, rule_error
from bakery_shared.models import ScheduleType
from bakery_shared.params import OptionalId
from bakery_shared.rules.dates import Weekday, required_date
from bakery_shared.rules.email import EMAIL_SCHEMA, EmailAddress, OptionalEmail
from bakery_shared.rules.money import decimal_of
from bakery_shared.rules.phone import BUSINESS_PHONE_SCHEMA, BusinessPhone
from bakery_shared.rules.text import blank, optional, required, too_long
from bakery_shared.schemas import document

from .hours import format_hours

BUSINESS_NAME_RULE = "Numele afacerii este obligatoriu."
COUNTY_RULE = "Județul este obligatoriu."
STREET_RULE = "Strada este obligatorie."
STREET_NUMBER_RULE = "Numărul străzii este obligatoriu."
CITY_RULE = "Orașul este obligatoriu."
POSTAL_CODE_RULE = "Codul poștal trebuie să conțină între 5 și 10 cifre."
POINT_NAME_RULE = "Numele punctului de lucru este obligatoriu."
POINT_DESCRIPTION_RULE = "Descrierea punctului de lucru este obligatorie."
HOURS_REQUIRED_RULE = "Orele de program sunt obligatorii pentru o zi deschisă."
DUPLICATE_DAY_RULE = "Programul {type} pentru ziua {day} a fost trimis de mai multe ori."
HOLIDAY_NAME_RULE = "Numele perioadei libere este obligatoriu."
HOLIDAY_MESSAGE_RULE = "Mesajul pentru clienți este obligatoriu."
START_DATE_REQUIRED_RULE = "Data de început este obligatorie."
END_DATE_REQUIRED_RULE = "Data de sfârșit este obligatorie."
END_BEFORE_START_RULE = "Data de sfârșit nu poate fi înaintea datei de început."
MINIMUM_REQUIRED_RULE = "Timpul minim în avans este obligatoriu când serviciul este activ."
MAXIMUM_REQUIRED_RULE = "Timpul maxim în avans este obligatoriu când serviciul este activ."
MINIMUM_AFTER_MAXIMUM_RULE = "Timpul minim în avans nu poate depăși timpul maxim."
PAYMENT_REQUIRED_RULE = "Selectați cel puțin o metodă de plată."
YES_OR_NO_RULE = "Valoarea trebuie să fie da sau nu."
LATITUDE_RULE = "Latitudinea trebuie să fie un număr între -90 și 90."
LONGITUDE_RULE = "Longitudinea trebuie să fie un număr între -180 și 180."
LONGITUDE_MISSING_RULE = "Completați și longitudinea: harta are nevoie de amândouă coordonatele."
LATITUDE_MISSING_RULE = "Completați și latitudinea: harta are nevoie de amândouă coordonatele."
SOCIAL_LINK_RULE = "Linkul de {network} trebuie să fie o adresă https de pe {host}, de exemplu https://www.{host}/cofetaria-mea."
SOCIAL_LINK_LENGTH = 300


# Digits as a text, or as a number (as some forms send them).
POSTAL_CODE_SCHEMA = {
    "anyOf": [
        {"type": "string", "pattern": "^\\s*[0-9]{5,10}\\s*$"},
        {"type": "integer", "minimum": 10000, "maximum": 9999999999},
    ],
    "description": "5-10 cifre.",
}


def _postal_code(value: Any) -> str:
    text = value.strip() if isinstance(value, str) else str(value) if isinstance(value, int) else ""
    if not re.fullmatch(r"[0-9]{5,10}", text):
        raise rule_error(POSTAL_CODE_RULE)
    return text


# --- coordinates: where the shop and each point are, for the /contact maps --------------------


def _coordinate_schema(limit: int) -> dict[str, Any]:
    return {
        "anyOf": [
            {"type": "number", "minimum": -limit, "maximum": limit},
            {"type": "string", "description": "Un număr, cu punct sau virgulă zecimală; gol: fără hartă."},
            {"type": "null"},
        ],
        "description": f"Grade zecimale între -{limit} și {limit}, rotunjite la 6 zecimale.",
    }


def _coordinate_of(limit: int, message: str):
    """Degrees as a number or a text ("45,79415" too), within ±`limit`, rounded to the 6 decimals
    kept; empty or null: none."""

    def check(value: Any) -> Any:
        if blank(value):
            return None
        degrees = decimal_of(value)
        if degrees is None or not -limit <= degrees <= limit:
            raise rule_error(message)
        return coordinate(degrees)

    return check


Latitude = Annotated[Decimal | None, BeforeValidator(_coordinate_of(90, LATITUDE_RULE)), WithJsonSchema(_coordinate_schema(90))]
Longitude = Annotated[
    Decimal | None, BeforeValidator(_coordinate_of(180, LONGITUDE_RULE)), WithJsonSchema(_coordinate_schema(180))
]


def _together(longitude: Any, info: ValidationInfo, latitude_field: str) -> Any:
    """A map needs both: one without the other is refused (on the longitude, checked second). A
    latitude that was itself refused is missing from `info.data` and already has its message."""
    if latitude_field not in info.data:
        return longitude
    latitude = info.data[latitude_field]
    if latitude is not None and longitude is None:
        raise rule_error(LONGITUDE_MISSING_RULE)
    if latitude is None and longitude is not None:
        raise rule_error(LATITUDE_MISSING_RULE)
    return longitude


def coordinates_sent(data: BaseModel, *fields: str) -> bool:
    """Whether the call named the coordinates at all: left out, the saved ones stay."""
    return any(field in data.model_fields_set for field in fields)


class ContactInformation(BaseModel):
    name: Annotated[str, required(BUSINESS_NAME_RULE, 120)] = ""
    phoneNumber: BusinessPhone = ""
    email: EmailAddress = ""

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "name",
            "phoneNumber",
            "email",
            name={"minLength": 1, "maxLength": 120},
            phoneNumber=BUSINESS_PHONE_SCHEMA,
            email=EMAIL_SCHEMA,
        ),
    }


class Address(BaseModel):
    county: Annotated[str, required(COUNTY_RULE, 60)] = ""
    postalCode: Annotated[str, BeforeValidator(_postal_code), WithJsonSchema(POSTAL_CODE_SCHEMA)] = ""
    address: Annotated[str, required(STREET_RULE, 200)] = ""
    streetNumber: Annotated[str, required(STREET_NUMBER_RULE, 20)] = ""
    city: Annotated[str, required(CITY_RULE, 80)] = ""
    country: Annotated[str | None, optional(60, empty="")] = ""  # empty (or null) keeps 'România'
    # Both or neither; left out: the saved ones stay; null or "": no map.
    latitude: Latitude = None
    longitude: Longitude = None

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "county",
            "postalCode",
            "address",
            "streetNumber",
            "city",
            county={"minLength": 1, "maxLength": 60},
            address={"minLength": 1, "maxLength": 200},
            streetNumber={"minLength": 1, "maxLength": 20},
            city={"minLength": 1, "maxLength": 80},
            country={"maxLength": 60},
        ),
    }

    @field_validator("longitude")
    @classmethod
    def _coordinates_together(cls, value: Any, info: ValidationInfo) -> Any:
        return _together(value, info, "latitude")


class PickupLocationIn(BaseModel):
    id: OptionalId = None  # with an id: edit that point; without: a new one
    pickupLocationName: Annotated[str, required(POINT_NAME_RULE, 120)] = ""
    pickupLocationDescription: Annotated[str, required(POINT_DESCRIPTION_RULE)] = ""
    # Both or neither; left out: the saved ones stay (a new point has none); null or "": no map.
    pickupLocationLatitude: Latitude = None
    pickupLocationLongitude: Longitude = None

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "pickupLocationName",
            "pickupLocationDescription",
            pickupLocationName={"minLength": 1, "maxLength": 120},
            pickupLocationDescription={"minLength": 1},
        ),
    }

    @field_validator("pickupLocationLongitude")
    @classmethod
    def _coordinates_together(cls, value: Any, info: ValidationInfo) -> Any:
        return _together(value, info, "pickupLocationLatitude")


# --- social links: the footer's Facebook, Instagram and TikTok icons ---------------------------


def _social_link(network: str, host: str):
    """The https address of a page on `host` (or one of its subdomains, as www. or m.); empty: none."""
    message = SOCIAL_LINK_RULE.format(network=network, host=host)

    def check(value: Any) -> str | None:
        if value is not None and not isinstance(value, str):
            raise rule_error(NOT_TEXT)
        text = (value or "").strip()
        if not text:
            return None
        if len(text) > SOCIAL_LINK_LENGTH:
            raise rule_error(too_long(SOCIAL_LINK_LENGTH))
        try:
            parts = urlsplit(text)
            port = parts.port
        except ValueError:
            raise rule_error(message) from None
        name = parts.hostname or ""
        if (
            parts.scheme.lower() != "https"
            or not (name == host or name.endswith(f".{host}"))
            or parts.username is not None
            or port not in (None, 443)
            or re.search(r"[\s\x00-\x1f\x7f]", text)
        ):
            raise rule_error(message)
        return text

    return check


def _social_link_schema(host: str) -> dict[str, Any]:
    return {
        "anyOf": [{"type": "string", "maxLength": SOCIAL_LINK_LENGTH}, {"type": "null"}],
        "description": f"https://{host}/… (sau un subdomeniu, ca www.); gol sau null: fără link.",
    }


FacebookUrl = Annotated[
    str | None, BeforeValidator(_social_link("Facebook", "facebook.com")), WithJsonSchema(_social_link_schema("facebook.com"))
]
InstagramUrl = Annotated[
    str | None, BeforeValidator(_social_link("Instagram", "instagram.com")), WithJsonSchema(_social_link_schema("instagram.com"))
]
TiktokUrl = Annotated[
    str | None, BeforeValidator(_social_link("TikTok", "tiktok.com")), WithJsonSchema(_social_link_schema("tiktok.com"))
]


class SocialLinks(BaseModel):
    """The footer's links to the shop's pages. A key left out stays as saved; null or "" removes the link."""

    facebookUrl: FacebookUrl = None
    instagramUrl: InstagramUrl = None
    tiktokUrl: TiktokUrl = None


# --- schedules and holidays ------------------------------------------------------------------


def _opening_hours(value: Any) -> str:
    """Hours of an open day, as 08:00 - 20:00."""
    if value is None or (isinstance(value, str) and not value.strip()):
        raise rule_error(HOURS_REQUIRED_RULE)
    try:
        return format_hours(*parse_hours(value))
    except InvalidHours as exc:
        raise rule_error(str(exc)) from None


class ScheduleIn(BaseModel):
    """One weekday of one programme. `openingTime`/`closingTime` are derived from `hours`; sent ones are ignored."""

    scheduleType: ScheduleType
    dayOfWeek: Weekday
    open: bool = True
    hours: str | None = None

    model_config = {"validate_default": True}

    @field_validator("hours", mode="before")
    @classmethod
    def _hours(cls, value: Any, info: ValidationInfo) -> str | None:
        if not info.data.get("open", True):
            return None  # a closed day keeps no hours, whatever was sent
        return _opening_hours(value)


class HolidayIn(BaseModel):
    """A closed period. Whether its dates are today or later is checked by the service, which knows
    which holidays are already saved (an ongoing one may be sent back unchanged)."""

    id: OptionalId = None
    name: Annotated[str, required(HOLIDAY_NAME_RULE, 120)] = ""
    notificationMessage: Annotated[str, required(HOLIDAY_MESSAGE_RULE)] = ""
    startDate: Annotated[date, required_date(START_DATE_REQUIRED_RULE)] = None  # type: ignore[assignment]
    endDate: Annotated[date, required_date(END_DATE_REQUIRED_RULE)] = None  # type: ignore[assignment]

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "name",
            "notificationMessage",
            "startDate",
            "endDate",
            name={"minLength": 1, "maxLength": 120},
            notificationMessage={"minLength": 1},
        ),
    }

    @field_validator("endDate")
    @classmethod
    def _not_before_start(cls, value: date, info: ValidationInfo) -> date:
        start = info.data.get("startDate")
        if start is not None and value < start:
            raise rule_error(END_BEFORE_START_RULE)
        return value


class RestaurantSchedule(BaseModel):
    """Replaces the weekly programmes and the holidays. A key left out leaves that part unchanged."""

    schedules: list[ScheduleIn] | None = None
    holidaySchedules: list[HolidayIn] | None = None

    @field_validator("schedules")
    @classmethod
    def _one_row_per_day(cls, value: list[ScheduleIn] | None) -> list[ScheduleIn] | None:
        seen: set[tuple[ScheduleType, int]] = set()
        for row in value or []:
            key = (row.scheduleType, row.dayOfWeek)
            if key in seen:
                raise rule_error(DUPLICATE_DAY_RULE.format(type=row.scheduleType.value, day=row.dayOfWeek))
            seen.add(key)
        return value


# --- services --------------------------------------------------------------------------------

# The contract's suffix of each service's fields -> the prefix of its flags.
SERVICES = {"Pickup": "pickup", "Delivery": "delivery", "Bookings": "booking", "PreOrders": "preOrders"}


def _service_flag(field_name: str) -> str:
    suffix = field_name.removeprefix("minimumTimeInAdvanceFor").removeprefix("maximumTimeInAdvanceFor")
    return f"{SERVICES[suffix]}Enabled"


def _ignored_time(value: Any) -> None:
    """The time of a service that is off is not kept, but it must still be a text (or null)."""
    if value is not None and not isinstance(value, str):
        raise rule_error(NOT_TEXT)
    return None


class OfferedServices(BaseModel):
    """The four services. A service whose `<service>Enabled` is left out is left unchanged; one that
    is off is stored with empty times and no as-soon-as-possible, whatever was sent. Yes/no fields
    are JSON booleans (or null): 0 or "true" is refused, not guessed."""

    pickupEnabled: StrictBool | None = None
    pickupAsSoonAsPossibleEnabled: StrictBool | None = False
    minimumTimeInAdvanceForPickup: str | None = None
    maximumTimeInAdvanceForPickup: str | None = None

    deliveryEnabled: StrictBool | None = None
    deliveryAsSoonAsPossibleEnabled: StrictBool | None = False
    minimumTimeInAdvanceForDelivery: str | None = None
    maximumTimeInAdvanceForDelivery: str | None = None

    bookingEnabled: StrictBool | None = None
    bookingAsSoonAsPossibleEnabled: StrictBool | None = False
    minimumTimeInAdvanceForBookings: str | None = None
    maximumTimeInAdvanceForBookings: str | None = None

    preOrdersEnabled: StrictBool | None = None
    preOrdersAsSoonAsPossibleEnabled: StrictBool | None = False
    minimumTimeInAdvanceForPreOrders: str | None = None
    maximumTimeInAdvanceForPreOrders: str | None = None

    model_config = {"validate_default": True}

    @field_validator(
        "pickupAsSoonAsPossibleEnabled",
        "deliveryAsSoonAsPossibleEnabled",
        "bookingAsSoonAsPossibleEnabled",
        "preOrdersAsSoonAsPossibleEnabled",
        mode="before",
    )
    @classmethod
    def _asap(cls, value: Any, info: ValidationInfo) -> Any:
        if value is None:
            return False  # null: no
        flag = info.field_name.removesuffix("AsSoonAsPossibleEnabled") + "Enabled"  # type: ignore[union-attr]
        if not info.data.get(flag):
            # Ignored while the service is off, but still a yes or no: {} is a mistake, not a no.
            if not isinstance(value, bool):
                raise rule_error(YES_OR_NO_RULE)
            return False
        return value

    @field_validator(
        "minimumTimeInAdvanceForPickup",
        "minimumTimeInAdvanceForDelivery",
        "minimumTimeInAdvanceForBookings",
        "minimumTimeInAdvanceForPreOrders",
        mode="before",
    )
    @classmethod
    def _minimum(cls, value: Any, info: ValidationInfo) -> str | None:
        if not info.data.get(_service_flag(info.field_name)):  # type: ignore[arg-type]
            return _ignored_time(value)
        return cls._advance(value, MINIMUM_REQUIRED_RULE, days_only=False)

    @field_validator(
        "maximumTimeInAdvanceForPickup",
        "maximumTimeInAdvanceForDelivery",
        "maximumTimeInAdvanceForBookings",
        "maximumTimeInAdvanceForPreOrders",
        mode="before",
    )
    @classmethod
    def _maximum(cls, value: Any, info: ValidationInfo) -> str | None:
        name: str = info.field_name  # type: ignore[assignment]
        if not info.data.get(_service_flag(name)):
            return _ignored_time(value)
        maximum = cls._advance(value, MAXIMUM_REQUIRED_RULE, days_only=True)
        minimum = info.data.get(name.replace("maximum", "minimum", 1))
        if minimum is not None and parse_advance_time(minimum).delta > parse_advance_time(maximum).delta:
            raise rule_error(MINIMUM_AFTER_MAXIMUM_RULE)
        return maximum

    @staticmethod
    def _advance(value: Any, required_message: str, *, days_only: bool) -> str:
        if value is None or (isinstance(value, str) and not value.strip()):
            raise rule_error(required_message)
        try:
            return str(parse_advance_time(value, days_only=days_only))
        except InvalidAdvanceTime as error:
            raise rule_error(str(error)) from None


class PaymentMethods(BaseModel):
    # "online": paid by card on the site (Stripe), authorized at checkout and captured on acceptance.
    paymentMethods: list[Literal["cash", "card", "cash-card", "online"]] = []

    model_config = {"validate_default": True, "json_schema_extra": document("paymentMethods", paymentMethods={"minItems": 1})}

    @field_validator("paymentMethods")
    @classmethod
    def _at_least_one(cls, value: list[str]) -> list[str]:
        if not value:
            raise rule_error(PAYMENT_REQUIRED_RULE)
        return value


class UnansweredAlert(BaseModel):
    """A second address mailed about an order left unanswered (empty: none)."""

    secondEmail: OptionalEmail = None

    model_config = {"json_schema_extra": document(secondEmail={"maxLength": 254})}
