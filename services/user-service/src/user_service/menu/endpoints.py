"""The storefront's menu reads (public, no token).

Every answer goes through the public reads: an ETag keyed on the last-key (304 when the browser's
copy is current) and a Redis copy under the same key, so a saved change shows on the next read.
"""

from typing import Annotated

from fastapi import APIRouter, Query, Response

from bakery_shared.db import SessionDep
from bakery_shared.errors import NotFound
from bakery_shared.menu.repository import MenuRepository
from bakery_shared.menu.schemas import CategoryOut, ProductOut, ProductSummaryOut, product_out, product_summary_out
from bakery_shared.params import PathId

from ..public_cache import PublicReadsDep, cached_answers

PRODUCT_NOT_FOUND = "Produsul nu a fost găsit sau nu mai este disponibil."

public_router = APIRouter(tags=["menu"])


@public_router.get(
    "/get-base-products",
    summary="Available products in menu order, by search or category",
    responses=cached_answers(list[ProductSummaryOut]),
)
async def get_base_products(
    reads: PublicReadsDep,
    session: SessionDep,
    search: Annotated[str | None, Query(description="Cuvinte din numele produsului, fără diacritice.")] = None,
    category: Annotated[str | None, Query(description="Adresa (value) sau id-ul categoriei.")] = None,
) -> Response:
    async def build() -> list[ProductSummaryOut]:
        products = await MenuRepository(session).menu_products(search=search, category=category)
        return [product_summary_out(p) for p in products]

    return await reads.answer(build)


@public_router.get("/get-product/{product_id}", summary="One available product", responses=cached_answers(ProductOut))
async def get_product(product_id: PathId, reads: PublicReadsDep, session: SessionDep) -> Response:
    async def build() -> ProductOut:
        product = await MenuRepository(session).product(product_id, available_only=True)
        if product is None:
            raise NotFound(PRODUCT_NOT_FOUND)
        return product_out(product, public=True)

    return await reads.answer(build)


@public_router.get("/get-categories", summary="Every category, in menu order", responses=cached_answers(list[CategoryOut]))
async def get_categories(reads: PublicReadsDep, session: SessionDep) -> Response:
    async def build() -> list[CategoryOut]:
        return [CategoryOut.model_validate(c) for c in await MenuRepository(session).categories()]

    return await reads.answer(build)
