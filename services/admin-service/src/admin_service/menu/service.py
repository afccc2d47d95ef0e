"""Menu changes. Each runs in the request's one transaction (services only flush) and moves the
storefront's last-key inside it, so the new data and the new key become visible together."""

from collections.abc import Sequence
import re
import unicodedata

from fastapi import UploadFile
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.errors import Conflict, NotFound, ValidationFailed
from bakery_shared.last_key import bump_last_key
from bakery_shared.media.prepare import PRODUCT_PHOTOS, prepare_uploads
from bakery_shared.media.store import MediaStore
from bakery_shared.models import Category, CategoryExtraIngredient, Dimension, Product, ProductImage
from bakery_shared.params import MAX_ID, parse_integer

from ..media.store import image_files
from .repository import MenuEditorRepository
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
CATEGORY_HAS_PRODUCTS = "Categoria „{name}” nu poate fi ștearsă cât timp are produse. Mutați sau ștergeți mai întâi produsele ei."
CATEGORY_CONFLICT = "Categoria nu a putut fi salvată: numele sau adresa ei sunt deja folosite."
TOO_MANY_IMAGES = "Un produs poate avea cel mult {limit} imagini."
REMOVED_IDS_INVALID = "Lista imaginilor de șters nu este validă."
CHOSEN_IDS_INVALID = "Lista trebuie să conțină numere întregi pozitive, separate prin virgulă."
MAX_IMAGES_PER_PRODUCT = 10


# ---- pure helpers ----


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
    dimension.lead_time = data.leadTime
    dimension.daily_capacity = data.dailyCapacity
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


def parse_removed_ids(values: Sequence[str]) -> list[int]:
    ids: list[int] = []
    for value in values:
        for part in str(value).replace(";", ",").split(","):
            part = part.strip().strip("[]\"' ")
            if not part:
                continue
            number = parse_integer(part)
            if number is None or not 1 <= number <= MAX_ID:
                raise ValidationFailed(REMOVED_IDS_INVALID, errors={"removedImagesIDs": REMOVED_IDS_INVALID})
            ids.append(number)
    return ids


def parse_chosen_ids(value: str | None, field: str) -> list[int]:
    """`1,2,3` (the promotion pickers' chosen products or sizes); anything else is a 400 on that field."""
    ids: list[int] = []
    for part in (value or "").split(","):
        part = part.strip()
        if not part:
            continue
        number = parse_integer(part)
        if number is None or not 1 <= number <= MAX_ID:
            raise ValidationFailed(CHOSEN_IDS_INVALID, errors={field: CHOSEN_IDS_INVALID})
        ids.append(number)
    return ids


def slugify(text: str) -> str:
    """ "Biscuiți și fursecuri" -> "biscuiti-si-fursecuri"."""
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


def _plan_slugs(items: list[CategoryIn], categories: dict[int, Category]) -> list[str]:
    """The address of each category sent; names and addresses stay unique across what is kept and
    what is sent (names ignoring case)."""
    edited = {item.id for item in items if item.id is not None}
    names = {c.name.casefold(): c.id for c in categories.values() if c.id not in edited}
    slugs = {c.value for c in categories.values() if c.id not in edited}
    planned: list[str] = []
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
        planned.append(slug)
    return planned


class MenuService:
    def __init__(self, session: AsyncSession, media: MediaStore) -> None:
        self.session = session
        self.menu = MenuEditorRepository(session)
        self.media = media

    async def _changed(self) -> None:
        await self.session.flush()
        await bump_last_key(self.session)

    # ---- products ----

    async def _product_for_update(self, product_id: int) -> Product:
        product = await self.menu.product_for_update(product_id)
        if product is None:
            raise NotFound(PRODUCT_NOT_FOUND)
        return product

    async def _similar_products(self, ids: list[int]) -> list[Product]:
        if not ids:
            return []
        found = await self.menu.products_by_id(ids)
        if len(found) != len(ids):
            raise ValidationFailed(errors={"similarProducts": SIMILAR_UNKNOWN})
        return [found[i] for i in ids]

    def _remove_images(self, product: Product, image_ids: Sequence[int]) -> None:
        """Drop the product's images with these ids (others' ids are ignored); files go after commit."""
        doomed = [image for image in product.images if image.id in set(image_ids)]
        if not doomed:
            return
        files = [path for image in doomed for path in image_files(image.image_path, image.variants)]
        product.images = [image for image in product.images if image not in doomed]
        self.media.delete_image_files_after_commit(self.session, files)

    async def save_product(self, data: ProductIn, category: Category | None) -> int:
        if category is None:
            raise ValidationFailed(errors={"category": CATEGORY_UNKNOWN})
        if data.id is not None:
            product = await self._product_for_update(data.id)
        else:
            position = await self.menu.next_product_position(category.id)
            product = Product(sort_order=position, images=[], similar_products=[])
        similar = await self._similar_products(data.similarProducts)

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
        product.allergens = data.allergens
        product.ingredients = data.ingredients
        product.lead_time = data.leadTime
        product.daily_capacity = data.dailyCapacity
        product.production_days = data.productionDays
        product.dimensions = _dimensions(product, data.dimensions)
        product.similar_products = similar
        if data.removedImagesIDs and data.id is not None:
            self._remove_images(product, data.removedImagesIDs)

        await self.menu.add(product)
        await bump_last_key(self.session)
        return product.id

    async def delete_product(self, product_id: int) -> None:
        if not await self.menu.delete_product(product_id):
            raise NotFound(PRODUCT_NOT_FOUND)
        await bump_last_key(self.session)
        self.media.delete_product_files_after_commit(self.session, product_id)

    async def change_product_images(
        self, product_id: int, uploads: list[UploadFile], removed_ids: list[int]
    ) -> list[ProductImage]:
        """Remove and add photos in one go. Every upload is checked before anything is stored or removed."""
        product = await self._product_for_update(product_id)
        kept = [image for image in product.images if image.id not in set(removed_ids)]
        if len(kept) + len(uploads) > MAX_IMAGES_PER_PRODUCT:
            message = TOO_MANY_IMAGES.format(limit=MAX_IMAGES_PER_PRODUCT)
            raise ValidationFailed(message, errors={"images": message})
        prepared = await prepare_uploads(uploads, PRODUCT_PHOTOS)

        self._remove_images(product, removed_ids)
        if prepared:
            stored = await self.media.write_product_images(self.session, product.id, prepared)
            position = max((image.sort_order for image in product.images), default=-1) + 1
            for offset, (image, files) in enumerate(zip(prepared, stored, strict=True)):
                product.images.append(
                    ProductImage(
                        image_path=files.image_path, variants=files.as_json(), name=image.name, sort_order=position + offset
                    )
                )
        if removed_ids or prepared:
            await self._changed()
        return list(product.images)

    # ---- categories ----

    async def save_categories(self, items: list[CategoryIn]) -> list[Category]:
        if not items:
            return []
        categories = await self.menu.categories_for_update()
        for item in items:
            if item.id is not None and item.id not in categories:
                raise NotFound(CATEGORY_NOT_FOUND)

        known_locations = await self.menu.known_pickup_locations(
            item.givenLocationForPickup for item in items if item.givenLocationForPickup is not None
        )
        unknown = {
            f"{i}.givenLocationForPickup": PICKUP_LOCATION_UNKNOWN
            for i, item in enumerate(items)
            if item.givenLocationForPickup is not None and item.givenLocationForPickup not in known_locations
        }
        if unknown:
            raise ValidationFailed(errors=unknown)

        planned_slugs = _plan_slugs(items, categories)
        last = max((c.sort_order for c in categories.values()), default=-1)
        saved: list[Category] = []
        for item, slug in zip(items, planned_slugs, strict=True):
            if item.id is not None:
                category = categories[item.id]
            else:
                last += 1
                category = Category(sort_order=last, extra_ingredients=[])
                self.session.add(category)
            was_special = category.special_category if item.id is not None else False
            category.name = item.name
            category.value = slug
            category.special_category = item.specialCategory
            category.is_pickup_from_specific_location = item.isPickupFromSpecificLocation
            category.given_location_for_pickup_id = item.givenLocationForPickup
            category.preferred_message = item.preferredMessage
            category.preferred_message_max_length = item.preferredMessageMaxLength
            category.additional_information = item.additionalInformation
            _apply_extras(category, item.extraIngredients)
            if item.id is not None and was_special != item.specialCategory:
                await self.menu.set_category_order_type(category.id, special=item.specialCategory)
            saved.append(category)

        try:
            await self.session.flush()
        except IntegrityError:  # e.g. two names swapped in one request, or a concurrent save
            raise Conflict(CATEGORY_CONFLICT) from None
        await bump_last_key(self.session)
        return saved

    async def delete_category(self, category_id: int) -> None:
        category = await self.menu.category_for_update(category_id)
        if category is None:
            raise NotFound(CATEGORY_NOT_FOUND)
        if await self.menu.count_products(category_id):
            raise Conflict(CATEGORY_HAS_PRODUCTS.format(name=category.name))
        try:
            await self.menu.delete_category(category_id)
        except IntegrityError:  # a product added meanwhile: the foreign key refuses
            raise Conflict(CATEGORY_HAS_PRODUCTS.format(name=category.name)) from None
        await bump_last_key(self.session)
