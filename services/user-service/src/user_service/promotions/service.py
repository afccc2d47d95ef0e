"""Which promotions apply now and what they take off: the one implementation behind both the
storefront's list and the checkout."""

from datetime import date
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.errors import ValidationFailed
from bakery_shared.models import Promotion, PromotionConditionType, PromotionType
from bakery_shared.money import ZERO

from . import messages as m
from .discounts import coupon_discount
from .repository import PromotionRepository
from .schemas import PromotionOut, promotion_out


class PromotionService:
    def __init__(self, session: AsyncSession, today: date) -> None:
        self.promotions = PromotionRepository(session)
        self.today = today

    async def storefront_list(self) -> list[PromotionOut]:
        return [promotion_out(p) for p in await self.promotions.due(self.today)]

    async def bundle(self, promotion_id: int, where: str) -> Promotion:
        """The bundle a cart line asks for, if it is due today."""
        promotion = await self.promotions.due_bundle(promotion_id, self.today)
        if promotion is None:
            name = await self.promotions.name_of(promotion_id)
            message = m.PROMOTION_NOT_FOUND if name is None else m.PROMOTION_NOT_DUE.format(name=name)
            raise ValidationFailed.because(message, where)
        return promotion

    async def coupon(self, code: str | None, email: str, subtotal: Decimal) -> tuple[Decimal, str | None]:
        """What the code takes off the subtotal, and the code as the shop wrote it."""
        if not code:
            return ZERO, None
        promotion = await self.promotions.due_code(code, self.today)
        if promotion is None:
            message = m.COUPON_NOT_DUE if await self.promotions.code_exists(code) else m.COUPON_UNKNOWN
            raise ValidationFailed.because(message.format(code=code), "coupon")
        needs_subscription = promotion.type == PromotionType.NEWSLETTER_SUBSCRIPTION or any(
            c.condition_type == PromotionConditionType.SUBSCRIBED_TO_NEWSLETTER for c in promotion.conditions
        )
        if needs_subscription and not await self.promotions.is_subscribed(email):
            raise ValidationFailed.because(m.COUPON_NEWSLETTER_ONLY.format(code=code), "coupon")
        if promotion.min_order_value and subtotal < promotion.min_order_value:
            minimum = f"{promotion.min_order_value:.2f}"
            raise ValidationFailed.because(m.COUPON_MIN_ORDER.format(code=code, minimum=minimum), "coupon")
        discount = coupon_discount(subtotal, percentage=promotion.discount_percentage, amount=promotion.discount_amount)
        return discount, promotion.coupon_code
