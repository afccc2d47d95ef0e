from pydantic import BaseModel, Field, ValidationInfo, field_validator

from bakery_shared.errors import rule_error
from bakery_shared.rules.account import CONFIRM_RULE, NEW_PASSWORD_MAX, PASSWORD_SCHEMA, TOKEN_SCHEMA, LinkToken, NewPassword
from bakery_shared.rules.email import EMAIL_SCHEMA, EmailAddress
from bakery_shared.rules.names import FIRST_NAME_SCHEMA, LAST_NAME_SCHEMA, FirstName, LastName
from bakery_shared.schemas import document


def _confirm_matches(value: str | None, info: ValidationInfo) -> str | None:
    password = info.data.get("password")
    if password is not None and value != password:
        raise rule_error(CONFIRM_RULE)
    return value


class Registration(BaseModel):
    firstName: FirstName = ""
    lastName: LastName = ""
    email: EmailAddress = ""
    password: NewPassword = ""
    confirmPassword: str | None = Field(default=None, max_length=NEW_PASSWORD_MAX)

    _same_as_password = field_validator("confirmPassword")(_confirm_matches)

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "firstName",
            "lastName",
            "email",
            "password",
            firstName=FIRST_NAME_SCHEMA,
            lastName=LAST_NAME_SCHEMA,
            email=EMAIL_SCHEMA,
            password=PASSWORD_SCHEMA,
        ),
    }


class CustomerSession(BaseModel):
    jwtToken: str = Field(description="Tokenul de acces; gol în răspunsul la înregistrare (autentificarea vine după confirmare).")
    userRoles: list[str] = Field(description="Rolurile contului; goală în răspunsul la înregistrare.")
    firstName: str
    lastName: str
    email: str


class ResetMailRequest(BaseModel):
    email: EmailAddress = ""

    model_config = {"validate_default": True, "json_schema_extra": document("email", email=EMAIL_SCHEMA)}


class EmailConfirmation(BaseModel):
    token: LinkToken = ""

    model_config = {"validate_default": True, "json_schema_extra": document("token", token=TOKEN_SCHEMA)}


class PasswordReset(BaseModel):
    token: LinkToken = ""
    password: NewPassword = ""
    confirmPassword: str | None = Field(default=None, max_length=NEW_PASSWORD_MAX)

    _same_as_password = field_validator("confirmPassword")(_confirm_matches)

    model_config = {
        "validate_default": True,
        "json_schema_extra": document("token", "password", token=TOKEN_SCHEMA, password=PASSWORD_SCHEMA),
    }


class Message(BaseModel):
    message: str = Field(description="Mesajul afișat utilizatorului.")
