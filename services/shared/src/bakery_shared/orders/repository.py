"""Order queries both services run: one order with every part of it, found or locked, and the
kitchen's daily production load that placing takes and rejecting gives back."""

from collections.abc import Iterable
from datetime import date

from sqlalchemy import ColumnElement, Select, func, select, text, tuple_, update
from sqlalchemy.orm import joinedload, selectinload

from ..models import Dimension, Order, OrderPayment, OrderProductLine, OrderPromotionLine, Product, ProductionLoad, User
from ..repository import Repository
from .production import LoadKey


def with_every_part(query: Select) -> Select:
    # The order's one-to-one parts joined into its own row, the lists one query each: the mail
    # sender reads every receipt's order this way (one batch, a few queries), and so do the panels.
    return query.options(
        joinedload(Order.delivery_details),
        joinedload(Order.payment).selectinload(OrderPayment.refunds),
        joinedload(Order.payment).selectinload(OrderPayment.records),
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

    async def get_many_by_number(self, order_numbers: Iterable[str]) -> dict[str, Order]:
        """Many orders whole, by number, in the queries of one (the mail sender's batch of receipts)."""
        numbers = sorted({number.strip() for number in order_numbers})
        if not numbers:
            return {}
        orders = await self.session.scalars(with_every_part(select(Order).where(Order.order_number.in_(numbers))))
        return {order.order_number: order for order in orders.unique()}

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

    async def products_by_id(self, ids: set[int]) -> dict[int, Product]:
        if not ids:
            return {}
        return {p.id: p for p in await self.session.scalars(select(Product).where(Product.id.in_(ids)))}

    async def staff_names(self, user_ids: set[int]) -> dict[int, str]:
        """Who changed an order's status, by name, for its history."""
        if not user_ids:
            return {}
        rows = await self.session.execute(select(User.id, User.first_name, User.last_name).where(User.id.in_(user_ids)))
        return {row.id: f"{row.first_name} {row.last_name}" for row in rows}


class ProductionRepository(Repository):
    async def take(self, key: LoadKey, quantity: int, capacity: int) -> bool:
        """Adds `quantity` to the day's count if it stays within `capacity`; whether it did."""
        if quantity > capacity:
            return False
        product_id, dimension_key, day = key
        row = await self.session.execute(
            text(
                "INSERT INTO production_load (product_id, dimension_key, day, taken) "
                "VALUES (:product_id, :dimension_key, :day, :quantity) "
                "ON CONFLICT ON CONSTRAINT uq_production_load_key DO UPDATE "
                "SET taken = production_load.taken + EXCLUDED.taken "
                "WHERE production_load.taken + EXCLUDED.taken <= :capacity "
                "RETURNING taken"
            ),
            {"product_id": product_id, "dimension_key": dimension_key, "day": day, "quantity": quantity, "capacity": capacity},
        )
        return row.first() is not None

    async def taken(self, keys: Iterable[LoadKey]) -> dict[LoadKey, int]:
        wanted = sorted(set(keys))
        if not wanted:
            return {}
        rows = await self.session.execute(
            select(ProductionLoad.product_id, ProductionLoad.dimension_key, ProductionLoad.day, ProductionLoad.taken).where(
                tuple_(ProductionLoad.product_id, ProductionLoad.dimension_key, ProductionLoad.day).in_(wanted)
            )
        )
        return {(r[0], r[1], r[2]): r[3] for r in rows}

    async def taken_between(self, product_keys: Iterable[tuple[int, int]], first: date, last: date) -> dict[LoadKey, int]:
        wanted = sorted(set(product_keys))
        if not wanted:
            return {}
        rows = await self.session.execute(
            select(ProductionLoad.product_id, ProductionLoad.dimension_key, ProductionLoad.day, ProductionLoad.taken).where(
                tuple_(ProductionLoad.product_id, ProductionLoad.dimension_key).in_(wanted),
                ProductionLoad.day.between(first, last),
            )
        )
        return {(r[0], r[1], r[2]): r[3] for r in rows}

    async def give_back(self, amounts: dict[LoadKey, int]) -> None:
        """A rejected order's pieces, in key order (never below zero)."""
        for (product_id, dimension_key, day), quantity in sorted(amounts.items()):
            await self.session.execute(
                update(ProductionLoad)
                .where(
                    ProductionLoad.product_id == product_id,
                    ProductionLoad.dimension_key == dimension_key,
                    ProductionLoad.day == day,
                )
                .values(taken=func.greatest(ProductionLoad.taken - quantity, 0))
            )
