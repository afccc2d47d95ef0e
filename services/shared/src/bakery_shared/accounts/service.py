"""Credentials and one-time tokens, shared by the customer and the staff sign-in."""

import asyncio
from datetime import UTC, datetime, timedelta
import hashlib
import secrets

from sqlalchemy.ext.asyncio import AsyncSession

from ..auth.passwords import hash_password, verify_password
from ..auth.throttle import LoginThrottle
from ..errors import Unauthorized
from ..models import TokenPurpose, User, UserToken
from .repository import UserRepository, UserTokenRepository

WRONG_CREDENTIALS = "Emailul sau parola sunt gresite"

# Verified when the e-mail is unknown, so a wrong address costs as long as a wrong password.
_DUMMY_HASH = hash_password("Nu-este-o-parola#1")


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


async def hash_password_async(password: str) -> str:
    # argon2 is deliberately slow: keep it off the event loop.
    return await asyncio.to_thread(hash_password, password)


async def check_credentials(
    session: AsyncSession, throttle: LoginThrottle, *, email: str, password: str, client: str
) -> User:
    """The user whose password this is, or 401 (counted) / 429 (after too many failures)."""
    email = email.strip().lower()
    await throttle.ensure_allowed(email, client)
    user = await UserRepository(session).get_by_email(email)
    valid = await asyncio.to_thread(verify_password, password, user.password_hash if user else _DUMMY_HASH)
    if user is None or not valid:
        await throttle.record_failure(email, client)
        raise Unauthorized(WRONG_CREDENTIALS)
    await throttle.record_success(email)
    return user


async def issue_one_time_token(
    session: AsyncSession, user: User, purpose: TokenPurpose, lifetime: timedelta
) -> str:
    """A fresh link token for `user`; earlier unused ones of the same purpose stop working."""
    now = datetime.now(UTC)
    tokens = UserTokenRepository(session)
    await tokens.retire_unused(user.id, purpose, now)
    token = secrets.token_urlsafe(32)
    await tokens.add(UserToken(user_id=user.id, purpose=purpose, token_hash=digest(token), expires_at=now + lifetime))
    return token


async def use_one_time_token(session: AsyncSession, token: str, purpose: TokenPurpose) -> User | None:
    """The token's user, marking the token used; None when unknown, used or expired."""
    now = datetime.now(UTC)
    found = await UserTokenRepository(session).get_usable_for_update(digest(token), purpose, now)
    if found is None:
        return None
    found.used_at = now
    return await UserRepository(session).get(found.user_id)
