"""What a promotion takes off: the bundle's price and the coupon's discount (Decimal, half up)."""

from decimal import Decimal

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
