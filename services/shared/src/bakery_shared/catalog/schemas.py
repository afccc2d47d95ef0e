"""The catalog's JSON shapes (docs/contracts/catalog-and-setup.md) and how rows become them.

Money is a Decimal that leaves as a string with two decimals ("45.00"), never a float.
"""

from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated, Generic, TypeVar

from pydantic import BaseModel, PlainSerializer

from ..media import LARGE_WIDTH, THUMBNAIL_WIDTH, public_link, variant_path
from ..models import Category, Dimension, Product, ProductImage, Promotion, PromotionConditionType, PromotionType

CENTS = Decimal("0.01")


def money_text(value: Decimal) -> str:
    return str(Decimal(value).quantize(CENTS, rounding=ROUND_HALF_UP))


Money = Annotated[Decimal, PlainSerializer(money_text, return_type=str, when_used="json")]

T = TypeVar("T")


class Page(BaseModel, Generic[T]):
    content: list[T]
    totalElements: int
    page: int
    size: int


class ExtraIngredientOut(BaseModel):
    name: str
    price: Money


class CategoryRef(BaseModel):
    id: int
    name: str
    value: str
    specialCategory: bool


class CategoryOut(CategoryRef):
    extraIngredients: list[ExtraIngredientOut]
    isPickupFromSpecificLocation: bool
    givenLocationForPickup: int | None
    preferredMessage: bool
    additionalInformation: str | None


class ImageOut(BaseModel):
    id: int
    imageLink: str
    thumbnailLink: str
    name: str


class DimensionOut(BaseModel):
    id: int
    value: str
    price: Money
    stock: int
    stockUnlimited: bool
    availability: bool
    minimumQuantityType: str
    minimumQuantityNumber: int | None
    boxNeeded: bool
    boxPrice: Money | None


class SimilarProductOut(BaseModel):
    id: int
    name: str
    imageLink: str | None
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
    imagesLinks: list[ImageOut]
    dimensions: list[DimensionOut]
    categoryAdditionalInformation: str | None


class ProductSummaryOut(_ProductBase):
    """A product in a list: its first image and its lowest available price."""

    imageLink: str | None
    thumbnailLink: str | None
    price: Money | None


class ProductOut(_ProductBase):
    nutriValues: str | None
    extraIngredientsBeans: list[ExtraIngredientOut]
    similarProducts: list[SimilarProductOut]


# ---- promotions (the storefront's read; SPEC §3 Promotion) ----------------------------------------


class PromotionDimensionOut(BaseModel):
    id: int
    value: str
    price: Money
    boxPrice: Money | None
    packagePrice: Money | None


class PromotionProductOut(BaseModel):
    id: int
    name: str
    dimensions: list[PromotionDimensionOut]


class PromotionProductSetOut(BaseModel):
    isFreeProduct: bool
    productFieldLabel: str
    product: list[PromotionProductOut]


class PromotionConditionOut(BaseModel):
    conditionType: str
    conditionValue: str | None


class PromotionOut(BaseModel):
    id: int
    name: str
    description: str | None
    type: str
    active: bool
    discountPercentage: Money | None
    discountAmount: Money | None
    couponCode: str | None
    validityInDays: int | None
    minOrderValue: Money | None
    startDate: date | None
    endDate: date | None
    image: str | None
    conditions: list[PromotionConditionOut]
    promotionProductBeans: list[PromotionProductSetOut]


# ---- rows to shapes (every relationship used here must be loaded by the repository) -------------


def image_out(image: ProductImage) -> ImageOut:
    return ImageOut(
        id=image.id,
        imageLink=public_link(variant_path(image.image_path, image.variants, LARGE_WIDTH)) or "",
        thumbnailLink=public_link(variant_path(image.image_path, image.variants, THUMBNAIL_WIDTH)) or "",
        name=image.name,
    )


def dimension_out(dimension: Dimension) -> DimensionOut:
    return DimensionOut(
        id=dimension.id,
        value=dimension.value,
        price=dimension.price,
        stock=dimension.stock,
        stockUnlimited=dimension.stock_unlimited,
        availability=dimension.availability,
        minimumQuantityType=dimension.minimum_quantity_type.value,
        minimumQuantityNumber=dimension.minimum_quantity_number,
        boxNeeded=dimension.box_needed,
        boxPrice=dimension.box_price,
    )


def category_ref(category: Category) -> CategoryRef:
    return CategoryRef(id=category.id, name=category.name, value=category.value, specialCategory=category.special_category)


def extra_ingredients_out(category: Category) -> list[ExtraIngredientOut]:
    return [ExtraIngredientOut(name=extra.name, price=extra.price) for extra in category.extra_ingredients]


def category_out(category: Category) -> CategoryOut:
    return CategoryOut(
        id=category.id,
        name=category.name,
        value=category.value,
        specialCategory=category.special_category,
        extraIngredients=extra_ingredients_out(category),
        isPickupFromSpecificLocation=category.is_pickup_from_specific_location,
        givenLocationForPickup=category.given_location_for_pickup_id,
        preferredMessage=category.preferred_message,
        additionalInformation=category.additional_information,
    )


def lowest_price(dimensions: list[Dimension], *, available_only: bool) -> Decimal | None:
    prices = [d.price for d in dimensions if d.availability or not available_only]
    return min(prices) if prices else None


def _base_fields(product: Product) -> dict:
    return {
        "id": product.id,
        "name": product.name,
        "description": product.description,
        "category": category_ref(product.category),
        "standardOrderType": product.standard_order_type,
        "preOrderOrderType": product.pre_order_order_type,
        "orderType": product.order_type.value,
        "isVeggie": product.is_veggie,
        "outOfStock": product.out_of_stock,
        "available": product.available,
        "allowPreferredMessage": product.allow_preferred_message,
        "imagesLinks": [image_out(image) for image in product.images],
        "dimensions": [dimension_out(d) for d in product.dimensions],
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
        price=price,
    )


def similar_product_out(product: Product) -> SimilarProductOut:
    first = image_out(product.images[0]) if product.images else None
    return SimilarProductOut(
        id=product.id,
        name=product.name,
        imageLink=first.thumbnailLink if first else None,
        price=lowest_price(product.dimensions, available_only=False),
    )


def product_out(product: Product, *, public: bool = False) -> ProductOut:
    """The whole product; the storefront's copy lists only the similar products it can show."""
    similar = [p for p in product.similar_products if p.available or not public]
    return ProductOut(
        **_base_fields(product),
        nutriValues=product.nutri_values,
        extraIngredientsBeans=extra_ingredients_out(product.category),
        similarProducts=[similar_product_out(p) for p in similar],
    )


def promotion_out(promotion: Promotion) -> PromotionOut:
    """A promotion as customers see it: coupon codes stay secret (typed at checkout, checked there)."""
    secret = promotion.type is PromotionType.COUPON_CODE
    return PromotionOut(
        id=promotion.id,
        name=promotion.name,
        description=promotion.description,
        type=promotion.type.value,
        active=promotion.active,
        discountPercentage=promotion.discount_percentage,
        discountAmount=promotion.discount_amount,
        couponCode=None if secret else promotion.coupon_code,
        validityInDays=promotion.validity_in_days,
        minOrderValue=promotion.min_order_value,
        startDate=promotion.start_date,
        endDate=promotion.end_date,
        image=public_link(promotion.image),
        conditions=[
            PromotionConditionOut(
                conditionType=c.condition_type.value,
                conditionValue=None if c.condition_type is PromotionConditionType.COUPON_CODE else c.condition_value,
            )
            for c in promotion.conditions
        ],
        promotionProductBeans=[
            PromotionProductSetOut(
                isFreeProduct=product_set.is_free_product,
                productFieldLabel=product_set.product_field_label,
                product=[
                    PromotionProductOut(
                        id=p.id,
                        name=p.name,
                        dimensions=[
                            PromotionDimensionOut(id=d.id, value=d.value, price=d.price, boxPrice=d.box_price, packagePrice=d.box_price)
                            for d in p.dimensions
                            if d.availability
                        ],
                    )
                    for p in product_set.products
                    if p.available
                ],
            )
            for product_set in promotion.product_sets
        ],
    )
