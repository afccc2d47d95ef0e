"""Which promotions apply now and what they take off: the one implementation behind both the
storefront's list and the checkout.

At checkout every due automatic promotion whose conditions the order meets is a candidate, and
so is the promotion of the code the customer typed. Promotions do not add up: the one that takes
off the most wins, and those the owner marked combinable are added on top. Uses are counted when
the order is saved, under the promotion's row lock (MAX_USES) and a per-customer lock."""

from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.errors import Conflict, ValidationFailed
from bakery_shared.models import (
    Dimension,
    PersonalCoupon,
    Promotion,
    PromotionCondition,
    PromotionConditionType,
    PromotionRedemption,
    PromotionType,
)
from bakery_shared.money import ZERO, money
from bakery_shared.promotions.schemas import PromotionOut, promotion_out

from . import messages as m
from .conditions import ON_THE_ORDER, OrderContext
from .discounts import discount_of
from .repository import PromotionRepository

C = PromotionConditionType


@dataclass
class Applied:
    promotion: Promotion
    amount: Decimal
    code: str | None = None
    personal: PersonalCoupon | None = None
    free_item: Dimension | None = None


@dataclass
class Discounts:
    applied: list[Applied] = field(default_factory=list)
    # The code as the shop wrote it, when its promotion was applied.
    coupon_code: str | None = None
    # Why the typed code was not applied although valid (a better promotion won).
    coupon_note: str | None = None

    @property
    def total(self) -> Decimal:
        return money(sum((a.amount for a in self.applied), ZERO))

    def lines(self) -> list[dict[str, str | int]]:
        return [
            {"promotionId": a.promotion.id, "promotionName": a.promotion.name, "amount": str(money(a.amount))}
            for a in self.applied
        ]


def _limit(promotion: Promotion, kind: PromotionConditionType) -> int | None:
    values = [int(c.condition_value) for c in promotion.conditions if c.condition_type is kind and c.condition_value]
    return min(values) if values else None


class PromotionService:
    def __init__(self, session: AsyncSession, today: date) -> None:
        self.promotions = PromotionRepository(session)
        self.today = today
        self._first_order: bool | None = None

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

    # ---- conditions -----------------------------------------------------------------------------

    async def unmet(self, promotion: Promotion, order: OrderContext) -> str | None:
        """Why the order does not meet the promotion's conditions, or None when it does."""
        name = promotion.name
        if promotion.min_order_value and order.subtotal < promotion.min_order_value:
            return m.MIN_ORDER.format(name=name, minimum=f"{promotion.min_order_value:.2f}")
        for condition in promotion.conditions:
            reason = await self._condition_unmet(promotion, condition, order)
            if reason is not None:
                return reason
        per_customer = _limit(promotion, C.MAX_USES_PER_CUSTOMER)
        if per_customer is not None and await self.promotions.uses_by(promotion.id, order.email, order.user_id) >= per_customer:
            return m.PER_CUSTOMER_USED.format(name=name)
        return None

    async def _condition_unmet(self, promotion: Promotion, condition: PromotionCondition, order: OrderContext) -> str | None:
        kind, value = condition.condition_type, condition.condition_value or ""
        on_the_order = ON_THE_ORDER.get(kind)
        if on_the_order is not None:
            return on_the_order(promotion.name, value, order)
        if kind is C.FIRST_ORDER:
            if self._first_order is None:
                self._first_order = not await self.promotions.has_ordered(order.email, order.user_id)
            return None if self._first_order else m.ONLY_FIRST_ORDER.format(name=promotion.name)
        if kind is C.SUBSCRIBED_TO_NEWSLETTER and not await self.promotions.is_subscribed(order.email):
            return m.COUPON_NEWSLETTER_ONLY.format(code=promotion.coupon_code or promotion.name)
        return None

    def _used_up(self, promotion: Promotion) -> bool:
        limit = _limit(promotion, C.MAX_USES)
        return limit is not None and promotion.uses_count >= limit

    # ---- choosing -------------------------------------------------------------------------------

    async def _value(self, promotion: Promotion, order: OrderContext) -> Applied | None:
        if promotion.type is PromotionType.FREE_ITEM:
            ids = (promotion.targets or {}).get("dimensionIds", [])
            dimension = await self.promotions.free_item(int(ids[0])) if ids else None
            if dimension is None or not dimension.availability or not dimension.product.available:
                return None
            return Applied(promotion, money(dimension.price), free_item=dimension)
        amount = discount_of(promotion, order.lines, order.subtotal)
        return Applied(promotion, amount) if amount > ZERO else None

    async def _coupon(self, code: str, order: OrderContext) -> Applied:
        """The typed code's promotion, or a refusal saying why it does not apply."""
        personal = await self.promotions.personal_coupon(code)
        if personal is not None:
            if personal.redeemed_at is not None:
                raise ValidationFailed.because(m.COUPON_PERSONAL_USED.format(code=code), "coupon")
            if personal.valid_until < self.today:
                raise ValidationFailed.because(m.COUPON_PERSONAL_EXPIRED.format(code=code), "coupon")
            promotion = await self.promotions.promotion(personal.promotion_id)
            shown = personal.code
        else:
            promotion = await self.promotions.due_code(code, self.today)
            if promotion is None:
                message = m.COUPON_NOT_DUE if await self.promotions.code_exists(code) else m.COUPON_UNKNOWN
                raise ValidationFailed.because(message.format(code=code), "coupon")
            shown = promotion.coupon_code
            if promotion.type is PromotionType.NEWSLETTER_SUBSCRIPTION and not await self.promotions.is_subscribed(order.email):
                raise ValidationFailed.because(m.COUPON_NEWSLETTER_ONLY.format(code=code), "coupon")
        assert promotion is not None
        if promotion.min_order_value and order.subtotal < promotion.min_order_value:
            minimum = f"{promotion.min_order_value:.2f}"
            raise ValidationFailed.because(m.COUPON_MIN_ORDER.format(code=code, minimum=minimum), "coupon")
        if self._used_up(promotion):
            raise Conflict(m.COUPON_USED_UP.format(code=code), errors={"coupon": m.COUPON_USED_UP.format(code=code)})
        reason = await self.unmet(promotion, order)
        if reason is not None:
            raise ValidationFailed.because(reason, "coupon")
        applied = await self._value(promotion, order)
        if applied is None:
            raise ValidationFailed.because(m.COUPON_NOTHING_OFF.format(code=code), "coupon")
        applied.code, applied.personal = shown, personal
        return applied

    async def discounts(self, order: OrderContext, code: str | None) -> Discounts:
        """The best promotion for this order, plus the combinable ones, with what each takes off."""
        candidates: list[Applied] = []
        for promotion in await self.promotions.due_automatic(self.today):
            if self._used_up(promotion) or await self.unmet(promotion, order) is not None:
                continue
            applied = await self._value(promotion, order)
            if applied is not None:
                candidates.append(applied)
        typed = await self._coupon(code, order) if code else None
        if typed is not None:
            candidates.append(typed)

        exclusive = [a for a in candidates if not a.promotion.combinable]
        chosen = [max(exclusive, key=lambda a: (a.amount, -a.promotion.id))] if exclusive else []
        chosen += [a for a in candidates if a.promotion.combinable]
        # Never more than the order is worth (a free item adds its own price).
        room = order.subtotal + sum((a.amount for a in chosen if a.free_item is not None), ZERO)
        result = Discounts()
        for applied in chosen:
            applied.amount = min(applied.amount, money(room))
            room -= applied.amount
            result.applied.append(applied)
            if applied is typed:
                result.coupon_code = typed.code
        if typed is not None and typed not in chosen:
            better = chosen[0].promotion.name if chosen else ""
            result.coupon_note = m.COUPON_NOT_BETTER.format(code=code, better=better)
        return result

    # ---- redeeming ------------------------------------------------------------------------------

    async def count_uses(self, discounts: Discounts, now: datetime) -> None:
        """Count each use before the order is written; a limit reached by a concurrent order refuses."""
        for applied in discounts.applied:
            promotion = applied.promotion
            if not await self.promotions.count_use(promotion.id, _limit(promotion, C.MAX_USES)):
                if applied.code:
                    message = m.COUPON_USED_UP.format(code=applied.code)
                    raise Conflict(message, errors={"coupon": message})
                raise Conflict(m.PROMOTION_USED_UP.format(name=promotion.name))
            if applied.personal is not None and not await self.promotions.redeem_personal(applied.personal.id, now):
                message = m.COUPON_PERSONAL_USED.format(code=applied.code)
                raise Conflict(message, errors={"coupon": message})

    def record(self, discounts: Discounts, order_id: int, email: str, user_id: int | None) -> None:
        self.promotions.record(
            [
                PromotionRedemption(
                    promotion_id=a.promotion.id, order_id=order_id, email=email.lower(), user_id=user_id, amount=money(a.amount)
                )
                for a in discounts.applied
            ]
        )
