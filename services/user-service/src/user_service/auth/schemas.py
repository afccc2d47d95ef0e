from pydantic import BaseModel, Field, ValidationInfo, field_validator

from bakery_shared.accounts.rules import (
    CONFIRM_RULE,
    EmailAddress,
    FirstName,
    LastName,
    NewPassword,
    RequiredText,
)
from bakery_shared.errors import rule_error


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
    confirmPassword: str | None = None

    _same_as_password = field_validator("confirmPassword")(_confirm_matches)

    model_config = {"validate_default": True}


class Credentials(BaseModel):
    email: RequiredText = ""
    password: RequiredText = ""

    model_config = {"validate_default": True}


class CustomerSession(BaseModel):
    jwtToken: str
    userRoles: list[str]
    firstName: str
    lastName: str
    email: str


class ResetMailRequest(BaseModel):
    email: EmailAddress = ""

    model_config = {"validate_default": True}


class EmailConfirmation(BaseModel):
    token: RequiredText = ""

    model_config = {"validate_default": True}


class PasswordReset(BaseModel):
    token: RequiredText = ""
    password: NewPassword = ""
    confirmPassword: str | None = None

    _same_as_password = field_validator("confirmPassword")(_confirm_matches)

    model_config = {"validate_default": True}


class Message(BaseModel):
    message: str = Field(description="Mesajul afișat utilizatorului.")
