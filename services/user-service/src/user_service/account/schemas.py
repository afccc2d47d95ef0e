from typing import Annotated

from pydantic import BaseModel, Field

from bakery_shared.rules.email import EMAIL_SCHEMA, EmailAddress
from bakery_shared.rules.names import FIRST_NAME_SCHEMA, LAST_NAME_SCHEMA, FirstName, LastName
from bakery_shared.rules.phone import PHONE_SCHEMA, OptionalPhone
from bakery_shared.rules.text import optional, required
from bakery_shared.schemas import ReadModel, document

STREET_RULE = "Strada este obligatorie."
NUMBER_RULE = "Numărul străzii este obligatoriu."
CITY_RULE = "Localitatea este obligatorie."


class ContactInformation(ReadModel):
    first_name: str
    last_name: str
    email: str
    phone_number: str | None


class ProfileUpdate(BaseModel):
    emailAddress: EmailAddress = ""
    firstName: FirstName = ""
    lastName: LastName = ""
    phoneNumber: OptionalPhone = None

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

    streetAddress: Annotated[str, required(STREET_RULE, 200)] = ""
    streetNumberAddress: Annotated[str, required(NUMBER_RULE, 20)] = ""
    cityAddress: Annotated[str, required(CITY_RULE, 80)] = ""
    countyAddress: Annotated[str | None, optional(60)] = None
    buildingNumber: Annotated[str | None, optional(20)] = None
    appartmentNumber: Annotated[str | None, optional(20)] = None
    phoneNumber: OptionalPhone = None

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
