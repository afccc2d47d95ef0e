"""admin-service's menu queries: the rows a change locks, and the writes that are not plain ORM."""

from collections.abc import Iterable

from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import selectinload

from bakery_shared.menu.repository import MenuRepository
from bakery_shared.models import Category, PickupLocation, Product


class MenuEditorRepository(MenuRepository):
    async def product_for_update(self, product_id: int) -> Product | None:
        return await self.session.scalar(
            select(Product)
            .where(Product.id == product_id)
            .options(selectinload(Product.dimensions), selectinload(Product.images), selectinload(Product.similar_products))
            .with_for_update(of=Product)
            .execution_options(populate_existing=True)
        )

    async def products_by_id(self, ids: Iterable[int]) -> dict[int, Product]:
        return {p.id: p for p in await self.session.scalars(select(Product).where(Product.id.in_(set(ids))))}

    async def next_product_position(self, category_id: int) -> int:
        last = await self.session.scalar(select(func.max(Product.sort_order)).where(Product.category_id == category_id))
        return (last if last is not None else -1) + 1

    async def delete_product(self, product_id: int) -> bool:
        """The database cascades to sizes, photos and similar-product links, and sets past order
        lines' product to null: orders keep their own copy of names and prices."""
        deleted = await self.session.scalar(delete(Product).where(Product.id == product_id).returning(Product.id))
        return deleted is not None

    async def add(self, row: object) -> None:
        self.session.add(row)
        await self.session.flush()

    async def categories_for_update(self) -> dict[int, Category]:
        rows = await self.session.scalars(
            select(Category).options(selectinload(Category.extra_ingredients)).with_for_update(of=Category)
        )
        return {c.id: c for c in rows}

    async def known_pickup_locations(self, ids: Iterable[int]) -> set[int]:
        return set(await self.session.scalars(select(PickupLocation.id).where(PickupLocation.id.in_(set(ids)))))

    async def set_category_order_type(self, category_id: int, *, special: bool) -> None:
        """A special category's products are ordered as "special" (both flags off); leaving it,
        they go back to the default, standard."""
        await self.session.execute(
            update(Product)
            .where(Product.category_id == category_id)
            .values(standard_order_type=not special, pre_order_order_type=False)
        )

    async def category_for_update(self, category_id: int) -> Category | None:
        return await self.session.get(Category, category_id, with_for_update=True)

    async def count_products(self, category_id: int) -> int:
        return await self.session.scalar(select(func.count()).select_from(Product).where(Product.category_id == category_id)) or 0

    async def delete_category(self, category_id: int) -> None:
        await self.session.execute(delete(Category).where(Category.id == category_id))
