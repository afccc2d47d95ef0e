"""Order queries both services run: one order with every part of it, found or locked."""

from collections.abc import Iterable

from sqlalchemy import ColumnElement, Select, select
from sqlalchemy.orm import selectinload

from ..models import Dimension, Order, OrderProductLine, OrderPromotionLine, User
from ..repository import Repository


def with_every_part(query: Select) -> Select:
    return query.options(
        selectinload(Order.delivery_details),
        selectinload(Order.payment),
        selectinload(Order.product_lines).selectinload(OrderProductLine.dimension_lines),
        selectinload(Order.product_lines).selectinload(OrderProductLine.extras),
        selectinload(Order.promotion_lines).selectinload(OrderPromotionLine.choices),
        selectinload(Order.status_history),
    ).execution_options(populate_existing=True)


class OrderRepository(Repository):
    async def _one(self, *conditions: ColumnElement[bool], for_update: bool = False) -> Order | None:
        if for_update:
            # Lock the order row only (not its children), then load it whole.
            locked = await self.session.scalar(select(Order.id).where(*conditions).with_for_update())
            if locked is None:
                return None
            conditions = (Order.id == locked,)
        return await self.session.scalar(with_every_part(select(Order).where(*conditions)))

    async def get(self, order_id: int) -> Order | None:
        return await self._one(Order.id == order_id)

    async def get_by_number(self, order_number: str, *, for_update: bool = False) -> Order | None:
        return await self._one(Order.order_number == order_number.strip(), for_update=for_update)

    async def lock_dimensions(self, ids: Iterable[int]) -> dict[int, Dimension]:
        """Dimensions locked in id order before their stock is read or changed: placing and
        rejecting orders take the same locks in the same order, so they queue, never deadlock."""
        rows = await self.session.scalars(
            select(Dimension)
            .where(Dimension.id.in_(sorted(set(ids))))
            .order_by(Dimension.id)
            .with_for_update()
            .execution_options(populate_existing=True)
        )
        return {d.id: d for d in rows}

    async def staff_names(self, user_ids: set[int]) -> dict[int, str]:
        """Who changed an order's status, by name, for its history."""
        if not user_ids:
            return {}
        rows = await self.session.execute(select(User.id, User.first_name, User.last_name).where(User.id.in_(user_ids)))
        return {row.id: f"{row.first_name} {row.last_name}" for row in rows}
