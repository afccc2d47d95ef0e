"""Customer sign-in calls (register, authenticate, the password mails): public by nature, but for
"sign out everywhere"."""

from typing import Annotated

from fastapi import APIRouter, Depends

from bakery_shared.account.schemas import Credentials
from bakery_shared.auth.dependencies import CurrentPrincipal
from bakery_shared.auth.throttle import LoginThrottle
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClientAddress, ClockDep, EventsDep, RedisDep, SettingsDep
from bakery_shared.errors import error_response
from bakery_shared.openapi import error_responses

from .limits import AbuseLimiter
from .schemas import CustomerSession, EmailConfirmation, Message, PasswordReset, Registration, ResetMailRequest
from .service import AuthService, NotConfirmed

# Public by nature: these calls are how a visitor gets a token.
public_router = APIRouter(tags=["auth"])
# Signed in, whatever the role: a customer or a member of staff ends their own sessions.
router = APIRouter(tags=["auth"])

TOO_MANY = "Prea multe cereri într-un timp scurt. Vă rugăm să încercați din nou peste N minute."


async def get_auth_service(
    session: SessionDep, settings: SettingsDep, clock: ClockDep, redis: RedisDep, events: EventsDep
) -> AuthService:
    return AuthService(session, settings=settings, clock=clock, limiter=AbuseLimiter(redis, settings), events=events)


async def get_throttle(redis: RedisDep, settings: SettingsDep) -> LoginThrottle:
    return LoginThrottle(redis, settings, scope="user")


AuthServiceDep = Annotated[AuthService, Depends(get_auth_service)]
ThrottleDep = Annotated[LoginThrottle, Depends(get_throttle)]


@public_router.post(
    "/register",
    summary="Create a customer account (signed in after confirming the address)",
    responses=error_responses(429, s429=TOO_MANY),
)
async def register(data: Registration, client: ClientAddress, auth: AuthServiceDep) -> CustomerSession:
    """Every valid registration gets the same answer, whether the address is new or already has
    an account: the submitted names and address, an empty `jwtToken` and empty `userRoles`. A new
    address is mailed a confirmation link; a known one, a note to its owner (sign in or reset the
    password). The customer signs in (`/authenticate`) once the address is confirmed."""
    return await auth.register(data, client)


@public_router.post(
    "/authenticate", summary="Customer login", responses=error_responses(401, 429, s401="E-mailul sau parola sunt greșite.")
)
async def authenticate(data: Credentials, client: ClientAddress, auth: AuthServiceDep, throttle: ThrottleDep) -> CustomerSession:
    """An account whose address is not confirmed yet answers as a wrong password (and is mailed
    the confirmation link again)."""
    try:
        return await auth.authenticate(throttle, email=data.email, password=data.password, client=client)
    except NotConfirmed as refused:
        # A response, not a raise: the transaction commits the confirmation mail it queued.
        return error_response(refused.status_code, refused.message, refused.errors, refused.headers)  # type: ignore[return-value]


@public_router.post(
    "/send-reset-password-mail",
    summary="Mail a link to set a new password",
    responses=error_responses(429, s429=TOO_MANY),
)
async def send_reset_password_mail(data: ResetMailRequest, client: ClientAddress, auth: AuthServiceDep) -> Message:
    """The same answer, in the same time, whether or not the address has an account."""
    return Message(message=await auth.send_reset_mail(data.email, client))


@public_router.post(
    "/confirm-email",
    summary="Confirm the e-mail address from the link in the register mail",
    responses=error_responses(400, s400="Linkul de confirmare nu este valid sau a expirat."),
)
async def confirm_email(data: EmailConfirmation, auth: AuthServiceDep) -> Message:
    return Message(message=await auth.confirm_email(data.token))


@public_router.post(
    "/reset-password",
    summary="Set a new password from the link in the reset mail",
    responses=error_responses(400, s400="Linkul de resetare nu este valid sau a expirat."),
)
async def reset_password(data: PasswordReset, auth: AuthServiceDep, throttle: ThrottleDep) -> Message:
    """Ends every session of the account (its tokens stop working, its open sockets close) and
    mails the owner that the password changed."""
    return Message(message=await auth.reset_password(data, throttle))


@router.post("/sign-out-everywhere", summary="End every session of the signed-in account")
async def sign_out_everywhere(principal: CurrentPrincipal, auth: AuthServiceDep) -> Message:
    """Every token of the account stops working at once, this one included, on every replica,
    and its open websockets close (4401). Sign in again to go on."""
    return Message(message=await auth.sign_out_everywhere(principal))
