"""Catalog changes. Each runs in the request's one transaction (services only flush) and moves the
storefront's last-key inside it, so the new data and the new key become visible together."""

import re
import unicodedata
from collections.abc import Sequence

from fastapi import UploadFile
from sqlalchemy import delete, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from bakery_shared.errors import Conflict, NotFound, ValidationFailed
from bakery_shared.last_key import bump_last_key
from bakery_shared.media import MediaStore, image_files, prepare_uploads
from bakery_shared.models import (
    Category,
    CategoryExtraIngredient,
    Dimension,
    PickupLocation,
    Product,
    ProductImage,
)

from .schemas import (
    CATEGORY_UNKNOWN,
    CATEGORY_VALUE_INVALID,
    DIMENSION_UNKNOWN,
    PICKUP_LOCATION_UNKNOWN,
    SIMILAR_UNKNOWN,
    CategoryIn,
    DimensionIn,
    ProductIn,
)

PRODUCT_NOT_FOUND = "Produsul nu a fost găsit."
CATEGORY_NOT_FOUND = "Categoria nu a fost găsită."
CATEGORY_NAME_TAKEN = "Există deja o categorie cu numele „{name}”."
CATEGORY_VALUE_TAKEN = "Există deja o categorie cu adresa „{value}”."
CATEGORY_HAS_PRODUCTS = (
    "Categoria „{name}” nu poate fi ștearsă cât timp are produse. Mutați sau ștergeți mai întâi produsele ei."
)
CATEGORY_CONFLICT = "Categoria nu a putut fi salvată: numele sau adresa ei sunt deja folosite."
TOO_MANY_IMAGES = "Un produs poate avea cel mult {limit} imagini."
REMOVED_IDS_INVALID = "Lista imaginilor de șters nu este validă."
MAX_IMAGES_PER_PRODUCT = 10


# ---- products ----


async def _load_product_for_update(session: AsyncSession, product_id: int) -> Product:
    product = await session.scalar(
        select(Product)
        .where(Product.id == product_id)
        .options(selectinload(Product.dimensions), selectinload(Product.images), selectinload(Product.similar_products))
        .with_for_update(of=Product)
        .execution_options(populate_existing=True)
    )
    if product is None:
        raise NotFound(PRODUCT_NOT_FOUND)
    return product


async def _similar_products(session: AsyncSession, ids: list[int]) -> list[Product]:
    if not ids:
        return []
    found = {p.id: p for p in await session.scalars(select(Product).where(Product.id.in_(ids)))}
    if len(found) != len(ids):
        raise ValidationFailed(errors={"similarProducts": SIMILAR_UNKNOWN})
    return [found[i] for i in ids]


def _apply_dimension(dimension: Dimension, data: DimensionIn, position: int) -> None:
    dimension.value = data.value
    dimension.price = data.price
    dimension.stock = data.stock
    dimension.stock_unlimited = data.stockUnlimited
    dimension.availability = data.availability
    dimension.minimum_quantity_type = data.minimumQuantityType
    dimension.minimum_quantity_number = data.minimumQuantityNumber
    dimension.box_needed = data.boxNeeded
    dimension.box_price = data.boxPrice
    dimension.sort_order = position


def _dimensions(product: Product, sent: list[DimensionIn]) -> list[Dimension]:
    """The product's sizes as sent: matched by id (kept, so past order lines keep pointing at them),
    new ones added; those not sent are deleted."""
    existing = {d.id: d for d in product.dimensions} if product.id is not None else {}
    unknown = {f"dimensions.{i}.id": DIMENSION_UNKNOWN for i, d in enumerate(sent) if d.id is not None and d.id not in existing}
    if unknown:
        raise ValidationFailed(errors=unknown)
    result = []
    for position, data in enumerate(sent):
        dimension = existing[data.id] if data.id is not None else Dimension()
        _apply_dimension(dimension, data, position)
        result.append(dimension)
    return result


def _remove_images(session: AsyncSession, media: MediaStore, product: Product, image_ids: Sequence[int]) -> None:
    """Drop the product's images with these ids (others' ids are ignored); files go after commit."""
    doomed = [image for image in product.images if image.id in set(image_ids)]
    if not doomed:
        return
    files = [path for image in doomed for path in image_files(image.image_path, image.variants)]
    product.images = [image for image in product.images if image not in doomed]
    media.delete_image_files_after_commit(session, files)


async def save_product(session: AsyncSession, media: MediaStore, data: ProductIn, category: Category | None) -> int:
    if category is None:
        raise ValidationFailed(errors={"category": CATEGORY_UNKNOWN})
    if data.id is not None:
        product = await _load_product_for_update(session, data.id)
    else:
        last = await session.scalar(select(func.max(Product.sort_order)).where(Product.category_id == category.id))
        product = Product(sort_order=(last if last is not None else -1) + 1, images=[], similar_products=[])
    similar = await _similar_products(session, data.similarProducts)

    product.name = data.name
    product.description = data.description
    product.nutri_values = data.nutriValues
    product.category_id = category.id
    product.standard_order_type = data.standardOrderType
    product.pre_order_order_type = data.preOrderOrderType
    product.is_veggie = data.isVeggie
    product.out_of_stock = data.outOfStock
    product.available = data.available
    product.allow_preferred_message = data.allowPreferredMessage
    product.dimensions = _dimensions(product, data.dimensions)
    product.similar_products = similar
    if data.removedImagesIDs and data.id is not None:
        _remove_images(session, media, product, data.removedImagesIDs)

    session.add(product)
    await session.flush()
    await bump_last_key(session)
    return product.id


async def delete_product(session: AsyncSession, media: MediaStore, product_id: int) -> None:
    # The database cascades to sizes, photos and similar-product links, and sets past order
    # lines' product to null: orders keep their own copy of names and prices.
    deleted = await session.scalar(delete(Product).where(Product.id == product_id).returning(Product.id))
    if deleted is None:
        raise NotFound(PRODUCT_NOT_FOUND)
    await bump_last_key(session)
    media.delete_product_files_after_commit(session, product_id)


def parse_removed_ids(values: Sequence[str]) -> list[int]:
    ids: list[int] = []
    for value in values:
        for part in str(value).replace(";", ",").split(","):
            part = part.strip().strip("[]\"' ")
            if not part:
                continue
            if not part.isdigit():
                raise ValidationFailed(REMOVED_IDS_INVALID, errors={"removedImagesIDs": REMOVED_IDS_INVALID})
            ids.append(int(part))
    return ids


async def change_product_images(
    session: AsyncSession, media: MediaStore, product_id: int, uploads: list[UploadFile], removed_ids: list[int]
) -> list[ProductImage]:
    """Remove and add photos in one go. Every upload is checked before anything is stored or removed."""
    product = await _load_product_for_update(session, product_id)
    kept = [image for image in product.images if image.id not in set(removed_ids)]
    if len(kept) + len(uploads) > MAX_IMAGES_PER_PRODUCT:
        message = TOO_MANY_IMAGES.format(limit=MAX_IMAGES_PER_PRODUCT)
        raise ValidationFailed(message, errors={"images": message})
    prepared = await prepare_uploads(uploads)

    _remove_images(session, media, product, removed_ids)
    if prepared:
        stored = await media.write_product_images(session, product.id, prepared)
        position = max((image.sort_order for image in product.images), default=-1) + 1
        for offset, (image, files) in enumerate(zip(prepared, stored, strict=True)):
            product.images.append(
                ProductImage(image_path=files.image_path, variants=files.as_json(), name=image.name, sort_order=position + offset)
            )
    if removed_ids or prepared:
        await session.flush()
        await bump_last_key(session)
    return list(product.images)


# ---- categories ----


def slugify(text: str) -> str:
    """"Biscuiți și fursecuri" -> "biscuiti-si-fursecuri"."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")[:80].strip("-")


def _unique_slug(base: str, taken: set[str]) -> str:
    base = base or "categorie"
    slug, counter = base, 2
    while slug in taken:
        suffix = f"-{counter}"
        slug, counter = f"{base[: 80 - len(suffix)]}{suffix}", counter + 1
    return slug


def _apply_extras(category: Category, sent: list) -> None:
    """Matched by name (the table's unique key), so renaming nothing never deletes and re-adds a row."""
    existing = {extra.name: extra for extra in category.extra_ingredients}
    result = []
    for position, data in enumerate(sent):
        extra = existing.get(data.name) or CategoryExtraIngredient(name=data.name)
        extra.price = data.price
        extra.sort_order = position
        result.append(extra)
    category.extra_ingredients = result


async def save_categories(session: AsyncSession, items: list[CategoryIn]) -> list[Category]:
    if not items:
        return []
    categories = {
        c.id: c
        for c in await session.scalars(
            select(Category).options(selectinload(Category.extra_ingredients)).with_for_update(of=Category)
        )
    }
    for item in items:
        if item.id is not None and item.id not in categories:
            raise NotFound(CATEGORY_NOT_FOUND)

    location_ids = {item.givenLocationForPickup for item in items if item.givenLocationForPickup is not None}
    known_locations = set(await session.scalars(select(PickupLocation.id).where(PickupLocation.id.in_(location_ids))))
    unknown = {
        f"{i}.givenLocationForPickup": PICKUP_LOCATION_UNKNOWN
        for i, item in enumerate(items)
        if item.givenLocationForPickup is not None and item.givenLocationForPickup not in known_locations
    }
    if unknown:
        raise ValidationFailed(errors=unknown)

    # Names and slugs must stay unique across what is kept and what is sent (names ignoring case).
    edited = {item.id for item in items if item.id is not None}
    names = {c.name.casefold(): c.id for c in categories.values() if c.id not in edited}
    slugs = {c.value for c in categories.values() if c.id not in edited}
    planned_slugs: list[str] = []
    for index, item in enumerate(items):
        key = item.name.casefold()
        if key in names:
            message = CATEGORY_NAME_TAKEN.format(name=item.name)
            raise Conflict(message, errors={f"{index}.name": message})
        names[key] = item.id
        if item.value is not None:
            slug = slugify(item.value)
            if not slug:
                raise ValidationFailed(errors={f"{index}.value": CATEGORY_VALUE_INVALID})
            if slug in slugs:
                message = CATEGORY_VALUE_TAKEN.format(value=slug)
                raise Conflict(message, errors={f"{index}.value": message})
        elif item.id is not None:
            slug = categories[item.id].value  # a kept address: links to the category keep working
            if slug in slugs:
                slug = _unique_slug(slugify(item.name), slugs)
        else:
            slug = _unique_slug(slugify(item.name), slugs)
        slugs.add(slug)
        planned_slugs.append(slug)

    last = max((c.sort_order for c in categories.values()), default=-1)
    saved: list[Category] = []
    for item, slug in zip(items, planned_slugs, strict=True):
        if item.id is not None:
            category = categories[item.id]
        else:
            last += 1
            category = Category(sort_order=last, extra_ingredients=[])
            session.add(category)
        was_special = category.special_category if item.id is not None else False
        category.name = item.name
        category.value = slug
        category.special_category = item.specialCategory
        category.is_pickup_from_specific_location = item.isPickupFromSpecificLocation
        category.given_location_for_pickup_id = item.givenLocationForPickup
        category.preferred_message = item.preferredMessage
        category.additional_information = item.additionalInformation
        _apply_extras(category, item.extraIngredients)
        if item.id is not None and was_special != item.specialCategory:
            # A special category's products are ordered as "special" (both flags off); leaving
            # it, they go back to the default, standard.
            await session.execute(
                update(Product)
                .where(Product.category_id == category.id)
                .values(standard_order_type=not item.specialCategory, pre_order_order_type=False)
            )
        saved.append(category)

    try:
        await session.flush()
    except IntegrityError:  # e.g. two names swapped in one request, or a concurrent save
        raise Conflict(CATEGORY_CONFLICT) from None
    await bump_last_key(session)
    return saved


async def delete_category(session: AsyncSession, category_id: int) -> None:
    category = await session.get(Category, category_id, with_for_update=True)
    if category is None:
        raise NotFound(CATEGORY_NOT_FOUND)
    if await session.scalar(select(func.count()).select_from(Product).where(Product.category_id == category_id)):
        raise Conflict(CATEGORY_HAS_PRODUCTS.format(name=category.name))
    try:
        await session.execute(delete(Category).where(Category.id == category_id))
    except IntegrityError:  # a product added meanwhile: the foreign key refuses
        raise Conflict(CATEGORY_HAS_PRODUCTS.format(name=category.name)) from None
    await bump_last_key(session)
