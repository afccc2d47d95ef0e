"""Everything checked: the order takes what it needs, each under its lock and always in this
order, so concurrent orders queue instead of deadlocking: the stock rows (already locked in id
order when the cart was priced), then the storefront's last-key, then the day's capacity in key
order, then the promotions' uses (row lock, and the per-customer lock taken while weighing them;
an online order's uses count at its card's authorization instead, see promotions.service).
Online payment will authorize between this stage and saving."""

from dataclasses import dataclass

from bakery_shared.last_key import bump_last_key
from bakery_shared.models import PaymentMethod
from bakery_shared.orders.repository import ProductionRepository

from .discounting import DiscountedOrder
from .production import take_capacity
from .shop import Shop
from .stock import take_stock


@dataclass(frozen=True)
class ReservedOrder:
    discounted: DiscountedOrder


async def reserve(shop: Shop, discounted: DiscountedOrder) -> ReservedOrder:
    lines = discounted.lines
    if take_stock(lines.priced.needed, lines.dimensions):
        await shop.session.flush()
        await bump_last_key(shop.session)  # after the dimensions: one lock order everywhere
    # Then the day's capacity, after the stock locks and in key order (as a rejection gives it back).
    await take_capacity(ProductionRepository(shop.session), lines.priced.made, discounted.planned.production_day)
    online = discounted.checked.cart.data.orderPaymentOptions == PaymentMethod.ONLINE
    await lines.promotions.count_uses(discounted.discounts, shop.clock.now(), online=online)
    return ReservedOrder(discounted)
