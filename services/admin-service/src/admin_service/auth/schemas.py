from pydantic import BaseModel

from bakery_shared.accounts.rules import RequiredText


class Credentials(BaseModel):
    email: RequiredText = ""
    password: RequiredText = ""

    model_config = {"validate_default": True}


class StaffUser(BaseModel):
    id: int
    firstName: str
    lastName: str
    email: str
    role: str


class StaffSession(BaseModel):
    token: str
    user: StaffUser
    redirectPath: str
