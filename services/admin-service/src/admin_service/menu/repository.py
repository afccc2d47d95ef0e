"""admin-service's menu queries: the rows a change locks, and the writes that are not plain ORM."""

from collections.abc import Iterable

from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.orm import selectinload

from bakery_shared.menu.repository import MenuRepository, _menu_order, _summary_options
from bakery_shared.models import Category, Dimension, PickupLocation, Product


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

    async def products_holding(
        self, product_ids: list[int], dimension_ids: list[int], *, page: int, size: int
    ) -> tuple[list[Product], int]:
        """The products a promotion already targets (by their id or one of their sizes), in menu order:
        the promotion pickers name them even when they are far past the first page of a big shop."""
        holds = or_(Product.id.in_(product_ids), Product.dimensions.any(Dimension.id.in_(dimension_ids)))
        total = await self.session.scalar(select(func.count()).select_from(Product).where(holds)) or 0
        if page * size >= total:
            return [], total
        rows = await self.session.scalars(
            _menu_order(select(Product).join(Product.category).where(holds))
            .options(*_summary_options())
            .offset(page * size)
            .limit(size)
            .execution_options(populate_existing=True)
        )
        return list(rows), total

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
