from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.models import UserAddress


class AddressRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def saved_address(self, user_id: int) -> UserAddress | None:
        """The customer's saved address (the first they saved)."""
        return await self.session.scalar(
            select(UserAddress).where(UserAddress.user_id == user_id).order_by(UserAddress.id).limit(1)
        )

    async def add(self, address: UserAddress) -> UserAddress:
        self.session.add(address)
        await self.session.flush()
        return address
