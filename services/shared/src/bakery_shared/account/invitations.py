"""Accounts the admin makes for someone else (a manager, an admin, a customer): nobody types
another person's password. The account gets an unusable random password and its owner an
invitation mail with a one-time link to set their own (the reset link's page and call,
`/resetare-parola`, valid `invitation_hours`). Both services create accounts this way:
admin-service staff (`create-admin-user`), user-service customers (`create-additional-users`)."""

from datetime import datetime, timedelta
import secrets

from pydantic import BaseModel
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from ..auth.passwords import hash_password_async
from ..errors import Conflict
from ..mail.mailer import render_mail
from ..mail.queue import queue_mail
from ..models import Role, TokenPurpose, User
from ..rules.email import EmailAddress
from ..rules.names import FirstName, LastName
from ..rules.person import PERSON_SCHEMAS
from ..rules.phone import OptionalPhone
from ..schemas import document
from ..settings import Settings
from .links import issue_link_token
from .repository import UserRepository

EMAIL_TAKEN = "Există deja un cont cu această adresă de e-mail."
INVITATION_SUBJECT = "Contul dumneavoastră la Cofetăria Dulce — alegeți o parolă"


class NewAccountIn(BaseModel):
    """The specification's rules of user creation, each with its message. No password: the owner sets it."""

    firstName: FirstName = ""
    lastName: LastName = ""
    email: EmailAddress = ""
    phoneNumber: OptionalPhone = None

    model_config = {
        "validate_default": True,
        "json_schema_extra": document("firstName", "lastName", "email", **PERSON_SCHEMAS),
    }


async def create_invited_account(
    session: AsyncSession, settings: Settings, data: NewAccountIn, role: Role, now: datetime
) -> User:
    """The new account and its invitation mail, in the request's transaction; 409 for a known address."""
    users = UserRepository(session)
    if await users.get_by_email(data.email) is not None:
        raise Conflict(EMAIL_TAKEN, errors={"email": EMAIL_TAKEN})
    user = User(
        first_name=data.firstName,
        last_name=data.lastName,
        email=data.email,
        phone_number=data.phoneNumber,
        password_hash=await hash_password_async(secrets.token_urlsafe(32)),
        role=role,
    )
    try:
        async with session.begin_nested():
            await users.add(user)
    except IntegrityError:  # the same address created a moment ago
        raise Conflict(EMAIL_TAKEN, errors={"email": EMAIL_TAKEN}) from None
    await queue_invitation(session, settings, user, now)
    return user


async def queue_invitation(session: AsyncSession, settings: Settings, user: User, now: datetime) -> None:
    hours = settings.invitation_hours
    token = await issue_link_token(session, user, TokenPurpose.RESET_PASSWORD, now, timedelta(hours=hours))
    link = f"{settings.public_url}/resetare-parola?token={token}"
    staff = user.role in (Role.ADMIN, Role.MANAGER)
    mail = render_mail(
        "invitation",
        to=user.email,
        subject=INVITATION_SUBJECT,
        first_name=user.first_name,
        link=link,
        hours=hours,
        sign_in=f"{settings.public_url}{'/auth/admin' if staff else '/auth?mode=authenticate'}",
        staff=staff,
    )
    queue_mail(session, mail, now)
