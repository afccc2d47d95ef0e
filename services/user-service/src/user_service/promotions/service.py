"""Which promotions apply now and what they take off: the one implementation behind both the
storefront's list and the checkout.

At checkout every due automatic promotion whose conditions the order meets is a candidate, and
so is the promotion of the code the customer typed. Promotions do not add up: the one that takes
off the most wins, and those the owner marked combinable are added on top.

Uses (MAX_USES, MAX_USES_PER_CUSTOMER, a personal code's one use) count only for orders someone
pays for: an order paid at pickup counts when it is saved, under the promotion's row lock and a
per-customer lock; an online order counts from the moment its card is authorized (read from its
state, see repository.UNPAID), so an order whose card failed or whose hold lapsed never took a
use and has none to give back. A promotion whose counted uses reached its limit is refused at
placement, online or not.

The bound on going over a limit: online orders placed while the limit was not yet reached may
still be authorized after it is, and each is honoured at the price it was shown (its card is
authorized for that price; nothing is re-checked at authorization). So a promotion goes over its
limit by at most the online orders with it that were awaiting their card when the limit was
reached, each of them for at most its payment hold (`payment_hold_minutes`); the same holds per
customer for a once-per-customer code, with that customer's own orders awaiting payment."""

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
from .repository import Customer, PromotionRepository

C = PromotionConditionType


@dataclass
class Applied:
    promotion: Promotion
    amount: Decimal
    code: str | None = None
    personal: PersonalCoupon | None = None
    free_item: Dimension | None = None
    # A bundle: what it saves is already in its line's price (counted and recorded, not taken off again).
    in_price: bool = False


@dataclass
class Discounts:
    applied: list[Applied] = field(default_factory=list)
    # The code as the shop wrote it, when its promotion was applied.
    coupon_code: str | None = None
    # Why the typed code was not applied although valid (a better promotion won).
    coupon_note: str | None = None

    @property
    def off_the_bill(self) -> list[Applied]:
        return [a for a in self.applied if not a.in_price]

    @property
    def total(self) -> Decimal:
        return money(sum((a.amount for a in self.off_the_bill), ZERO))

    def lines(self) -> list[dict[str, str | int]]:
        return [
            {"promotionId": a.promotion.id, "promotionName": a.promotion.name, "amount": str(money(a.amount))}
            for a in self.off_the_bill
        ]


def _limit(promotion: Promotion, kind: PromotionConditionType) -> int | None:
    values = [int(c.condition_value) for c in promotion.conditions if c.condition_type is kind and c.condition_value]
    return min(values) if values else None


def below_minimum(promotion: Promotion, subtotal: Decimal) -> bool:
    """An order of exactly the minimum reaches it ("at least 100 RON")."""
    return bool(promotion.min_order_value) and subtotal < promotion.min_order_value


def _in_stock(dimension: Dimension, order: OrderContext) -> bool:
    """A free item of limited stock only while a piece is left beyond what the cart takes."""
    if dimension.stock_unlimited:
        return True
    wanted = sum(line.quantity for line in order.lines if line.dimension_id == dimension.id)
    return (dimension.stock or 0) > wanted


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
        """Why the order does not meet the promotion's conditions, or None when it does: the same
        rules for every kind (automatic, coupon, newsletter, bundle)."""
        name = promotion.name
        if below_minimum(promotion, order.subtotal):
            return m.MIN_ORDER.format(name=name, minimum=f"{promotion.min_order_value:.2f}")
        for condition in promotion.conditions:
            reason = await self._condition_unmet(promotion, condition, order)
            if reason is not None:
                return reason
        return await self._per_customer_unmet(promotion, order)

    async def _condition_unmet(self, promotion: Promotion, condition: PromotionCondition, order: OrderContext) -> str | None:
        kind, value = condition.condition_type, condition.condition_value or ""
        on_the_order = ON_THE_ORDER.get(kind)
        if on_the_order is not None:
            return on_the_order(promotion.name, value, order)
        if kind is C.FIRST_ORDER:
            # Keyed by the account: a guest's "first order" would be any new e-mail's.
            if order.user_id is None:
                return m.SIGN_IN_FOR.format(name=promotion.name)
            if self._first_order is None:
                self._first_order = not await self.promotions.has_ordered(order.user_id)
            return None if self._first_order else m.ONLY_FIRST_ORDER.format(name=promotion.name)
        if kind is C.SUBSCRIBED_TO_NEWSLETTER and not await self._subscribed(order):
            return m.COUPON_NEWSLETTER_ONLY.format(code=promotion.coupon_code or promotion.name)
        return None

    async def _subscribed(self, order: OrderContext) -> bool:
        """Whether the order's e-mail is a confirmed subscriber; a quote does not ask (it would tell
        anyone whether an address subscribed): placing the order does."""
        return order.quote or await self.promotions.is_subscribed(order.email)

    async def _per_customer_unmet(self, promotion: Promotion, order: OrderContext) -> str | None:
        """Uses per customer count the account; for a newsletter promotion, a guest's verified
        subscription. A guest cannot use any other promotion limited per customer."""
        limit = _limit(promotion, C.MAX_USES_PER_CUSTOMER)
        if limit is None:
            return None
        if order.user_id is not None:
            customer = Customer(order.user_id, order.email.lower())
        elif promotion.type is PromotionType.NEWSLETTER_SUBSCRIPTION:
            if order.quote:
                return None  # a subscriber's uses are counted when the order is placed
            customer = Customer(None, order.email.lower())
        else:
            return m.SIGN_IN_FOR.format(name=promotion.name)
        if await self.promotions.uses_by(promotion.id, customer) >= limit:
            return m.PER_CUSTOMER_USED.format(name=promotion.name)
        return None

    async def _used_up(self, promotion: Promotion) -> bool:
        """Its counted uses reached MAX_USES: those taken by orders paid at pickup, and by online
        orders whose card was authorized."""
        limit = _limit(promotion, C.MAX_USES)
        if limit is None:
            return False
        return promotion.uses_count + await self.promotions.paid_online_uses(promotion.id) >= limit

    # ---- choosing -------------------------------------------------------------------------------

    async def _value(self, promotion: Promotion, order: OrderContext) -> Applied | None:
        if promotion.type is PromotionType.FREE_ITEM:
            ids = (promotion.targets or {}).get("dimensionIds", [])
            dimension = await self.promotions.free_item(int(ids[0])) if ids else None
            if dimension is None or not dimension.availability or not dimension.product.available:
                return None
            if dimension.product.out_of_stock or not _in_stock(dimension, order):
                return None
            return Applied(promotion, money(dimension.price), free_item=dimension)
        amount = discount_of(promotion, order.lines, order.subtotal)
        return Applied(promotion, amount) if amount > ZERO else None

    async def _typed_promotion(self, code: str, order: OrderContext) -> tuple[Promotion, str, PersonalCoupon | None] | None:
        """The promotion behind a typed code, if it can be used now by this customer."""
        personal = await self.promotions.personal_coupon(code)
        if personal is None:
            promotion = await self.promotions.due_code(code, self.today)
            return (promotion, promotion.coupon_code or code, None) if promotion is not None else None
        if personal.redeemed_at is not None or personal.valid_until < self.today or not await self._holds(personal, order):
            return None
        if await self.promotions.personal_used_online(personal):
            return None
        # A personal code dies with its promotion: switched off or ended, it gives nothing.
        promotion = await self.promotions.due_promotion(personal.promotion_id, self.today)
        return (promotion, personal.code, personal) if promotion is not None else None

    async def _holds(self, personal: PersonalCoupon, order: OrderContext) -> bool:
        """A personal code works only for its subscriber: the order's e-mail, or the signed-in account's."""
        owner = personal.email.lower()
        if order.email.lower() == owner:
            return True
        return order.user_id is not None and (await self.promotions.account_email(order.user_id) or "").lower() == owner

    async def _coupon(self, code: str, order: OrderContext) -> Applied:
        """The typed code's promotion, or a refusal. A code that cannot be used now (unknown, not
        due, ended, used up, someone else's, below its minimum) gets one answer, so trying codes
        tells nothing about which exist."""
        cannot = m.COUPON_CANNOT_BE_USED.format(code=code)
        typed = await self._typed_promotion(code, order)
        if typed is None or await self._used_up(typed[0]) or below_minimum(typed[0], order.subtotal):
            raise ValidationFailed.because(cannot, "coupon")
        promotion, shown, personal = typed
        if promotion.type is PromotionType.NEWSLETTER_SUBSCRIPTION and personal is None and not await self._subscribed(order):
            raise ValidationFailed.because(m.COUPON_NEWSLETTER_ONLY.format(code=code), "coupon")
        reason = await self.unmet(promotion, order)
        if reason is not None:
            raise ValidationFailed.because(reason, "coupon")
        applied = await self._value(promotion, order)
        if applied is None:
            raise ValidationFailed.because(m.COUPON_NOTHING_OFF.format(code=code), "coupon")
        applied.code, applied.personal = shown, personal
        return applied

    async def _bundles(self, order: OrderContext) -> list[Applied]:
        """The cart's bundles, one per promotion, each under the rules every promotion obeys (its
        conditions, minimum and use limits): a bundle that does not apply refuses its line. Two
        bundles that are not combinable do not go in one order."""
        chosen: dict[int, Applied] = {}
        fixed: list[Applied] = []
        for use in order.bundles:
            promotion = use.promotion
            if promotion.id not in chosen:
                reason = m.PROMOTION_USED_UP_NOW.format(name=promotion.name) if await self._used_up(promotion) else None
                reason = reason or await self.unmet(promotion, order)
                if reason is not None:
                    raise ValidationFailed.because(reason, use.where)
                chosen[promotion.id] = Applied(promotion, ZERO, in_price=True)
                if not promotion.combinable:
                    fixed.append(chosen[promotion.id])
                if len(fixed) > 1:
                    message = m.PROMOTIONS_DO_NOT_ADD_UP.format(name=promotion.name, other=fixed[0].promotion.name)
                    raise ValidationFailed.because(message, use.where)
            chosen[promotion.id].amount += use.saving
        return list(chosen.values())

    async def discounts(self, order: OrderContext, code: str | None) -> Discounts:
        """The best promotion for this order, plus the combinable ones, with what each takes off.
        A bundle in the cart was chosen by the customer: when it is not combinable, it is the
        order's one exclusive promotion."""
        bundles = await self._bundles(order)
        candidates: list[Applied] = []
        for promotion in await self.promotions.due_automatic(self.today):
            if await self._used_up(promotion) or await self.unmet(promotion, order) is not None:
                continue
            applied = await self._value(promotion, order)
            if applied is not None:
                candidates.append(applied)
        typed = await self._coupon(code, order) if code else None
        if typed is not None:
            candidates.append(typed)

        fixed = [b for b in bundles if not b.promotion.combinable]
        exclusive = [a for a in candidates if not a.promotion.combinable]
        chosen = fixed or ([max(exclusive, key=lambda a: (a.amount, -a.promotion.id))] if exclusive else [])
        chosen += [a for a in bundles + candidates if a.promotion.combinable]
        # Never more than the order is worth (a free item adds its own price).
        room = order.subtotal + sum((a.amount for a in chosen if a.free_item is not None), ZERO)
        result = Discounts()
        for applied in chosen:
            if not applied.in_price:
                applied.amount = min(applied.amount, money(room))
                room -= applied.amount
            result.applied.append(applied)
            if applied is typed:
                result.coupon_code = typed.code
        if typed is not None and typed not in chosen:
            better = chosen[0].promotion.name if chosen else ""
            note = m.COUPON_NOT_WITH_BUNDLE if fixed else m.COUPON_NOT_BETTER
            result.coupon_note = note.format(code=code, better=better)
        return result

    # ---- redeeming ------------------------------------------------------------------------------

    async def count_uses(self, discounts: Discounts, now: datetime, *, online: bool) -> None:
        """Count each use of an order paid at pickup before it is written; a limit reached by a
        concurrent order refuses. An online order takes nothing now: its uses count once its card
        is authorized."""
        if online:
            return
        for applied in discounts.applied:
            promotion = applied.promotion
            if not await self.promotions.count_use(promotion.id, _limit(promotion, C.MAX_USES)):
                if applied.code:
                    # Used up by a concurrent order: the same answer as a code used up before.
                    raise ValidationFailed.because(m.COUPON_CANNOT_BE_USED.format(code=applied.code), "coupon")
                raise Conflict(m.PROMOTION_USED_UP.format(name=promotion.name))
            if applied.personal is not None and not await self.promotions.redeem_personal(applied.personal.id, now):
                raise ValidationFailed.because(m.COUPON_CANNOT_BE_USED.format(code=applied.code), "coupon")

    def record(self, discounts: Discounts, order_id: int, email: str, user_id: int | None) -> None:
        self.promotions.record(
            [
                PromotionRedemption(
                    promotion_id=a.promotion.id, order_id=order_id, email=email.lower(), user_id=user_id, amount=money(a.amount)
                )
                for a in discounts.applied
            ]
        )
