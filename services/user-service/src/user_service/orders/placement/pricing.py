"""Pricing the cart: the one way both the checkout's live quote and placing the order price it.
Every line from the database's rows (bundles through their promotion), and what the promotions'
conditions look at."""

from dataclasses import dataclass
from datetime import datetime

from bakery_shared.models import BusinessSetup, DeliveryMethod, DeliveryZone, Dimension, Product
from bakery_shared.money import money

from ...promotions.conditions import OrderContext
from ...promotions.service import PromotionService
from ..schemas import CartLineIn
from .checking import Cart, CheckedCart
from .lines import Priced, price_bundle_line, price_product_line
from .rules import ServiceRules
from .setup_cache import SetupSnapshot
from .shop import Shop


@dataclass(frozen=True)
class PricedLines:
    priced: Priced
    # The rows the lines read (the sizes locked when the order takes stock).
    dimensions: dict[int, Dimension]
    products: dict[int, Product]
    promotions: PromotionService


@dataclass(frozen=True)
class PricedCart:
    """The checked cart's values, and its lines priced (`PricedLines`'s, flat)."""

    cart: Cart
    setup: BusinessSetup
    rules: ServiceRules
    zone: DeliveryZone | None
    known: SetupSnapshot
    priced: Priced
    dimensions: dict[int, Dimension]
    products: dict[int, Product]
    promotions: PromotionService


async def price_lines(shop: Shop, items: list[CartLineIn], *, lock: bool) -> PricedLines:
    """Every line of the cart priced from the database: the sizes locked when the order takes
    stock, not for a quote."""
    dimensions, products = await shop.orders.dimensions_and_products(
        {line.dimensionId for line in items if line.dimensionId is not None}
        | {bean.dimensionId for line in items for bean in line.productBeans},
        {line.id for line in items if line.id is not None} | {bean.productId for line in items for bean in line.productBeans},
        lock=lock,
    )
    promotions = PromotionService(shop.session, shop.clock.today())
    priced = Priced()
    for index, line in enumerate(items):
        if line.promotionId is not None:
            promotion = await promotions.bundle(line.promotionId, f"items.{index}.promotionId")
            price_bundle_line(index, line, promotion, products, dimensions, priced)
        else:
            price_product_line(index, line, products, dimensions, priced)
    return PricedLines(priced, dimensions, products, promotions)


async def price(shop: Shop, checked: CheckedCart) -> PricedCart:
    cart = checked.cart
    lines = await price_lines(shop, cart.data.items, lock=True)
    return PricedCart(
        cart=cart,
        setup=checked.setup,
        rules=checked.rules,
        zone=checked.zone,
        known=checked.known,
        priced=lines.priced,
        dimensions=lines.dimensions,
        products=lines.products,
        promotions=lines.promotions,
    )


def order_context(
    priced: Priced, method: DeliveryMethod, *, wanted: datetime | None, email: str, user_id: int | None, local_now: datetime
) -> OrderContext:
    """What a promotion's conditions look at; `wanted` is the moment asked for (None: as soon as possible)."""
    return OrderContext(
        lines=priced.cart,
        subtotal=money(priced.subtotal),
        method=method,
        for_later=priced.pre_order or wanted is not None,
        local_now=local_now,
        email=email,
        user_id=user_id,
        bundles=tuple(priced.bundles),
    )
