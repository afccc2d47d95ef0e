"""The storefront's menu reads (public, no token).

Every answer goes through `cached_read`: an ETag keyed on the last-key (304 when the browser's
copy is current) and a Redis copy under the same key, so a saved change shows on the next read.
"""

from datetime import datetime
from typing import Annotated
from zoneinfo import ZoneInfo

from fastapi import APIRouter, Query, Request, Response

from bakery_shared.catalog.repository import CatalogRepository
from bakery_shared.catalog.schemas import (
    CategoryOut,
    ProductOut,
    ProductSummaryOut,
    PromotionOut,
    category_out,
    product_out,
    product_summary_out,
    promotion_out,
)
from bakery_shared.db import SessionDep
from bakery_shared.errors import NotFound
from bakery_shared.public_cache import cached_read
from bakery_shared.settings import BUSINESS_TIMEZONE

PRODUCT_NOT_FOUND = "Produsul nu a fost găsit sau nu mai este disponibil."

# Public on purpose: the storefront is open to every visitor.
router = APIRouter(tags=["menu"])


def _answers(model) -> dict:
    return {200: {"model": model, "description": "Răspunsul, cu ETag; 304 dacă If-None-Match se potrivește."}}


@router.get("/get-base-products", summary="Available products in menu order, by search or category", responses=_answers(list[ProductSummaryOut]))
async def get_base_products(
    request: Request,
    session: SessionDep,
    search: Annotated[str | None, Query(description="Cuvinte din numele produsului, fără diacritice.")] = None,
    category: Annotated[str | None, Query(description="Adresa (value) sau id-ul categoriei.")] = None,
) -> Response:
    async def build() -> list[ProductSummaryOut]:
        products = await CatalogRepository(session).menu_products(search=search, category=category)
        return [product_summary_out(p) for p in products]

    return await cached_read(request, session, build)


@router.get("/get-product/{product_id}", summary="One available product", responses=_answers(ProductOut))
async def get_product(product_id: int, request: Request, session: SessionDep) -> Response:
    async def build() -> ProductOut:
        product = await CatalogRepository(session).product(product_id, available_only=True)
        if product is None:
            raise NotFound(PRODUCT_NOT_FOUND)
        return product_out(product, public=True)

    return await cached_read(request, session, build)


@router.get("/get-categories", summary="Every category, in menu order", responses=_answers(list[CategoryOut]))
async def get_categories(request: Request, session: SessionDep) -> Response:
    async def build() -> list[CategoryOut]:
        return [category_out(c) for c in await CatalogRepository(session).categories()]

    return await cached_read(request, session, build)


@router.get("/promotions", summary="Promotions active today", responses=_answers(list[PromotionOut]))
async def promotions(request: Request, session: SessionDep) -> Response:
    today = datetime.now(ZoneInfo(BUSINESS_TIMEZONE)).date()

    async def build() -> list[PromotionOut]:
        return [promotion_out(p) for p in await CatalogRepository(session).active_promotions(today)]

    # Which promotions are on depends on the date too: a copy from yesterday must not answer 304.
    return await cached_read(request, session, build, vary=today.isoformat())
