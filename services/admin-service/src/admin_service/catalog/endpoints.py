"""Products (`entries/...`, staff: admins and managers) and categories (`setup/...`, admins change them).

Every change runs in the request's one transaction and moves the storefront's last-key with it.
"""

from typing import Annotated, Any

from fastapi import APIRouter, Body, File, Form, Query, UploadFile
from pydantic import BaseModel, BeforeValidator, ValidationError

from bakery_shared.auth.dependencies import ADMIN_ONLY, STAFF_ONLY
from bakery_shared.catalog.repository import CatalogRepository
from bakery_shared.catalog.schemas import (
    CategoryOut,
    ImageOut,
    Page,
    ProductOut,
    ProductSummaryOut,
    category_out,
    image_out,
    product_out,
    product_summary_out,
)
from bakery_shared.db import SessionDep
from bakery_shared.errors import NotFound, ValidationFailed, validation_messages
from bakery_shared.media import MediaDep

from . import service
from .schemas import CategoryIn, ProductIn, category_id_of, page_number, page_size

PRODUCT_DELETED = "Produsul a fost șters cu succes!"
CATEGORY_DELETED = "Categoria a fost ștearsă cu succes!"

router = APIRouter(prefix="/entries", tags=["catalog"], dependencies=STAFF_ONLY)
categories_router = APIRouter(prefix="/setup", tags=["catalog"])

PageNumber = Annotated[int, BeforeValidator(page_number), Query(description="Pagina, numărată de la 0.")]
PageSize = Annotated[int, BeforeValidator(page_size), Query(description="Produse pe pagină, 1-100.")]
SearchBy = Annotated[str | None, Query(description="Caută în numele produselor, fără diacritice și majuscule.")]
CategoryKey = Annotated[str | None, Query(description="Id-ul (sau adresa) categoriei.")]


class SavedId(BaseModel):
    id: int


class Message(BaseModel):
    message: str


class ImagesAnswer(BaseModel):
    imagesLinks: list[ImageOut]


async def _page(session: SessionDep, searchBy: str | None, category: str | None, page: int, size: int) -> Page[ProductSummaryOut]:
    products, total = await CatalogRepository(session).product_page(search=searchBy, category=category, page=page, size=size)
    return Page[ProductSummaryOut](content=[product_summary_out(p) for p in products], totalElements=total, page=page, size=size)


@router.get("", summary="Products, paged (search by name, filter by category)")
async def entries(
    session: SessionDep, searchBy: SearchBy = None, category: CategoryKey = None, page: PageNumber = 0, size: PageSize = 10
) -> Page[ProductSummaryOut]:
    return await _page(session, searchBy, category, page, size)


@router.get("/for-promotions", summary="Products with their sizes, for building promotions", dependencies=ADMIN_ONLY)
async def entries_for_promotions(
    session: SessionDep, searchBy: SearchBy = None, category: CategoryKey = None, page: PageNumber = 0, size: PageSize = 10
) -> Page[ProductSummaryOut]:
    return await _page(session, searchBy, category, page, size)


@router.get("/get-entry/{product_id}", summary="One product, as the edit form needs it")
async def get_entry(product_id: int, session: SessionDep) -> ProductOut:
    product = await CatalogRepository(session).product(product_id)
    if product is None:
        raise NotFound(service.PRODUCT_NOT_FOUND)
    return product_out(product)


@router.post("/add-entry", summary="Create a product, or update it when the body has an id")
async def add_entry(
    session: SessionDep,
    media: MediaDep,
    body: Annotated[dict[str, Any], Body(description="Produsul (SPEC §3); `category` poate fi {\"id\": 1}.")],
) -> SavedId:
    category_id = category_id_of(body)
    category = await CatalogRepository(session).category(category_id) if category_id is not None else None
    try:
        # The category decides the rules: special ones lock the order type and ignore size details.
        data = ProductIn.model_validate(body, context={"special": bool(category and category.special_category)})
    except ValidationError as error:
        raise ValidationFailed(errors=validation_messages(error.errors())) from None
    return SavedId(id=await service.save_product(session, media, data, category))


@router.delete("/delete-entry/{product_id}", summary="Delete a product and its photos; past orders keep their copy")
async def delete_entry(product_id: int, session: SessionDep, media: MediaDep) -> Message:
    await service.delete_product(session, media, product_id)
    return Message(message=PRODUCT_DELETED)


@router.post("/add-product-images/{product_id}", summary="Add photos (png, jpeg) and remove others, in one go")
async def add_product_images(
    product_id: int,
    session: SessionDep,
    media: MediaDep,
    images: Annotated[list[UploadFile], File(description="Imagini PNG sau JPEG, cel mult 5 MB fiecare.")] = [],  # noqa: B006
    removedImagesIDs: Annotated[list[str], Form(description="Id-urile imaginilor de șters (listă sau separate prin virgulă).")] = [],  # noqa: B006
) -> ImagesAnswer:
    removed = service.parse_removed_ids(removedImagesIDs)
    saved = await service.change_product_images(session, media, product_id, images, removed)
    return ImagesAnswer(imagesLinks=[image_out(image) for image in saved])


@categories_router.post("/create-category", summary="Create categories, or update those sent with an id", dependencies=ADMIN_ONLY)
async def create_category(session: SessionDep, categories: Annotated[list[CategoryIn], Body()]) -> list[CategoryOut]:
    return [category_out(c) for c in await service.save_categories(session, categories)]


@categories_router.delete("/delete-category/{category_id}", summary="Delete a category that has no products", dependencies=ADMIN_ONLY)
async def delete_category(category_id: int, session: SessionDep) -> Message:
    await service.delete_category(session, category_id)
    return Message(message=CATEGORY_DELETED)


@categories_router.get("/get-categories", summary="Every category, in menu order", dependencies=STAFF_ONLY)
async def get_categories(session: SessionDep) -> list[CategoryOut]:
    return [category_out(c) for c in await CatalogRepository(session).categories()]
