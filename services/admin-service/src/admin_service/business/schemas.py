"""What the admin's setup screens send, with every SPEC §5 rule and its Romanian message."""

from datetime import date
from decimal import Decimal, InvalidOperation
import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, StrictBool, ValidationInfo, WithJsonSchema, field_validator

from bakery_shared.account.rules import EMAIL_RULE, EMAIL_SCHEMA, EmailAddress
from bakery_shared.business.advance import InvalidAdvanceTime, parse_advance_time
from bakery_shared.business.schedule import InvalidHours, parse_hours
from bakery_shared.errors import NOT_TEXT, rule_error
from bakery_shared.models import ScheduleType
from bakery_shared.params import OptionalId
from bakery_shared.schemas import document

from .hours import format_hours

BUSINESS_NAME_RULE = "Numele afacerii este obligatoriu."
PHONE_REQUIRED_RULE = "Numărul de telefon este obligatoriu."
PHONE_FORMAT_RULE = "Numărul de telefon nu este valid."
COUNTY_RULE = "Județul este obligatoriu."
STREET_RULE = "Strada este obligatorie."
STREET_NUMBER_RULE = "Numărul străzii este obligatoriu."
CITY_RULE = "Orașul este obligatoriu."
POSTAL_CODE_RULE = "Codul poștal trebuie să conțină între 5 și 10 cifre."
POINT_NAME_RULE = "Numele punctului de lucru este obligatoriu."
POINT_DESCRIPTION_RULE = "Descrierea punctului de lucru este obligatorie."
HOURS_REQUIRED_RULE = "Orele de program sunt obligatorii pentru o zi deschisă."
DAY_OF_WEEK_RULE = "Ziua săptămânii trebuie să fie între 1 (luni) și 7 (duminică)."
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


def _too_long(limit: int) -> str:
    return f"Textul poate avea cel mult {limit} caractere."


def _required(message: str, limit: int | None = None):
    """Present, not blank, trimmed, and within the column's length."""

    def check(value: Any) -> str:
        text = value.strip() if isinstance(value, str) else ""
        if not text:
            raise rule_error(message)
        if limit is not None and len(text) > limit:
            raise rule_error(_too_long(limit))
        return text

    return BeforeValidator(check)


def _optional(limit: int):
    def check(value: Any) -> str:
        if value is not None and not isinstance(value, str):
            raise rule_error(NOT_TEXT)
        text = (value or "").strip()
        if len(text) > limit:
            raise rule_error(_too_long(limit))
        return text

    return BeforeValidator(check)


_PHONE = re.compile(r"\+?[0-9\s().\-/]+")


def _phone(value: Any) -> str:
    text = value.strip() if isinstance(value, str) else ""
    if not text:
        raise rule_error(PHONE_REQUIRED_RULE)
    digits = sum(c in "0123456789" for c in text)
    if len(text) > 20 or not _PHONE.fullmatch(text) or not 6 <= digits <= 15:
        raise rule_error(PHONE_FORMAT_RULE)
    return text


def _email(value: Any) -> Any:
    if isinstance(value, str) and len(value.strip()) > 254:
        raise rule_error(EMAIL_RULE)
    return value


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


class ContactInformation(BaseModel):
    name: Annotated[str, _required(BUSINESS_NAME_RULE, 120)] = ""
    phoneNumber: Annotated[str, BeforeValidator(_phone)] = ""
    email: Annotated[EmailAddress, BeforeValidator(_email)] = ""

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "name",
            "phoneNumber",
            "email",
            name={"minLength": 1, "maxLength": 120},
            phoneNumber={
                "minLength": 1,
                "maxLength": 20,
                "pattern": "^\\s*\\+?[0-9\\s().\\-/]+$",
                "description": "6-15 cifre; sunt permise și + ( ) . - / și spații.",
            },
            email=EMAIL_SCHEMA,
        ),
    }


class Address(BaseModel):
    county: Annotated[str, _required(COUNTY_RULE, 60)] = ""
    postalCode: Annotated[str, BeforeValidator(_postal_code), WithJsonSchema(POSTAL_CODE_SCHEMA)] = ""
    address: Annotated[str, _required(STREET_RULE, 200)] = ""
    streetNumber: Annotated[str, _required(STREET_NUMBER_RULE, 20)] = ""
    city: Annotated[str, _required(CITY_RULE, 80)] = ""
    country: Annotated[str | None, _optional(60)] = ""  # empty (or null) keeps 'România'

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


class PickupLocationIn(BaseModel):
    id: OptionalId = None  # with an id: edit that point; without: a new one
    pickupLocationName: Annotated[str, _required(POINT_NAME_RULE, 120)] = ""
    pickupLocationDescription: Annotated[str, _required(POINT_DESCRIPTION_RULE)] = ""

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "pickupLocationName",
            "pickupLocationDescription",
            pickupLocationName={"minLength": 1, "maxLength": 120},
            pickupLocationDescription={"minLength": 1},
        ),
    }


# --- schedules and holidays ------------------------------------------------------------------


def _day_of_week(value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, int | str) or str(value).strip() not in {str(d) for d in range(1, 8)}:
        raise rule_error(DAY_OF_WEEK_RULE)
    return int(value)


class ScheduleIn(BaseModel):
    """One weekday of one programme. `openingTime`/`closingTime` are derived from `hours`; sent ones are ignored."""

    scheduleType: ScheduleType
    dayOfWeek: Annotated[int, BeforeValidator(_day_of_week)]
    open: bool = True
    hours: str | None = None

    model_config = {"validate_default": True}

    @field_validator("hours", mode="before")
    @classmethod
    def _hours(cls, value: Any, info: ValidationInfo) -> str | None:
        if not info.data.get("open", True):
            return None  # a closed day keeps no hours, whatever was sent
        if value is None or (isinstance(value, str) and not value.strip()):
            raise rule_error(HOURS_REQUIRED_RULE)
        try:
            return format_hours(*parse_hours(value))
        except InvalidHours as error:
            raise rule_error(str(error)) from None


def _date(message: str):
    def check(value: Any) -> Any:
        if value is None or (isinstance(value, str) and not value.strip()):
            raise rule_error(message)
        return value.strip() if isinstance(value, str) else value

    return BeforeValidator(check)


class HolidayIn(BaseModel):
    """A closed period. Whether its dates are today or later is checked by the service, which knows
    which holidays are already saved (an ongoing one may be sent back unchanged)."""

    id: OptionalId = None
    name: Annotated[str, _required(HOLIDAY_NAME_RULE, 120)] = ""
    notificationMessage: Annotated[str, _required(HOLIDAY_MESSAGE_RULE)] = ""
    startDate: Annotated[date, _date(START_DATE_REQUIRED_RULE)] = None  # type: ignore[assignment]
    endDate: Annotated[date, _date(END_DATE_REQUIRED_RULE)] = None  # type: ignore[assignment]

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
    paymentMethods: list[Literal["cash", "card", "cash-card"]] = []

    model_config = {"validate_default": True, "json_schema_extra": document("paymentMethods", paymentMethods={"minItems": 1})}

    @field_validator("paymentMethods")
    @classmethod
    def _at_least_one(cls, value: list[str]) -> list[str]:
        if not value:
            raise rule_error(PAYMENT_REQUIRED_RULE)
        return value


# ---- delivery zones (issue 12) ----

ZONE_NAME_RULE = "Numele zonei este obligatoriu."
ZONE_NAME_TOO_LONG = "Numele zonei poate avea cel mult 80 de caractere."
ZONE_PLACES_RULE = "Adăugați cel puțin o localitate sau un cod poștal al zonei."
ZONE_LOCALITY_RULE = "Numele localității este obligatoriu și are cel mult 80 de caractere."
ZONE_FEE_RULE = "Taxa de livrare trebuie să fie o sumă de cel puțin 0, cu cel mult două zecimale."
ZONE_MINIMUM_RULE = "Comanda minimă trebuie să fie o sumă de cel puțin 0, cu cel mult două zecimale."
ZONE_DUPLICATE_DAY_RULE = "Ziua {day} apare de mai multe ori în programul zonei."
MAX_ZONE_AMOUNT = 100000


def _zone_amount(message: str):
    def check(value: Any) -> Any:
        if value is None or isinstance(value, bool) or (isinstance(value, str) and not value.strip()):
            raise rule_error(message)
        try:
            amount = Decimal(str(value).strip().replace(",", "."))
        except InvalidOperation:
            raise rule_error(message) from None
        if not amount.is_finite() or amount < 0 or amount > MAX_ZONE_AMOUNT or amount != amount.quantize(Decimal("0.01")):
            raise rule_error(message)
        return amount.quantize(Decimal("0.01"))

    return check


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
    dayOfWeek: Annotated[int, BeforeValidator(lambda v: _day_of_week(v))] = None  # type: ignore[assignment]
    hours: Annotated[str, BeforeValidator(lambda v: _zone_hours(v))] = ""

    model_config = {"validate_default": True, "json_schema_extra": document("dayOfWeek", "hours")}


def _day_of_week(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 7:
        raise rule_error(DAY_OF_WEEK_RULE)
    return value


def _zone_hours(value: Any) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        raise rule_error(HOURS_REQUIRED_RULE)
    try:
        return format_hours(*parse_hours(value))
    except InvalidHours as exc:
        raise rule_error(str(exc)) from None


class DeliveryZoneIn(BaseModel):
    id: OptionalId = None
    name: Annotated[str, _required(ZONE_NAME_RULE, 80)] = ""
    localities: Annotated[
        list[str], BeforeValidator(_localities), WithJsonSchema({"type": "array", "items": {"type": "string", "maxLength": 80}})
    ] = []
    postalCodes: Annotated[
        list[str], BeforeValidator(_postal_codes), WithJsonSchema({"type": "array", "items": POSTAL_CODE_SCHEMA})
    ] = []
    deliveryFee: Annotated[
        Decimal, BeforeValidator(_zone_amount(ZONE_FEE_RULE)), WithJsonSchema({"type": ["number", "string"]})
    ] = None  # type: ignore[assignment]
    minimumOrder: Annotated[
        Decimal, BeforeValidator(_zone_amount(ZONE_MINIMUM_RULE)), WithJsonSchema({"type": ["number", "string"]})
    ] = None  # type: ignore[assignment]
    # The days and hours it is served; empty: whenever deliveries are (the DELIVERY programme).
    schedule: list[ZoneDayIn] = []

    model_config = {
        "validate_default": True,
        "json_schema_extra": document("name", "deliveryFee", "minimumOrder", name={"minLength": 1, "maxLength": 80}),
    }

    @field_validator("postalCodes", mode="after")
    @classmethod
    def _some_place(cls, value: list[str], info: ValidationInfo) -> list[str]:
        if not value and not info.data.get("localities"):
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


class UnansweredAlert(BaseModel):
    """A second address mailed about an order left unanswered (empty: none)."""

    secondEmail: Annotated[
        EmailAddress | None, BeforeValidator(lambda v: None if v is None or (isinstance(v, str) and not v.strip()) else _email(v))
    ] = None

    model_config = {"json_schema_extra": document(secondEmail={"maxLength": 254})}
