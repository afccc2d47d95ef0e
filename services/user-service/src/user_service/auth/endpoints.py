"""Customer sign-in calls (SPEC §7 Auth): all public by nature."""

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from bakery_shared.auth.throttle import LoginThrottle
from bakery_shared.db import SessionDep

from .schemas import Credentials, CustomerSession, EmailConfirmation, Message, PasswordReset, Registration, ResetMailRequest
from .service import AuthService

router = APIRouter(tags=["auth"])


def get_auth_service(request: Request, session: SessionDep) -> AuthService:
    return AuthService(session, request.app.state.settings, request.app.state.mailer)


def get_throttle(request: Request) -> LoginThrottle:
    return LoginThrottle(request.app.state.redis, request.app.state.settings, scope="user")


def client_address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


AuthServiceDep = Annotated[AuthService, Depends(get_auth_service)]
ThrottleDep = Annotated[LoginThrottle, Depends(get_throttle)]


@router.post("/register", summary="Create a customer account and sign in")
async def register(data: Registration, auth: AuthServiceDep) -> CustomerSession:
    return await auth.register(data)


@router.post("/authenticate", summary="Customer login")
async def authenticate(data: Credentials, request: Request, auth: AuthServiceDep, throttle: ThrottleDep) -> CustomerSession:
    return await auth.authenticate(throttle, email=data.email, password=data.password, client=client_address(request))


@router.post("/send-reset-password-mail", summary="Mail a link to set a new password")
async def send_reset_password_mail(data: ResetMailRequest, auth: AuthServiceDep) -> Message:
    return Message(message=await auth.send_reset_mail(data.email))


@router.post("/confirm-email", summary="Confirm the e-mail address from the link in the register mail")
async def confirm_email(data: EmailConfirmation, auth: AuthServiceDep) -> Message:
    return Message(message=await auth.confirm_email(data.token))


@router.post("/reset-password", summary="Set a new password from the link in the reset mail")
async def reset_password(data: PasswordReset, auth: AuthServiceDep, throttle: ThrottleDep) -> Message:
    return Message(message=await auth.reset_password(data, throttle))
