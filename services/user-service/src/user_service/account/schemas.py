import re
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator

from bakery_shared.accounts.rules import EmailAddress, FirstName, LastName
from bakery_shared.errors import rule_error

PHONE_RULE = "Numărul de telefon nu este valid. Exemplu: 0722 123 456."
STREET_RULE = "Strada este obligatorie."
NUMBER_RULE = "Numărul străzii este obligatoriu."
CITY_RULE = "Localitatea este obligatorie."


def _phone(value: Any) -> str | None:
    """Empty stays empty; otherwise a Romanian number (07xx xxx xxx, or +40 / 0040 before it)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    digits = re.sub(r"[\s.\-()]", "", value) if isinstance(value, str) else ""
    digits = re.sub(r"^(\+40|0040)", "0", digits)
    if not re.fullmatch(r"0\d{9}", digits):
        raise rule_error(PHONE_RULE)
    return digits


def _required(message: str):
    def check(value: Any) -> str:
        if not isinstance(value, str) or not value.strip():
            raise rule_error(message)
        return value.strip()

    return check


def _optional(value: Any) -> str | None:
    return value.strip() or None if isinstance(value, str) else None


PhoneNumber = Annotated[str | None, BeforeValidator(_phone)]
OptionalText = Annotated[str | None, BeforeValidator(_optional)]


class ContactInformation(BaseModel):
    firstName: str
    lastName: str
    email: str
    phoneNumber: str | None


class ProfileUpdate(BaseModel):
    emailAddress: EmailAddress = ""
    firstName: FirstName = ""
    lastName: LastName = ""
    phoneNumber: PhoneNumber = None

    model_config = {"validate_default": True}


class AddressInformation(BaseModel):
    streetAddress: str | None = None
    streetNumberAddress: str | None = None
    cityAddress: str | None = None
    countyAddress: str | None = None
    buildingNumber: str | None = None
    appartmentNumber: str | None = None  # the spec's spelling
    phoneNumber: str | None = None


class AddressUpdate(BaseModel):
    streetAddress: Annotated[str, BeforeValidator(_required(STREET_RULE))] = ""
    streetNumberAddress: Annotated[str, BeforeValidator(_required(NUMBER_RULE))] = ""
    cityAddress: Annotated[str, BeforeValidator(_required(CITY_RULE))] = ""
    countyAddress: OptionalText = None
    buildingNumber: OptionalText = None
    appartmentNumber: OptionalText = None
    phoneNumber: PhoneNumber = None

    model_config = {"validate_default": True}
