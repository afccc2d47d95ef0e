"""Money rules of an order: Decimal end to end, two decimals, half up."""

from decimal import ROUND_HALF_UP, Decimal

CENTS = Decimal("0.01")
ZERO = Decimal("0.00")


def money(value: Decimal | int | str) -> Decimal:
    return Decimal(value).quantize(CENTS, rounding=ROUND_HALF_UP)


def ro_money(value: Decimal | None) -> str:
    """'1234.50' -> '1.234,50 RON' for mails."""
    if value is None:
        return "—"
    whole, cents = f"{money(value):.2f}".split(".")
    sign = "-" if whole.startswith("-") else ""
    whole = whole.lstrip("-")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return f"{sign}{'.'.join(groups)},{cents} RON"


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
    if percentage:
        return min(percent_off(subtotal, percentage), money(subtotal))
    if amount:
        return min(money(amount), money(subtotal))
    return ZERO
