"""Production capacity (issue 12): how many pieces of a product, or of one of its sizes, the
kitchen can finish on one day, and what orders have taken of it.

Placing an order takes its pieces with one conditional upsert per (product, size key, day), in
sorted key order and after the dimensions' stock locks, so concurrent orders queue on the rows they
share and a day never goes past its capacity. A rejected order gives them back in the same order
(admin-service, after the same dimension locks)."""

from collections.abc import Iterable
from datetime import date

from sqlalchemy import func, select, text, tuple_, update
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Dimension, Product, ProductionLoad

# (product id, dimension key (0: the whole product), day)
LoadKey = tuple[int, int, date]


def capacity_of(product: Product, dimension: Dimension) -> tuple[int, int] | None:
    """(dimension key, daily capacity) the piece counts against, or None when nothing limits it.
    A size with its own capacity counts on its own; otherwise the product's capacity covers all."""
    if dimension.daily_capacity is not None:
        return dimension.id, dimension.daily_capacity
    if product.daily_capacity is not None:
        return 0, product.daily_capacity
    return None


class ProductionRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

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
