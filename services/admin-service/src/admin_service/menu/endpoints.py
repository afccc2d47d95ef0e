"""The menu: products (`entries/...`, staff: admins and managers) and categories (`setup/...`,
admins change them).

Every change runs in the request's one transaction and moves the storefront's last-key with it.
"""

from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, File, Form, Query, UploadFile
from pydantic import BaseModel, ValidationError

from bakery_shared.auth.dependencies import ADMIN_ONLY, STAFF_ONLY
from bakery_shared.db import SessionDep
from bakery_shared.errors import NotFound, ValidationFailed, validation_messages
from bakery_shared.menu.images import ImageOut, image_out
from bakery_shared.menu.repository import MenuRepository
from bakery_shared.menu.schemas import CategoryOut, ProductOut, ProductSummaryOut, product_out, product_summary_out
from bakery_shared.openapi import error_responses
from bakery_shared.params import PageNumber, PageSize, PathId

from ..media.store import MediaDep
from .page import Page
from .repository import MenuEditorRepository
from .schemas import CategoryIn, ProductIn, category_id_of
from .service import PRODUCT_NOT_FOUND, MenuService, parse_chosen_ids, parse_removed_ids

PRODUCT_DELETED = "Produsul a fost șters cu succes!"
CATEGORY_DELETED = "Categoria a fost ștearsă cu succes!"

router = APIRouter(prefix="/entries", tags=["menu"], dependencies=STAFF_ONLY)
categories_router = APIRouter(prefix="/setup", tags=["menu"], dependencies=STAFF_ONLY)


async def get_menu_service(session: SessionDep, media: MediaDep) -> MenuService:
    return MenuService(session, media)


MenuServiceDep = Annotated[MenuService, Depends(get_menu_service)]

SearchBy = Annotated[str | None, Query(description="Caută în numele produselor, fără diacritice și majuscule.")]
CategoryKey = Annotated[str | None, Query(description="Id-ul (sau adresa) categoriei.")]
ChosenIds = Annotated[
    str | None,
    Query(description="Id-uri separate prin virgulă: doar produsele acestea (sau cele care au una din aceste dimensiuni)."),
]


class SavedId(BaseModel):
    id: int


class Message(BaseModel):
    message: str


class ImagesAnswer(BaseModel):
    imagesLinks: list[ImageOut]


async def _page(session: SessionDep, searchBy: str | None, category: str | None, page: int, size: int) -> Page[ProductSummaryOut]:
    products, total = await MenuRepository(session).product_page(search=searchBy, category=category, page=page, size=size)
    return Page[ProductSummaryOut](content=[product_summary_out(p) for p in products], totalElements=total, page=page, size=size)


@router.get("", summary="Products, paged (search by name, filter by category)")
async def entries(
    session: SessionDep, searchBy: SearchBy = None, category: CategoryKey = None, page: PageNumber = 0, size: PageSize = 10
) -> Page[ProductSummaryOut]:
    return await _page(session, searchBy, category, page, size)


class ChosenProducts(BaseModel):
    productIds: list[int]
    dimensionIds: list[int]


def chosen_products(productIds: ChosenIds = None, dimensionIds: ChosenIds = None) -> ChosenProducts | None:
    """A saved promotion's own products and sizes, when the form asks for them by id."""
    if productIds is None and dimensionIds is None:
        return None
    return ChosenProducts(
        productIds=parse_chosen_ids(productIds, "productIds"), dimensionIds=parse_chosen_ids(dimensionIds, "dimensionIds")
    )


@router.get("/for-promotions", summary="Products with their sizes, for building promotions", dependencies=ADMIN_ONLY)
async def entries_for_promotions(
    session: SessionDep,
    chosen: Annotated[ChosenProducts | None, Depends(chosen_products)],
    searchBy: SearchBy = None,
    category: CategoryKey = None,
    page: PageNumber = 0,
    size: PageSize = 10,
) -> Page[ProductSummaryOut]:
    if chosen is None:
        return await _page(session, searchBy, category, page, size)
    # Named wherever they sit in the menu, however big the shop (the pickers page through the rest).
    repository = MenuEditorRepository(session)
    products, total = await repository.products_holding(chosen.productIds, chosen.dimensionIds, page=page, size=size)
    return Page[ProductSummaryOut](content=[product_summary_out(p) for p in products], totalElements=total, page=page, size=size)


@router.get("/get-entry/{product_id}", summary="One product, as the edit form needs it")
async def get_entry(product_id: PathId, session: SessionDep) -> ProductOut:
    product = await MenuRepository(session).product(product_id)
    if product is None:
        raise NotFound(PRODUCT_NOT_FOUND)
    return product_out(product)


@router.post("/add-entry", summary="Create a product, or update it when the body has an id", responses=error_responses(404))
async def add_entry(
    session: SessionDep,
    menu: MenuServiceDep,
    body: Annotated[dict[str, Any], Body(description='Produsul, cu câmpurile din specificație; `category` poate fi {"id": 1}.')],
) -> SavedId:
    category_id = category_id_of(body)
    category = await MenuRepository(session).category(category_id) if category_id is not None else None
    try:
        # The category decides the rules: special ones lock the order type and ignore size details.
        data = ProductIn.model_validate(body, context={"special": bool(category and category.special_category)})
    except ValidationError as error:
        raise ValidationFailed(errors=validation_messages(error.errors())) from None
    return SavedId(id=await menu.save_product(data, category))


@router.delete("/delete-entry/{product_id}", summary="Delete a product and its photos; past orders keep their copy")
async def delete_entry(product_id: PathId, menu: MenuServiceDep) -> Message:
    await menu.delete_product(product_id)
    return Message(message=PRODUCT_DELETED)


@router.post("/add-product-images/{product_id}", summary="Add photos (png, jpeg) and remove others, in one go")
async def add_product_images(
    product_id: PathId,
    menu: MenuServiceDep,
    images: Annotated[list[UploadFile], File(description="Imagini PNG sau JPEG, cel mult 5 MB fiecare.")] = [],  # noqa: B006
    removedImagesIDs: Annotated[
        list[str], Form(description="Id-urile imaginilor de șters (listă sau separate prin virgulă).")
    ] = [],  # noqa: B006
) -> ImagesAnswer:
    removed = parse_removed_ids(removedImagesIDs)
    saved = await menu.change_product_images(product_id, images, removed)
    return ImagesAnswer(imagesLinks=[image_out(image) for image in saved])


@categories_router.post(
    "/create-category",
    summary="Create categories, or update those sent with an id",
    dependencies=ADMIN_ONLY,
    responses=error_responses(404, 409),
)
async def create_category(menu: MenuServiceDep, categories: Annotated[list[CategoryIn], Body()]) -> list[CategoryOut]:
    return [CategoryOut.model_validate(c) for c in await menu.save_categories(categories)]


@categories_router.delete(
    "/delete-category/{category_id}",
    summary="Delete a category that has no products",
    dependencies=ADMIN_ONLY,
    responses=error_responses(409),
)
async def delete_category(category_id: PathId, menu: MenuServiceDep) -> Message:
    await menu.delete_category(category_id)
    return Message(message=CATEGORY_DELETED)


@categories_router.get("/get-categories", summary="Every category, in menu order")
async def get_categories(session: SessionDep) -> list[CategoryOut]:
    return [CategoryOut.model_validate(c) for c in await MenuRepository(session).categories()]
