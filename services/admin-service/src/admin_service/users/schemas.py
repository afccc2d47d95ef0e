from pydantic import BaseModel


class UserRow(BaseModel):
    id: int
    firstName: str
    lastName: str
    email: str
    phoneNumber: str | None
    role: str


class UserPage(BaseModel):
    content: list[UserRow]
    totalElements: int
