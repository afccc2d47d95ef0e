"""The account mails, and the ones decided only when they are sent.

A call open to anyone must not tell who has an account, by its answer or by its time. So the reset
and register calls do the same work whatever the address: they queue one *request* row in the
mail queue (user-service's `queue_request`, a row with no content yet) and answer. The background sender (of
either service) resolves the row when it takes it (`RESOLVERS`, see mail/queue.py): it looks the
address up, issues the one-time link in the sender's own transaction and sends the real mail, or
drops the row when there is nobody to write to. The request's time is then the same for a known
and an unknown address (bench/reset_mail_timing.py measures it).
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from ..mail.mailer import Mail, render_mail
from ..models import QueuedMail, TokenPurpose, User
from ..settings import Settings
from .links import issue_link_token
from .repository import UserRepository

# Request rows: what the sender is asked to resolve.
RESET_REQUESTED = "reset_requested"
CONFIRMATION_REQUESTED = "confirmation_requested"
REGISTER_ATTEMPTED = "register_attempted"

RESET_SUBJECT = "Resetarea parolei — Cofetăria Dulce"
CONFIRM_SUBJECT = "Confirmați adresa de e-mail — Cofetăria Dulce"
ATTEMPT_SUBJECT = "Încercare de înregistrare cu adresa dumneavoastră — Cofetăria Dulce"


@dataclass(frozen=True)
class _Link:
    purpose: TokenPurpose
    page: str  # the web page that takes the token
    lifetime: timedelta


async def _link(session: AsyncSession, settings: Settings, user: User, link: _Link, now: datetime) -> str:
    token = await issue_link_token(session, user, link.purpose, now, link.lifetime)
    return f"{settings.public_url}{link.page}?token={token}"


async def _reset_mail(session: AsyncSession, email: str, settings: Settings, now: datetime) -> Mail | None:
    user = await UserRepository(session).get_by_email(email)
    if user is None or not user.active:
        return None
    minutes = settings.password_reset_minutes
    link = await _link(
        session, settings, user, _Link(TokenPurpose.RESET_PASSWORD, "/resetare-parola", timedelta(minutes=minutes)), now
    )
    return render_mail(
        "reset_password", to=user.email, subject=RESET_SUBJECT, first_name=user.first_name, link=link, minutes=minutes
    )


async def _confirmation_mail(session: AsyncSession, email: str, settings: Settings, now: datetime) -> Mail | None:
    user = await UserRepository(session).get_by_email(email)
    if user is None or not user.active or user.email_confirmed_at is not None:
        return None
    hours = settings.email_confirmation_hours
    link = await _link(
        session, settings, user, _Link(TokenPurpose.CONFIRM_EMAIL, "/confirmare-email", timedelta(hours=hours)), now
    )
    return render_mail(
        "confirm_email", to=user.email, subject=CONFIRM_SUBJECT, first_name=user.first_name, link=link, hours=hours
    )


async def _register_attempt_mail(session: AsyncSession, email: str, settings: Settings, now: datetime) -> Mail | None:
    user = await UserRepository(session).get_by_email(email)
    if user is None or not user.active:
        return None
    return render_mail(
        "register_attempt",
        to=user.email,
        subject=ATTEMPT_SUBJECT,
        first_name=user.first_name,
        sign_in_link=f"{settings.public_url}/auth?mode=authenticate",
        reset_link=f"{settings.public_url}/auth?mode=forgotPassword",
    )


ByAddress = Callable[[AsyncSession, str, Settings, datetime], Awaitable[Mail | None]]


def _to_recipient(make: ByAddress):
    """The sender hands a resolver the request row: these need only its address."""

    async def resolve(session: AsyncSession, row: QueuedMail, settings: Settings, now: datetime) -> Mail | None:
        return await make(session, row.recipient, settings, now)

    return resolve


# purpose of a request row -> what makes its mail (None: nothing to send, the row is dropped).
RESOLVERS = {
    RESET_REQUESTED: _to_recipient(_reset_mail),
    CONFIRMATION_REQUESTED: _to_recipient(_confirmation_mail),
    REGISTER_ATTEMPTED: _to_recipient(_register_attempt_mail),
}
