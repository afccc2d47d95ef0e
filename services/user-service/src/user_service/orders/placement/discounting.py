"""The promotions applied (the best one and the combinable ones, a free item added with its row
locked), the stock checked, and the bill: subtotal, discount, delivery fee, boxes, total and its
cash/card split."""

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from bakery_shared.models import BusinessSetup, DeliveryMethod, DeliveryZone, Dimension, PickupLocation
from bakery_shared.money import ZERO, money

from ...promotions.service import Discounts, PromotionService
from ..schemas import PlaceOrderIn
from .checking import Cart
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
    """What reserving and saving read: the cart, its lines (the promotions' free items among them)
    and the rows they read, the discounts, the bill, and when and where the order is for."""

    cart: Cart
    business_email: str | None  # alerted about the order when no staff panel is open
    priced: Priced
    dimensions: dict[int, Dimension]
    promotions: PromotionService
    discounts: Discounts
    bill: Bill
    moment: datetime | None
    production_day: date
    location: PickupLocation | None


async def discount(shop: Shop, planned: PlannedCart) -> DiscountedOrder:
    cart = planned.cart
    context = order_context(
        planned.priced,
        cart.method,
        wanted=planned.moment,
        email=cart.email,
        user_id=cart.user_id,
        local_now=shop.clock.local_now(),
    )
    discounts = await planned.promotions.discounts(context, cart.data.coupon)
    lines = await with_free_items(shop, planned, discounts)
    check_stock(lines.priced.needed, lines.dimensions, lines.products)
    return DiscountedOrder(
        cart=cart,
        business_email=planned.setup.email,
        priced=lines.priced,
        dimensions=lines.dimensions,
        promotions=planned.promotions,
        discounts=discounts,
        bill=bill_of(cart.data, planned.zone, planned.setup, lines.priced, discounts),
        moment=planned.moment,
        production_day=planned.production_day,
        location=planned.location,
    )


async def with_free_items(shop: Shop, planned: PlannedCart, discounts: Discounts) -> PricedLines:
    """The lines with every free item the promotions give, its row locked and its product read
    like every size the order takes."""
    priced, dimensions, products = planned.priced, planned.dimensions, planned.products
    free = [applied for applied in discounts.applied if applied.free_item is not None]
    if free:
        priced, dimensions, products = priced.copy(), dict(dimensions), dict(products)
    for applied in free:
        assert applied.free_item is not None
        dimension_id, product_id = applied.free_item.id, applied.free_item.product_id
        if dimension_id not in dimensions:
            dimensions.update(await shop.orders.dimensions_for_order({dimension_id}))
        if product_id not in products:
            products.update(await shop.orders.products({product_id}))
        add_free_item(applied.promotion, dimensions[dimension_id], products[product_id], priced)
    return PricedLines(priced, dimensions, products, planned.promotions)


def bill_of(data: PlaceOrderIn, zone: DeliveryZone | None, setup: BusinessSetup, priced: Priced, discounts: Discounts) -> Bill:
    """The order's sums (the zone's fee and minimum, else the setup's); a delivery below its
    minimum, or a split payment that does not add up, is refused."""
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
