"""The storefront's last-key: one integer that moves whenever the setup or the catalog changes.

Writers bump it inside their own transaction, so the new key and the new data become visible
together; readers key their caches and ETags on it, so a saved change is never served stale.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from .business.repository import BusinessRepository


async def read_last_key(session: AsyncSession) -> int:
    return await BusinessRepository(session).last_key()


async def bump_last_key(session: AsyncSession) -> int:
    return await BusinessRepository(session).bump_last_key()
