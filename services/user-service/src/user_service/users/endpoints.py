"""POST /user-service/create-additional-users: an admin makes a customer account; the
customer gets an invitation mail to set their own password (bakery_shared.account.invitations)."""

from fastapi import APIRouter

from bakery_shared.account.invitations import NewAccountIn, create_invited_account
from bakery_shared.auth.dependencies import ADMIN_ONLY
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep, SettingsDep
from bakery_shared.models import Role
from bakery_shared.openapi import error_responses
from bakery_shared.schemas import ReadModel

router = APIRouter(tags=["users"], dependencies=ADMIN_ONLY)

CREATED = "Contul a fost creat. Am trimis un e-mail cu linkul pentru alegerea parolei."


class CreatedAccountOut(ReadModel):
    id: int
    first_name: str
    last_name: str
    email: str
    phone_number: str | None
    role: Role
    message: str = CREATED


@router.post("/create-additional-users", status_code=201, responses=error_responses(409, s409="Adresa are deja un cont."))
async def create_additional_users(
    data: NewAccountIn, session: SessionDep, settings: SettingsDep, clock: ClockDep
) -> CreatedAccountOut:
    user = await create_invited_account(session, settings, data, Role.USER, clock.now())
    return CreatedAccountOut.model_validate(user)
