import re
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, Field

from bakery_shared.account.rules import EMAIL_SCHEMA, FIRST_NAME_SCHEMA, LAST_NAME_SCHEMA, EmailAddress, FirstName, LastName
from bakery_shared.errors import NOT_TEXT, rule_error
from bakery_shared.schemas import ReadModel, document

PHONE_RULE = "Numărul de telefon nu este valid. Exemplu: 0722 123 456."
STREET_RULE = "Strada este obligatorie."
NUMBER_RULE = "Numărul străzii este obligatoriu."
CITY_RULE = "Localitatea este obligatorie."


def normalize_phone(value: Any) -> str | None:
    """A Romanian number (07xx xxx xxx, or +40 / 0040 before it) as ten digits; None if it is not one."""
    digits = re.sub(r"[\s.\-()]", "", value) if isinstance(value, str) else ""
    digits = re.sub(r"^(\+40|0040)", "0", digits)
    return digits if re.fullmatch(r"0[0-9]{9}", digits) else None


def _phone(value: Any) -> str | None:
    """Empty stays empty; otherwise a Romanian number."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    phone = normalize_phone(value)
    if phone is None:
        raise rule_error(PHONE_RULE)
    return phone


def _too_long(limit: int) -> str:
    return f"Textul poate avea cel mult {limit} caractere."


def _required(message: str, limit: int):
    """Present, not blank, trimmed, and within its column's length."""

    def check(value: Any) -> str:
        if not isinstance(value, str) or not value.strip():
            raise rule_error(message)
        if len(value.strip()) > limit:
            raise rule_error(_too_long(limit))
        return value.strip()

    return check


def _optional(limit: int):
    def check(value: Any) -> str | None:
        if value is not None and not isinstance(value, str):
            raise rule_error(NOT_TEXT)
        text = (value or "").strip()
        if len(text) > limit:
            raise rule_error(_too_long(limit))
        return text or None

    return check


PhoneNumber = Annotated[str | None, BeforeValidator(_phone)]
PHONE_SCHEMA = {"maxLength": 20, "description": "Un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456."}


class ContactInformation(ReadModel):
    first_name: str
    last_name: str
    email: str
    phone_number: str | None


class ProfileUpdate(BaseModel):
    emailAddress: EmailAddress = ""
    firstName: FirstName = ""
    lastName: LastName = ""
    phoneNumber: PhoneNumber = None

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "emailAddress",
            "firstName",
            "lastName",
            emailAddress=EMAIL_SCHEMA,
            firstName=FIRST_NAME_SCHEMA,
            lastName=LAST_NAME_SCHEMA,
            phoneNumber=PHONE_SCHEMA,
        ),
    }


class AddressInformation(ReadModel):
    street_address: str | None = None
    street_number_address: str | None = None
    city_address: str | None = None
    county_address: str | None = None
    building_number: str | None = None
    # The spec's spelling on the wire; the column is spelt right.
    appartment_number: str | None = Field(default=None, validation_alias="apartment_number")
    phone_number: str | None = None


class AddressUpdate(BaseModel):
    """Each text within its column's length (models/addresses.py)."""

    streetAddress: Annotated[str, BeforeValidator(_required(STREET_RULE, 200))] = ""
    streetNumberAddress: Annotated[str, BeforeValidator(_required(NUMBER_RULE, 20))] = ""
    cityAddress: Annotated[str, BeforeValidator(_required(CITY_RULE, 80))] = ""
    countyAddress: Annotated[str | None, BeforeValidator(_optional(60))] = None
    buildingNumber: Annotated[str | None, BeforeValidator(_optional(20))] = None
    appartmentNumber: Annotated[str | None, BeforeValidator(_optional(20))] = None
    phoneNumber: PhoneNumber = None

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "streetAddress",
            "streetNumberAddress",
            "cityAddress",
            streetAddress={"minLength": 1, "maxLength": 200},
            streetNumberAddress={"minLength": 1, "maxLength": 20},
            cityAddress={"minLength": 1, "maxLength": 80},
            countyAddress={"maxLength": 60},
            buildingNumber={"maxLength": 20},
            appartmentNumber={"maxLength": 20},
            phoneNumber=PHONE_SCHEMA,
        ),
    }
