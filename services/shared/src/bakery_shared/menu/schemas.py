"""The catalog's JSON shapes (docs/contracts/catalog-and-setup.md) and how rows become them.

Money is a Decimal that leaves as a string with two decimals ("45.00"), never a float.
"""

from decimal import Decimal

from pydantic import BaseModel, Field

from ..models import Dimension, MinimumQuantityType, Product
from ..money import Money
from ..schemas import ReadModel
from .images import ImageOut, ImageSource, image_out


class ExtraIngredientOut(ReadModel):
    name: str
    price: Money


class CategoryRef(ReadModel):
    id: int
    name: str
    value: str
    special_category: bool


class CategoryOut(CategoryRef):
    extra_ingredients: list[ExtraIngredientOut]
    is_pickup_from_specific_location: bool
    given_location_for_pickup: int | None = Field(validation_alias="given_location_for_pickup_id")
    preferred_message: bool
    preferred_message_max_length: int | None
    additional_information: str | None


class DimensionOut(ReadModel):
    id: int
    value: str
    price: Money
    stock: int
    stock_unlimited: bool
    availability: bool
    minimum_quantity_type: MinimumQuantityType
    minimum_quantity_number: int | None
    box_needed: bool
    box_price: Money | None
    lead_time: str | None
    daily_capacity: int | None


class SimilarProductOut(BaseModel):
    id: int
    name: str
    imageLink: str | None
    # The sources of that first photo (see ImageOut.sources).
    imageSources: list[ImageSource]
    price: Money | None


class _ProductBase(BaseModel):
    id: int
    name: str
    description: str
    category: CategoryRef
    standardOrderType: bool
    preOrderOrderType: bool
    orderType: str
    isVeggie: bool
    outOfStock: bool
    available: bool
    allowPreferredMessage: bool
    # Codes of the 14 allergens of EU Regulation 1169/2011 it contains (see /user-service/allergens).
    allergens: list[str]
    imagesLinks: list[ImageOut]
    dimensions: list[DimensionOut]
    categoryAdditionalInformation: str | None


class ProductSummaryOut(_ProductBase):
    """A product in a list: its first image and its lowest available price."""

    imageLink: str | None
    thumbnailLink: str | None
    # The sources of that first photo (see ImageOut.sources).
    imageSources: list[ImageSource]
    price: Money | None


class ProductOut(_ProductBase):
    nutriValues: str | None
    ingredients: str | None
    leadTime: str | None
    dailyCapacity: int | None
    productionDays: list[int]
    # The longest message written on it, in characters as typed (null: it takes no message).
    preferredMessageMaxLength: int | None
    extraIngredientsBeans: list[ExtraIngredientOut]
    similarProducts: list[SimilarProductOut]


# ---- rows to shapes (every relationship used here must be loaded by the repository) -------------


def lowest_price(dimensions: list[Dimension], *, available_only: bool) -> Decimal | None:
    prices = [d.price for d in dimensions if d.availability or not available_only]
    return min(prices) if prices else None


def _base_fields(product: Product) -> dict:
    return {
        "id": product.id,
        "name": product.name,
        "description": product.description,
        "category": CategoryRef.model_validate(product.category),
        "standardOrderType": product.standard_order_type,
        "preOrderOrderType": product.pre_order_order_type,
        "orderType": product.order_type.value,
        "isVeggie": product.is_veggie,
        "outOfStock": product.out_of_stock,
        "available": product.available,
        "allowPreferredMessage": product.allow_preferred_message,
        "allergens": list(product.allergens or []),
        "imagesLinks": [image_out(image) for image in product.images],
        "dimensions": [DimensionOut.model_validate(d) for d in product.dimensions],
        "categoryAdditionalInformation": product.category.additional_information,
    }


def product_summary_out(product: Product) -> ProductSummaryOut:
    first = image_out(product.images[0]) if product.images else None
    # The lowest available price; an unavailable product (admin lists) shows its lowest price.
    price = lowest_price(product.dimensions, available_only=True)
    if price is None:
        price = lowest_price(product.dimensions, available_only=False)
    return ProductSummaryOut(
        **_base_fields(product),
        imageLink=first.imageLink if first else None,
        thumbnailLink=first.thumbnailLink if first else None,
        imageSources=first.sources if first else [],
        price=price,
    )


def similar_product_out(product: Product) -> SimilarProductOut:
    first = image_out(product.images[0]) if product.images else None
    return SimilarProductOut(
        id=product.id,
        name=product.name,
        imageLink=first.thumbnailLink if first else None,
        imageSources=first.sources if first else [],
        price=lowest_price(product.dimensions, available_only=False),
    )


# A message is at most this long when its category sets no limit (the cart line's own cap).
DEFAULT_MESSAGE_MAX_LENGTH = 500


def message_max_length(product: Product) -> int | None:
    """The longest message the product takes, or None when it takes none."""
    if not (product.allow_preferred_message or product.category.preferred_message):
        return None
    return product.category.preferred_message_max_length or DEFAULT_MESSAGE_MAX_LENGTH


def product_out(product: Product, *, public: bool = False) -> ProductOut:
    """The whole product; the storefront's copy lists only the similar products it can show."""
    similar = [p for p in product.similar_products if p.available or not public]
    return ProductOut(
        **_base_fields(product),
        nutriValues=product.nutri_values,
        ingredients=product.ingredients,
        leadTime=product.lead_time,
        dailyCapacity=product.daily_capacity,
        productionDays=sorted(product.production_days or []),
        preferredMessageMaxLength=message_max_length(product),
        extraIngredientsBeans=[ExtraIngredientOut.model_validate(e) for e in product.category.extra_ingredients],
        similarProducts=[similar_product_out(p) for p in similar],
    )
