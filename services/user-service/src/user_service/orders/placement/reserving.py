"""Everything checked: the order takes what it needs, each under its lock and always in this
order, so concurrent orders queue instead of deadlocking: the stock rows (already locked in id
order when the cart was priced), then the storefront's last-key, then the day's capacity in key
order, then the promotions' uses (row lock, and the per-customer lock taken while weighing them;
an online order's uses count at its card's authorization instead, see promotions.service).
An online order's card is asked for only once it is saved, awaiting payment (user_service.payments):
what it takes here it holds until the card is authorized or its hold lapses."""

from dataclasses import dataclass
from datetime import datetime

from bakery_shared.last_key import bump_last_key
from bakery_shared.models import PickupLocation
from bakery_shared.orders.repository import ProductionRepository

from ...promotions.service import Discounts, PromotionService
from .checking import Cart
from .discounting import Bill, DiscountedOrder
from .lines import Priced
from .production import take_capacity
from .shop import Shop
from .stock import take_stock


@dataclass(frozen=True)
class ReservedOrder:
    """What saving writes: everything the order row holds, and the promotions to record it with."""

    cart: Cart
    business_email: str | None
    priced: Priced
    promotions: PromotionService
    discounts: Discounts
    bill: Bill
    moment: datetime | None
    location: PickupLocation | None


async def reserve(shop: Shop, discounted: DiscountedOrder) -> ReservedOrder:
    priced = discounted.priced
    if take_stock(priced.needed, discounted.dimensions):
        await shop.session.flush()
        await bump_last_key(shop.session)  # after the dimensions: one lock order everywhere
    # Then the day's capacity, after the stock locks and in key order (as a rejection gives it back).
    await take_capacity(ProductionRepository(shop.session), priced.made, discounted.production_day)
    await discounted.promotions.count_uses(discounted.discounts, shop.clock.now(), online=discounted.cart.online)
    return ReservedOrder(
        cart=discounted.cart,
        business_email=discounted.business_email,
        priced=priced,
        promotions=discounted.promotions,
        discounts=discounted.discounts,
        bill=discounted.bill,
        moment=discounted.moment,
        location=discounted.location,
    )
