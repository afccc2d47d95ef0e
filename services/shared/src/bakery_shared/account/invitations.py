"""Accounts the admin makes for someone else (a manager, an admin, a customer): nobody types
another person's password. The account gets an unusable random password and its owner an
invitation mail with a one-time link to set their own (the reset link's page and call,
`/resetare-parola`, valid `invitation_hours`). Both services create accounts this way:
admin-service staff (`create-admin-user`), user-service customers (`create-additional-users`)."""

from datetime import datetime, timedelta
import re
import secrets
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from ..auth.passwords import hash_password_async
from ..errors import Conflict, rule_error
from ..mail.mailer import render_mail
from ..mail.queue import queue_mail
from ..models import Role, TokenPurpose, User
from ..schemas import document
from ..settings import Settings
from .links import issue_link_token
from .repository import UserRepository
from .rules import EMAIL_SCHEMA, FIRST_NAME_SCHEMA, LAST_NAME_SCHEMA, EmailAddress, FirstName, LastName

EMAIL_TAKEN = "Există deja un cont cu această adresă de e-mail."
PHONE_RULE = "Numărul de telefon nu este valid. Exemplu: 0722 123 456."
INVITATION_SUBJECT = "Contul dumneavoastră la Cofetăria Dulce — alegeți o parolă"
PHONE_SCHEMA = {"maxLength": 20, "description": "Un număr românesc, de exemplu 0722 123 456 sau +40 722 123 456."}


def optional_phone(value: Any) -> str | None:
    """Empty stays empty; otherwise a Romanian number as ten digits."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    digits = re.sub(r"[\s.\-()]", "", value) if isinstance(value, str) else ""
    digits = re.sub(r"^(\+40|0040)", "0", digits)
    if not re.fullmatch(r"0[0-9]{9}", digits):
        raise rule_error(PHONE_RULE)
    return digits


OptionalPhone = Annotated[str | None, BeforeValidator(optional_phone)]


class NewAccountIn(BaseModel):
    """The §5 rules of user creation, each with its message. No password: the owner sets it."""

    firstName: FirstName = ""
    lastName: LastName = ""
    email: EmailAddress = ""
    phoneNumber: OptionalPhone = None

    model_config = {
        "validate_default": True,
        "json_schema_extra": document(
            "firstName",
            "lastName",
            "email",
            firstName=FIRST_NAME_SCHEMA,
            lastName=LAST_NAME_SCHEMA,
            email=EMAIL_SCHEMA,
            phoneNumber=PHONE_SCHEMA,
        ),
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
