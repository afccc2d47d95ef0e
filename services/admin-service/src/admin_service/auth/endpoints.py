"""Staff sign-in (POST /admin-service/authenticate): the one public call of admin-service."""

from fastapi import APIRouter, Request

from bakery_shared.accounts.service import check_credentials
from bakery_shared.auth.throttle import LoginThrottle
from bakery_shared.auth.tokens import issue_token
from bakery_shared.db import SessionDep
from bakery_shared.errors import Forbidden
from bakery_shared.models import Role

from .schemas import Credentials, StaffSession, StaffUser

NOT_STAFF = "Acest cont nu are acces la panoul de administrare."
# Where each staff role starts its day.
REDIRECT_PATHS = {Role.ADMIN: "/admin", Role.MANAGER: "/comenzi"}

router = APIRouter(tags=["auth"])


@router.post("/authenticate", summary="Staff login (admins and managers)")
async def authenticate(data: Credentials, request: Request, session: SessionDep) -> StaffSession:
    throttle = LoginThrottle(request.app.state.redis, request.app.state.settings, scope="admin")
    client = request.client.host if request.client else "unknown"
    user = await check_credentials(session, throttle, email=data.email, password=data.password, client=client)
    if user.role not in REDIRECT_PATHS:
        raise Forbidden(NOT_STAFF)
    token, _ = issue_token(request.app.state.settings, user_id=user.id, email=user.email, role=user.role)
    return StaffSession(
        token=token,
        user=StaffUser(id=user.id, firstName=user.first_name, lastName=user.last_name, email=user.email, role=user.role.value),
        redirectPath=REDIRECT_PATHS[user.role],
    )
