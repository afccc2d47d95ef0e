from bakery_shared.models import Role
from bakery_shared.schemas import ReadModel


class UserRow(ReadModel):
    id: int
    first_name: str
    last_name: str
    email: str
    phone_number: str | None
    role: Role


class UserPage(ReadModel):
    content: list[UserRow]
    total_elements: int
