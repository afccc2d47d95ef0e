"""The storefront's last-key: one integer that moves whenever the setup or the catalog changes.

Writers bump it inside their own transaction, so the new key and the new data become visible
together; readers key their caches and ETags on it, so a saved change is never served stale.
"""

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from .models import BusinessSetup


async def read_last_key(session: AsyncSession) -> int:
    return await session.scalar(select(BusinessSetup.version).where(BusinessSetup.id == 1)) or 0


async def bump_last_key(session: AsyncSession) -> int:
    version = await session.scalar(
        update(BusinessSetup)
        .where(BusinessSetup.id == 1)
        .values(version=BusinessSetup.version + 1)
        .returning(BusinessSetup.version)
    )
    return version or 0
