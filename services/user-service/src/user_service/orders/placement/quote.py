"""The checkout's live price (price-cart): the same pricing and promotions as placing the order,
with nothing saved or reserved; a code that does not apply says why instead of refusing."""

from dataclasses import replace

from bakery_shared.errors import AppError
from bakery_shared.money import ZERO
from bakery_shared.orders.schemas import DiscountLineOut

from ...promotions.attempts import count_coupon_attempt
from ...promotions.conditions import OrderContext
from ...promotions.service import Discounts, PromotionService
from ..schemas import CartQuoteIn, CartQuoteOut
from .pricing import order_context, price_lines
from .rules import check_line_kinds, check_not_empty
from .shop import Shop


async def quote(shop: Shop, data: CartQuoteIn, user_id: int | None, client: str) -> CartQuoteOut:
    await count_coupon_attempt(shop.redis, shop.settings, data.coupon, client)
    check_not_empty(data.items)
    check_line_kinds(data.items)
    lines = await price_lines(shop, data.items, lock=False)
    # A quote answers nothing that depends on the typed e-mail's history (placing the order does).
    context = replace(
        order_context(
            lines.priced,
            data.deliveryMethodChosen,
            wanted=data.pickupOrDeliveryMoment,
            email=data.email or "",
            user_id=user_id,
            local_now=shop.clock.local_now(),
        ),
        quote=True,
    )
    discounts, message = await discounts_or_why_not(lines.promotions, context, data.coupon)
    subtotal = context.subtotal + sum((a.amount for a in discounts.applied if a.free_item is not None), ZERO)
    return CartQuoteOut(
        subTotalPrice=subtotal,
        discount=discounts.total,
        discounts=[DiscountLineOut(**line) for line in discounts.lines()],
        coupon=discounts.coupon_code,
        couponMessage=message or discounts.coupon_note,
    )


async def discounts_or_why_not(
    promotions: PromotionService, context: OrderContext, code: str | None
) -> tuple[Discounts, str | None]:
    """The discounts with the typed code; when the code is refused, those without it and why."""
    try:
        return await promotions.discounts(context, code), None
    except AppError as refused:
        if not code or "coupon" not in refused.errors:
            raise
        return await promotions.discounts(context, None), refused.message
