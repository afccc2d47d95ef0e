"""The promotions applied (the best one and the combinable ones, a free item added with its row
locked), the stock checked, and the bill: subtotal, discount, delivery fee, boxes, total and its
cash/card split."""

from dataclasses import dataclass, replace
from decimal import Decimal

from bakery_shared.models import DeliveryMethod
from bakery_shared.money import ZERO, money

from ...promotions.service import Discounts
from .checking import CheckedCart
from .lines import Priced, add_free_item
from .planning import PlannedCart
from .pricing import PricedLines, order_context
from .rules import check_minimum_order, payment_split
from .shop import Shop
from .stock import check_stock


@dataclass(frozen=True)
class Bill:
    subtotal: Decimal
    discount: Decimal
    delivery_fee: Decimal
    package: Decimal
    total: Decimal
    cash: Decimal | None  # the parts of a split payment
    card: Decimal | None

    @property
    def after_coupon(self) -> Decimal | None:
        """The products' price less the discount, saved only when there is a discount."""
        return money(self.subtotal - self.discount) if self.discount > ZERO else None


@dataclass(frozen=True)
class DiscountedOrder:
    planned: PlannedCart
    discounts: Discounts
    # The priced lines with the promotions' free items among them.
    lines: PricedLines
    bill: Bill

    @property
    def checked(self) -> CheckedCart:
        return self.planned.priced.checked


async def discount(shop: Shop, planned: PlannedCart) -> DiscountedOrder:
    checked, lines = planned.priced.checked, planned.priced.lines
    cart = checked.cart
    email = cart.data.deliveryDetailsBean.email
    context = order_context(
        lines.priced,
        cart.data.deliveryMethodChosen,
        wanted=planned.moment,
        email=email,
        user_id=cart.user_id,
        local_now=shop.clock.local_now(),
    )
    discounts = await lines.promotions.discounts(context, cart.data.coupon)
    lines = await with_free_items(shop, lines, discounts)
    check_stock(lines.priced.needed, lines.dimensions, lines.products)
    return DiscountedOrder(planned, discounts, lines, bill_of(checked, lines.priced, discounts))


async def with_free_items(shop: Shop, lines: PricedLines, discounts: Discounts) -> PricedLines:
    """The lines with every free item the promotions give, its row locked and its product read
    like every size the order takes."""
    free = [applied for applied in discounts.applied if applied.free_item is not None]
    if not free:
        return lines
    priced, dimensions, products = lines.priced.copy(), dict(lines.dimensions), dict(lines.products)
    for applied in free:
        assert applied.free_item is not None
        dimension_id, product_id = applied.free_item.id, applied.free_item.product_id
        if dimension_id not in dimensions:
            dimensions.update(await shop.orders.dimensions_for_order({dimension_id}))
        if product_id not in products:
            products.update(await shop.orders.products({product_id}))
        add_free_item(applied.promotion, dimensions[dimension_id], products[product_id], priced)
    return replace(lines, priced=priced, dimensions=dimensions, products=products)


def bill_of(checked: CheckedCart, priced: Priced, discounts: Discounts) -> Bill:
    """The order's sums; a delivery below its minimum, or a split payment that does not add up, is refused."""
    data, zone, setup = checked.cart.data, checked.zone, checked.setup
    method = data.deliveryMethodChosen
    subtotal = money(priced.subtotal)
    minimum = zone.minimum_order if zone is not None else setup.minimum_order_value
    check_minimum_order(method, subtotal, money(minimum))
    fee = zone.delivery_fee if zone is not None else setup.delivery_fee
    delivery_fee = money(fee) if method == DeliveryMethod.DELIVERY else ZERO
    package = money(priced.package)
    total = money(money(subtotal - discounts.total) + package + delivery_fee)
    cash, card = payment_split(data, total)
    return Bill(subtotal, discounts.total, delivery_fee, package, total, cash, card)
