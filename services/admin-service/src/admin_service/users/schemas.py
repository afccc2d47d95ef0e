from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict

from bakery_shared.account.invitations import NewAccountIn
from bakery_shared.errors import rule_error
from bakery_shared.models import OrderStatus, Role
from bakery_shared.money import Money
from bakery_shared.rules.names import FIRST_NAME_SCHEMA, LAST_NAME_SCHEMA, FirstName, LastName
from bakery_shared.rules.person import PERSON_SCHEMAS
from bakery_shared.rules.phone import PHONE_SCHEMA, OptionalPhone
from bakery_shared.schemas import ReadModel, document

STAFF_ROLE_RULE = "Rolul trebuie să fie ROLE_ADMIN sau ROLE_MANAGER."


def _staff_role(value: Any) -> Role:
    if value not in (Role.ADMIN.value, Role.MANAGER.value, Role.ADMIN, Role.MANAGER):
        raise rule_error(STAFF_ROLE_RULE)
    return Role(value)


StaffRole = Annotated[Role, BeforeValidator(_staff_role)]
ROLE_SCHEMA = {"type": "string", "enum": [Role.ADMIN.value, Role.MANAGER.value]}


class UserRow(ReadModel):
    id: int
    first_name: str
    last_name: str
    email: str
    phone_number: str | None
    role: Role
    active: bool
    newsletter_accepted: bool


class UserPage(ReadModel):
    content: list[UserRow]
    total_elements: int


class NewStaffIn(NewAccountIn):
    role: StaffRole = Role.MANAGER

    model_config = ConfigDict(
        validate_default=True,
        json_schema_extra=document("firstName", "lastName", "email", **PERSON_SCHEMAS, role=ROLE_SCHEMA),
    )


class UserEditIn(BaseModel):
    """Names and phone of anyone; the role of staff only (between ADMIN and MANAGER)."""

    firstName: FirstName = ""
    lastName: LastName = ""
    phoneNumber: OptionalPhone = None
    role: StaffRole | None = None

    model_config = ConfigDict(
        validate_default=True,
        json_schema_extra=document(
            "firstName",
            "lastName",
            firstName=FIRST_NAME_SCHEMA,
            lastName=LAST_NAME_SCHEMA,
            phoneNumber=PHONE_SCHEMA,
            role=ROLE_SCHEMA,
        ),
    )


class UserOrderRow(ReadModel):
    id: int
    order_number: str
    status: OrderStatus
    total_price: Money
    created_at: datetime


class UserDetail(UserRow):
    created_at: datetime
    number_of_purchases: int
    order_amount: Money
    orders: list[UserOrderRow]


class CreatedUserOut(UserRow):
    message: str
