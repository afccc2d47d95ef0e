"""Staff sign-in (POST /admin-service/authenticate): the one public call of admin-service."""

from fastapi import APIRouter

from bakery_shared.account.schemas import Credentials
from bakery_shared.account.service import WRONG_CREDENTIALS, check_credentials
from bakery_shared.auth.throttle import LoginThrottle
from bakery_shared.auth.tokens import issue_token_for
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClientAddress, ClockDep, RedisDep, SettingsDep
from bakery_shared.errors import Unauthorized
from bakery_shared.models import Role
from bakery_shared.openapi import error_responses

from .schemas import StaffSession, StaffUser

# Where each staff role starts its day.
REDIRECT_PATHS = {Role.ADMIN: "/admin", Role.MANAGER: "/comenzi"}

public_router = APIRouter(tags=["auth"])


@public_router.post(
    "/authenticate",
    summary="Staff login (admins and managers)",
    responses=error_responses(401, 429, s401="E-mailul sau parola sunt greșite (sau contul nu este al personalului)."),
)
async def authenticate(
    data: Credentials, session: SessionDep, client: ClientAddress, redis: RedisDep, settings: SettingsDep, clock: ClockDep
) -> StaffSession:
    throttle = LoginThrottle(redis, settings, scope="admin")
    user = await check_credentials(session, throttle, email=data.email, password=data.password, client=client)
    if user.role not in REDIRECT_PATHS:
        # A customer's right password is answered (and counted) as a wrong one: a different answer
        # would confirm to whoever tries it here that the password is right.
        await throttle.record_failure(user.email, client)
        raise Unauthorized(WRONG_CREDENTIALS)
    token, _ = issue_token_for(settings, clock.now(), user)
    return StaffSession(
        token=token,
        user=StaffUser(id=user.id, firstName=user.first_name, lastName=user.last_name, email=user.email, role=user.role.value),
        redirectPath=REDIRECT_PATHS[user.role],
    )
