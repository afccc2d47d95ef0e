"""Customer sign-in: register, log in, confirm the e-mail address, reset the password, sign out
everywhere.

No call open to anyone tells who has an account (docs/contracts/auth-and-sessions.md):
- register answers every valid registration the same way, with no token: a new address gets an
  account and a confirmation link, a known one a mail to its owner instead; the customer signs in
  once the address is confirmed;
- the reset form answers the same, and in the same time, whatever the address (account/mails.py);
- sign-in answers an unconfirmed account's right password as a wrong one (and mails the
  confirmation link again), so registering someone else's address and trying to sign in with the
  password one chose tells nothing either.
"""

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.account.mails import CONFIRMATION_REQUESTED, REGISTER_ATTEMPTED, RESET_REQUESTED
from bakery_shared.account.repository import UserRepository
from bakery_shared.account.service import WRONG_CREDENTIALS, check_credentials
from bakery_shared.auth.passwords import hash_password_async
from bakery_shared.auth.sessions import end_sessions
from bakery_shared.auth.throttle import LoginThrottle
from bakery_shared.auth.tokens import Principal, issue_token_for
from bakery_shared.clock import Clock
from bakery_shared.errors import BadRequest, Unauthorized
from bakery_shared.events import EventBus
from bakery_shared.models import Role, TokenPurpose, User
from bakery_shared.settings import Settings

from ..account.links import use_link_token
from ..account.mails import queue_password_changed, queue_request
from .limits import (
    REGISTER_PER_ADDRESS,
    REGISTER_PER_CLIENT,
    RESET_MAIL_PER_ADDRESS,
    RESET_MAIL_PER_CLIENT,
    AbuseLimiter,
)
from .schemas import CustomerSession, PasswordReset, Registration

CONFIRM_LINK_INVALID = "Linkul de confirmare nu este valid sau a expirat."
RESET_LINK_INVALID = "Linkul de resetare a parolei nu este valid sau a expirat. Vă rugăm să cereți unul nou."
EMAIL_CONFIRMED = "Adresa de e-mail a fost confirmată. Vă mulțumim!"
RESET_MAIL_SENT = "Dacă adresa aparține unui cont, veți primi în câteva minute un e-mail cu linkul de resetare a parolei."
PASSWORD_CHANGED = "Parola a fost schimbată. Vă puteți autentifica acum cu parola nouă."
SIGNED_OUT_EVERYWHERE = "Ați fost deconectat de pe toate dispozitivele."


class NotConfirmed(Unauthorized):
    """The 401 of a wrong password, for an unconfirmed account's right one. The endpoint answers it
    without raising, so the request's transaction commits the confirmation mail it queued."""


class AuthService:
    def __init__(
        self,
        session: AsyncSession,
        *,
        settings: Settings,
        clock: Clock,
        limiter: AbuseLimiter,
        events: EventBus,
    ) -> None:
        self.session = session
        self.settings = settings
        self.clock = clock
        self.limiter = limiter
        self.events = events

    def _session_for(self, user: User) -> CustomerSession:
        token, _ = issue_token_for(self.settings, self.clock.now(), user)
        return CustomerSession(
            jwtToken=token,
            userRoles=[user.role.value],
            firstName=user.first_name,
            lastName=user.last_name,
            email=user.email,
        )

    async def register(self, data: Registration, client: str) -> CustomerSession:
        """The same answer for a new and a known address: the submitted names and address, no
        token, no role. Both do the same work (a password hash, a lookup, a queued request)."""
        await self.limiter.hit((REGISTER_PER_CLIENT, client), (REGISTER_PER_ADDRESS, data.email))
        password_hash = await hash_password_async(data.password)
        users = UserRepository(self.session)
        now = self.clock.now()
        created = False
        if await users.get_by_email(data.email) is None:
            user = User(
                first_name=data.firstName,
                last_name=data.lastName,
                email=data.email,
                password_hash=password_hash,
                role=Role.USER,
            )
            try:
                async with self.session.begin_nested():
                    await users.add(user)
                created = True
            except IntegrityError:  # the same address registered a moment ago: a known address
                pass
        # The sender resolves the request: a confirmation link for the new account, or a note to
        # the owner of the known address ("sign in or reset your password").
        queue_request(self.session, CONFIRMATION_REQUESTED if created else REGISTER_ATTEMPTED, data.email, now)
        return CustomerSession(jwtToken="", userRoles=[], firstName=data.firstName, lastName=data.lastName, email=data.email)

    async def authenticate(self, throttle: LoginThrottle, *, email: str, password: str, client: str) -> CustomerSession:
        user = await check_credentials(self.session, throttle, email=email, password=password, client=client)
        if user.email_confirmed_at is None:
            # The right password of an account whose address nobody confirmed: answered (and
            # counted) as a wrong one. The owner finds a fresh confirmation link in the inbox.
            await throttle.record_failure(user.email, client)
            if await self.limiter.allows(REGISTER_PER_ADDRESS, user.email):
                queue_request(self.session, CONFIRMATION_REQUESTED, user.email, self.clock.now())
            raise NotConfirmed(WRONG_CREDENTIALS)
        return self._session_for(user)

    async def confirm_email(self, token: str) -> str:
        now = self.clock.now()
        user = await use_link_token(self.session, token, TokenPurpose.CONFIRM_EMAIL, now)
        if user is None:
            raise BadRequest(CONFIRM_LINK_INVALID)
        if user.email_confirmed_at is None:
            user.email_confirmed_at = now
        await self.session.flush()
        return EMAIL_CONFIRMED

    async def send_reset_mail(self, email: str, client: str) -> str:
        """The same answer, in the same time, whether or not the address has an account: the
        lookup is the mail sender's (account/mails.py)."""
        await self.limiter.hit((RESET_MAIL_PER_CLIENT, client), (RESET_MAIL_PER_ADDRESS, email))
        queue_request(self.session, RESET_REQUESTED, email, self.clock.now())
        return RESET_MAIL_SENT

    async def reset_password(self, data: PasswordReset, throttle: LoginThrottle) -> str:
        now = self.clock.now()
        user = await use_link_token(self.session, data.token, TokenPurpose.RESET_PASSWORD, now)
        if user is None or not user.active:
            raise BadRequest(RESET_LINK_INVALID)
        user.password_hash = await hash_password_async(data.password)
        if user.email_confirmed_at is None:
            user.email_confirmed_at = now  # the link came to that mailbox: the address is confirmed
        await end_sessions(self.session, self.events, user)  # whoever held the old password is out
        queue_password_changed(self.session, self.settings, user, now)
        await throttle.forget(user.email)  # whoever was locked out can sign in with the new password
        return PASSWORD_CHANGED

    async def sign_out_everywhere(self, principal: Principal) -> str:
        user = await UserRepository(self.session).get(principal.user_id)
        if user is None:  # gone since get_principal read it, in this same transaction: cannot be
            raise Unauthorized()
        await end_sessions(self.session, self.events, user)
        return SIGNED_OUT_EVERYWHERE
