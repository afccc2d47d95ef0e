from pydantic import BaseModel


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
