"""Queries of the admin's user lists and user pages."""

from decimal import Decimal

from sqlalchemy import func, or_, select

from bakery_shared.models import Order, OrderStatus, Role, User
from bakery_shared.repository import Repository


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


class AdminUserRepository(Repository):
    async def page(self, roles: list[Role], *, search: str | None, page: int, size: int) -> tuple[list[User], int]:
        where = [User.role.in_(roles)]
        if search:
            pattern = f"%{_escape_like(search.strip().lower())}%"
            full_name = func.lower(User.first_name + " " + User.last_name)
            reverse_name = func.lower(User.last_name + " " + User.first_name)
            where.append(or_(User.email.like(pattern), full_name.like(pattern), reverse_name.like(pattern)))
        total = await self.session.scalar(select(func.count()).select_from(User).where(*where)) or 0
        rows = await self.session.scalars(
            select(User).where(*where).order_by(User.last_name, User.first_name, User.id).offset(page * size).limit(size)
        )
        return list(rows), total

    async def any_admin(self) -> bool:
        return await self.session.scalar(select(User.id).where(User.role == Role.ADMIN).limit(1)) is not None

    async def get_for_update(self, user_id: int) -> User | None:
        return await self.session.get(User, user_id, with_for_update=True)

    async def lock_active_admins(self) -> list[int]:
        """The ids of the active admins, locked: two admins demoting each other at once queue, and
        the second sees that only one is left."""
        rows = await self.session.scalars(
            select(User.id).where(User.role == Role.ADMIN, User.active.is_(True)).order_by(User.id).with_for_update()
        )
        return list(rows)

    async def orders_of(self, user_id: int, limit: int = 10) -> list[Order]:
        rows = await self.session.scalars(
            select(Order).where(Order.user_id == user_id).order_by(Order.created_at.desc()).limit(limit)
        )
        return list(rows)

    async def purchases_of(self, user_id: int) -> tuple[int, Decimal]:
        """Delivered orders and what they came to (rejected never count)."""
        row = (
            await self.session.execute(
                select(func.count(), func.coalesce(func.sum(Order.total_price), 0)).where(
                    Order.user_id == user_id, Order.status == OrderStatus.DELIVERED
                )
            )
        ).one()
        return int(row[0]), Decimal(row[1])
