"""Customer sign-in: register, log in, confirm the e-mail address, reset the password."""

from datetime import UTC, datetime, timedelta

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.accounts.repository import UserRepository
from bakery_shared.accounts.service import (
    check_credentials,
    hash_password_async,
    issue_one_time_token,
    use_one_time_token,
)
from bakery_shared.auth.throttle import LoginThrottle
from bakery_shared.auth.tokens import issue_token
from bakery_shared.db import after_commit
from bakery_shared.errors import BadRequest, Conflict
from bakery_shared.mail import Mailer
from bakery_shared.mail.mailer import render_mail
from bakery_shared.models import Role, TokenPurpose, User
from bakery_shared.settings import Settings

from .schemas import CustomerSession, PasswordReset, Registration

EMAIL_TAKEN = "Există deja un cont cu această adresă de e-mail."
CONFIRM_LINK_INVALID = "Linkul de confirmare nu este valid sau a expirat."
RESET_LINK_INVALID = "Linkul de resetare a parolei nu este valid sau a expirat. Vă rugăm să cereți unul nou."
EMAIL_CONFIRMED = "Adresa de e-mail a fost confirmată. Vă mulțumim!"
RESET_MAIL_SENT = "Dacă adresa aparține unui cont, veți primi în câteva minute un e-mail cu linkul de resetare a parolei."
PASSWORD_CHANGED = "Parola a fost schimbată. Vă puteți autentifica acum cu parola nouă."


class AuthService:
    def __init__(self, session: AsyncSession, settings: Settings, mailer: Mailer) -> None:
        self.session = session
        self.settings = settings
        self.mailer = mailer

    def _session_for(self, user: User) -> CustomerSession:
        token, _ = issue_token(self.settings, user_id=user.id, email=user.email, role=user.role)
        return CustomerSession(
            jwtToken=token,
            userRoles=[user.role.value],
            firstName=user.first_name,
            lastName=user.last_name,
            email=user.email,
        )

    async def register(self, data: Registration) -> CustomerSession:
        users = UserRepository(self.session)
        if await users.get_by_email(data.email):
            raise Conflict(EMAIL_TAKEN, errors={"email": EMAIL_TAKEN})
        user = User(
            first_name=data.firstName,
            last_name=data.lastName,
            email=data.email,
            password_hash=await hash_password_async(data.password),
            role=Role.USER,
        )
        try:
            async with self.session.begin_nested():
                await users.add(user)
        except IntegrityError:  # the same address registered a moment ago
            raise Conflict(EMAIL_TAKEN, errors={"email": EMAIL_TAKEN}) from None
        await self._mail_confirmation_link(user)
        return self._session_for(user)

    async def authenticate(self, throttle: LoginThrottle, *, email: str, password: str, client: str) -> CustomerSession:
        user = await check_credentials(self.session, throttle, email=email, password=password, client=client)
        return self._session_for(user)

    async def confirm_email(self, token: str) -> str:
        user = await use_one_time_token(self.session, token, TokenPurpose.CONFIRM_EMAIL)
        if user is None:
            raise BadRequest(CONFIRM_LINK_INVALID)
        if user.email_confirmed_at is None:
            user.email_confirmed_at = datetime.now(UTC)
        await self.session.flush()
        return EMAIL_CONFIRMED

    async def send_reset_mail(self, email: str) -> str:
        user = await UserRepository(self.session).get_by_email(email)
        if user is not None:
            lifetime = timedelta(minutes=self.settings.password_reset_minutes)
            token = await issue_one_time_token(self.session, user, TokenPurpose.RESET_PASSWORD, lifetime)
            mail = render_mail(
                "reset_password",
                to=user.email,
                subject="Resetarea parolei — Cofetăria Dulce",
                first_name=user.first_name,
                link=f"{self.settings.public_url}/resetare-parola?token={token}",
                minutes=self.settings.password_reset_minutes,
            )
            after_commit(self.session, lambda: self.mailer.send(mail))
        # The same answer either way: the form must not tell who has an account.
        return RESET_MAIL_SENT

    async def reset_password(self, data: PasswordReset, throttle: LoginThrottle) -> str:
        user = await use_one_time_token(self.session, data.token, TokenPurpose.RESET_PASSWORD)
        if user is None:
            raise BadRequest(RESET_LINK_INVALID)
        user.password_hash = await hash_password_async(data.password)
        await self.session.flush()
        await throttle.record_success(user.email)  # whoever was locked out can sign in with the new password
        return PASSWORD_CHANGED

    async def _mail_confirmation_link(self, user: User) -> None:
        lifetime = timedelta(hours=self.settings.email_confirmation_hours)
        token = await issue_one_time_token(self.session, user, TokenPurpose.CONFIRM_EMAIL, lifetime)
        mail = render_mail(
            "confirm_email",
            to=user.email,
            subject="Confirmați adresa de e-mail — Cofetăria Dulce",
            first_name=user.first_name,
            link=f"{self.settings.public_url}/confirmare-email?token={token}",
            hours=self.settings.email_confirmation_hours,
        )
        after_commit(self.session, lambda: self.mailer.send(mail))
