"""Saving promotions: every rule checked before anything is written; the storefront's last-key
moves in the same transaction, so visitors see the change at once."""

from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.errors import NotFound, ValidationFailed
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import Promotion, PromotionCondition, PromotionConditionType, PromotionProductSet
from bakery_shared.money import ZERO
from bakery_shared.promotions.schemas import promotion_out

from ..media.uploads import stored_path
from . import messages as m
from .repository import AdminPromotionRepository
from .schemas import AdminPromotionOut, PromotionIn


def status_of(promotion: Promotion, today: date) -> str:
    if not promotion.active:
        return "INACTIVE"
    if promotion.end_date is not None and promotion.end_date < today:
        return "EXPIRED"
    if promotion.start_date is not None and promotion.start_date > today:
        return "SCHEDULED"
    return "ACTIVE"


class AdminPromotionService:
    def __init__(self, session: AsyncSession, today: date) -> None:
        self.session = session
        self.promotions = AdminPromotionRepository(session)
        self.today = today

    async def list(self) -> list[AdminPromotionOut]:
        given = await self.promotions.given_away()
        answer = []
        for promotion in await self.promotions.all():
            uses, amount = given.get(promotion.id, (0, ZERO))
            out = promotion_out(promotion, secret_codes=False)
            answer.append(
                AdminPromotionOut(
                    **out.model_dump(),
                    status=status_of(promotion, self.today),
                    usesCount=uses,
                    moneyGivenAway=amount,
                )
            )
        return answer

    async def save(self, data: PromotionIn) -> tuple[int, bool]:
        """Create or update; returns the id and whether it is new."""
        errors = data.problems()
        errors.update(await self._unknown_references(data))
        if data.couponCode and await self.promotions.code_taken(data.couponCode, data.id):
            errors["couponCode"] = m.COUPON_TAKEN.format(code=data.couponCode)
        if errors:
            raise ValidationFailed(errors=errors)

        if data.id is not None:
            promotion = await self.promotions.get(data.id, for_update=True)
            if promotion is None:
                raise NotFound(m.NOT_FOUND)
            created = False
        else:
            promotion = Promotion(conditions=[], product_sets=[])
            self.session.add(promotion)
            created = True

        promotion.name = data.name or ""
        promotion.description = data.description
        promotion.type = data.kind
        promotion.active = data.active
        promotion.discount_percentage = data.discountPercentage
        promotion.discount_amount = data.discountAmount
        promotion.coupon_code = data.couponCode
        promotion.validity_in_days = data.validity_days()
        promotion.min_order_value = data.minOrderValue
        promotion.start_date = data.startDate
        promotion.end_date = data.endDate
        promotion.image = stored_path(data.image)
        promotion.combinable = data.combinable
        promotion.targets = data.targets()
        promotion.conditions = [
            PromotionCondition(condition_type=c.kind, condition_value=c.conditionValue)
            for c in data.conditions
            if c.kind is not PromotionConditionType.COUPON_CODE
        ]
        products = {
            p.id: p for p in await self.promotions.products({r.id for s in data.promotionProductBeans for r in s.product})
        }
        promotion.product_sets = [
            PromotionProductSet(
                is_free_product=s.isFreeProduct,
                product_field_label=s.productFieldLabel or "",
                sort_order=index,
                products=[products[product_id] for product_id in dict.fromkeys(ref.id for ref in s.product)],
            )
            for index, s in enumerate(data.promotionProductBeans)
        ]
        await self.session.flush()
        await bump_last_key(self.session)
        return promotion.id, created

    async def _unknown_references(self, data: PromotionIn) -> dict[str, str]:
        errors = {}
        product_ids = {r.id for s in data.promotionProductBeans for r in s.product}
        if product_ids and await self.promotions.count_products(product_ids) != len(product_ids):
            errors["promotionProductBeans"] = m.PRODUCT_UNKNOWN
        checks = (
            ("categoryIds", set(data.categoryIds), self.promotions.count_categories),
            ("productIds", set(data.productIds), self.promotions.count_products),
            ("dimensionIds", set(data.dimensionIds), self.promotions.count_dimensions),
        )
        for field, ids, count in checks:
            if ids and await count(ids) != len(ids):
                errors[field] = m.TARGET_UNKNOWN
        return errors

    async def deactivate(self, promotion_id: int) -> None:
        promotion = await self.promotions.get(promotion_id, for_update=True)
        if promotion is None:
            raise NotFound(m.NOT_FOUND)
        promotion.active = False
        await self.session.flush()
        await bump_last_key(self.session)
