"""Promotions with the fields the specification names: the storefront's view (coupon codes kept
secret) and the admin's."""

from datetime import date

from pydantic import BaseModel

from bakery_shared.menu.images import public_link
from bakery_shared.models import Promotion, PromotionConditionType, PromotionType
from bakery_shared.money import Money


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
    # Beyond the specification's fields: added to the best other promotion instead of competing; what a product
    # promotion covers (a free item's size is dimensionIds[0]).
    combinable: bool = False
    categoryIds: list[int] = []
    productIds: list[int] = []
    dimensionIds: list[int] = []


def _ids(promotion: Promotion, key: str) -> list[int]:
    return [int(i) for i in (promotion.targets or {}).get(key, [])]


def promotion_out(promotion: Promotion, *, secret_codes: bool = True) -> PromotionOut:
    """A promotion as customers see it: coupon codes stay secret (typed at checkout, checked there)."""
    secret = secret_codes and promotion.type is PromotionType.COUPON_CODE
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
                conditionValue=None
                if secret_codes and c.condition_type is PromotionConditionType.COUPON_CODE
                else c.condition_value,
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
                            PromotionDimensionOut(
                                id=d.id, value=d.value, price=d.price, boxPrice=d.box_price, packagePrice=d.box_price
                            )
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
        combinable=promotion.combinable,
        categoryIds=_ids(promotion, "categoryIds"),
        productIds=_ids(promotion, "productIds"),
        dimensionIds=_ids(promotion, "dimensionIds"),
    )
