"""The product photos' rows, as the media jobs read and complete them."""

from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.models import ProductImage


class PhotoRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def photos_with_widths(self) -> list[tuple[int, dict[str, Any]]]:
        """Every photo stored at its widths (id, variants); one from before the widths has none."""
        rows = await self.session.execute(
            select(ProductImage.id, ProductImage.variants).where(ProductImage.variants.is_not(None)).order_by(ProductImage.id)
        )
        return [(row.id, row.variants) for row in rows]

    async def lock_variants(self, image_id: int) -> dict[str, Any] | None:
        """The photo's variants, its row locked until the transaction ends; None when it is gone or
        another process holds it (that one is completing it)."""
        return await self.session.scalar(
            select(ProductImage.variants).where(ProductImage.id == image_id).with_for_update(skip_locked=True)
        )

    async def set_variants(self, image_id: int, variants: dict[str, Any]) -> None:
        await self.session.execute(update(ProductImage).where(ProductImage.id == image_id).values(variants=variants))
