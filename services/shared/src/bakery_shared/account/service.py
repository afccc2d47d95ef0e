"""Credentials, shared by the customer and the staff sign-in."""

import asyncio

from sqlalchemy.ext.asyncio import AsyncSession

from ..auth.passwords import hash_password, verify_password
from ..auth.throttle import LoginThrottle
from ..errors import Unauthorized
from ..models import User
from .repository import UserRepository

WRONG_CREDENTIALS = "Emailul sau parola sunt gresite"

# Verified when the e-mail is unknown, so a wrong address costs as long as a wrong password.
_DUMMY_HASH = hash_password("Nu-este-o-parola#1")


async def check_credentials(session: AsyncSession, throttle: LoginThrottle, *, email: str, password: str, client: str) -> User:
    """The user whose password this is, or 401 (counted) / 429 (after too many failures). A
    deactivated account answers as a wrong password does."""
    email = email.strip().lower()
    await throttle.ensure_allowed(email, client)
    user = await UserRepository(session).get_by_email(email)
    valid = await asyncio.to_thread(verify_password, password, user.password_hash if user else _DUMMY_HASH)
    if user is None or not valid or not user.active:
        await throttle.record_failure(email, client)
        raise Unauthorized(WRONG_CREDENTIALS)
    await throttle.record_success(email, client)
    return user
