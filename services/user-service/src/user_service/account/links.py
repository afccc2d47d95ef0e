"""Using a one-time link (confirm the e-mail address, reset the password): the sign-in calls of
user-service alone take them; issuing them is shared (bakery_shared.account.links)."""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.account.links import digest
from bakery_shared.account.repository import LinkTokenRepository, UserRepository
from bakery_shared.models import TokenPurpose, User


async def use_link_token(session: AsyncSession, token: str, purpose: TokenPurpose, now: datetime) -> User | None:
    """The token's user, marking the token used; None when unknown, used or expired."""
    found = await LinkTokenRepository(session).get_usable_for_update(digest(token), purpose, now)
    if found is None:
        return None
    found.used_at = now
    return await UserRepository(session).get(found.user_id)
