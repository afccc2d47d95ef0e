from sqlalchemy import select

from bakery_shared.models import UserAddress
from bakery_shared.repository import Repository


class AddressRepository(Repository):
    async def saved_address(self, user_id: int) -> UserAddress | None:
        """The customer's saved address (the first they saved)."""
        return await self.session.scalar(
            select(UserAddress).where(UserAddress.user_id == user_id).order_by(UserAddress.id).limit(1)
        )

    async def add(self, address: UserAddress) -> UserAddress:
        self.session.add(address)
        await self.session.flush()
        return address
