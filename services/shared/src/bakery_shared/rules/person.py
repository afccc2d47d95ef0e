"""A person's fields as every form that creates an account documents them (the admin's new user,
new staff member), so the four schemas are named once."""

from .email import EMAIL_SCHEMA
from .names import FIRST_NAME_SCHEMA, LAST_NAME_SCHEMA
from .phone import PHONE_SCHEMA

PERSON_SCHEMAS = {
    "firstName": FIRST_NAME_SCHEMA,
    "lastName": LAST_NAME_SCHEMA,
    "email": EMAIL_SCHEMA,
    "phoneNumber": PHONE_SCHEMA,
}
