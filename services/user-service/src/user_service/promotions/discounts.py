"""What a promotion takes off (Decimal, half up), as pure functions over the cart's priced lines:
the bundle's price, the coupon's discount, and every automatic kind (product percentage, cart
percentage or amount, 1+1, free item)."""

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from bakery_shared.models import Promotion, PromotionType
from bakery_shared.money import ZERO, money


def percent_off(amount: Decimal, percentage: Decimal) -> Decimal:
    """The part of `amount` that `percentage` % takes away."""
    return money(amount * Decimal(percentage) / Decimal(100))


def combo_price(full: Decimal, *, percentage: Decimal | None, amount: Decimal | None) -> Decimal:
    """A bundle's price: its products' prices less the promotion's percentage or fixed amount."""
    price = money(full)
    if percentage:
        price = money(price - percent_off(price, percentage))
    if amount:
        price = money(max(price - Decimal(amount), ZERO))
    return price


def coupon_discount(subtotal: Decimal, *, percentage: Decimal | None, amount: Decimal | None) -> Decimal:
    """What a coupon takes off the products' subtotal: never more than the subtotal."""
    if percentage:
        return min(percent_off(subtotal, percentage), money(subtotal))
    if amount:
        return min(money(amount), money(subtotal))
    return ZERO


@dataclass(frozen=True)
class CartProduct:
    """One product line of the cart as the server priced it."""

    product_id: int
    category_id: int
    dimension_id: int
    unit_price: Decimal
    quantity: int


@dataclass(frozen=True)
class BundleUse:
    """A bundle line of the cart: its promotion, the line's field, and what it saves the customer
    (its products' full prices less the bundle's price), already taken off in the line's price."""

    promotion: Promotion
    where: str
    saving: Decimal


def covers(promotion: Promotion, line: CartProduct) -> bool:
    targets = promotion.targets or {}
    return (
        line.product_id in targets.get("productIds", [])
        or line.category_id in targets.get("categoryIds", [])
        or line.dimension_id in targets.get("dimensionIds", [])
    )


def discount_of(promotion: Promotion, lines: Iterable[CartProduct], subtotal: Decimal) -> Decimal:
    """What `promotion` takes off this cart (its conditions already met); free items aside."""
    kind = promotion.type
    if kind is PromotionType.PRODUCT_DISCOUNT:
        pct = promotion.discount_percentage or ZERO
        return money(sum((percent_off(line.unit_price * line.quantity, pct) for line in lines if covers(promotion, line)), ZERO))
    if kind is PromotionType.BUY_ONE_GET_ONE:
        # 1+1: of every two pieces of one size, the second is free (3 pieces: 1 free).
        return money(sum((money(line.unit_price) * (line.quantity // 2) for line in lines if covers(promotion, line)), ZERO))
    if kind is PromotionType.CART_FIXED_DISCOUNT:
        return min(money(promotion.discount_amount or ZERO), money(subtotal))
    if kind in (PromotionType.CART_PERCENTAGE_DISCOUNT, PromotionType.COUPON_CODE, PromotionType.NEWSLETTER_SUBSCRIPTION):
        return coupon_discount(subtotal, percentage=promotion.discount_percentage, amount=promotion.discount_amount)
    return ZERO
