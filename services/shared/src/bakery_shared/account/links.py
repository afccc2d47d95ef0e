"""One-time links (confirm the e-mail address, reset the password): only the token's SHA-256
digest is stored; a link works once and until its lifetime ends on the services' clock.

Issued here because the mail sender of either service may issue one: the reset and confirmation
links are made when the queued request is sent (mails.py), not in the request. Using one is
user-service's (its account/links.py)."""

from datetime import datetime, timedelta
import hashlib
import secrets

from sqlalchemy.ext.asyncio import AsyncSession

from ..models import TokenPurpose, User, UserToken
from .repository import LinkTokenRepository


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


async def issue_link_token(session: AsyncSession, user: User, purpose: TokenPurpose, now: datetime, lifetime: timedelta) -> str:
    """A fresh link token for `user`; earlier unused ones of the same purpose stop working."""
    tokens = LinkTokenRepository(session)
    await tokens.retire_unused(user.id, purpose, now)
    token = secrets.token_urlsafe(32)
    await tokens.add(UserToken(user_id=user.id, purpose=purpose, token_hash=digest(token), expires_at=now + lifetime))
    return token
