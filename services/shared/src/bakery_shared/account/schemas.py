"""What both sign-in doors read: an e-mail and a password, with no format rule beyond present
and a length cap (checked before the throttle, the database or argon2 see them)."""

from pydantic import BaseModel

from ..rules.account import LOGIN_EMAIL_SCHEMA, LOGIN_PASSWORD_SCHEMA, LoginEmail, LoginPassword
from ..schemas import document


class Credentials(BaseModel):
    email: LoginEmail = ""
    password: LoginPassword = ""

    model_config = {
        "validate_default": True,
        "json_schema_extra": document("email", "password", email=LOGIN_EMAIL_SCHEMA, password=LOGIN_PASSWORD_SCHEMA),
    }
