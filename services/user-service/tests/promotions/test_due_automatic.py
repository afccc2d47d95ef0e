"""The automatic promotions the checkout weighs, read by a prepared statement: the storefront's
"due today" rule (`due_on`) to the day, only the kinds applied without a code, and each with its
conditions in order, its figures and its targets as saved."""

from datetime import timedelta
from decimal import Decimal

from bakery_shared.models import PromotionConditionType, PromotionType
from user_service.promotions.repository import AUTOMATIC_TYPES, PromotionRepository

C = PromotionConditionType


async def test_the_checkout_weighs_exactly_the_automatic_promotions_due_today(db_session, business, promotion, clock):
    today = clock.today()
    weekdays = await promotion(
        db_session,
        PromotionType.CART_PERCENTAGE_DISCOUNT,
        "Zece la sută în timpul săptămânii",
        conditions=[(C.WEEKDAYS, "1,2,3,4,5"), (C.MAX_USES, "50")],
        discount_percentage=Decimal("10.00"),
        min_order_value=Decimal("80.00"),
        combinable=True,
    )
    free = await promotion(db_session, PromotionType.FREE_ITEM, "Ecler gratuit", targets={"dimensionIds": [7]}, uses_count=3)
    ends_today = await promotion(db_session, PromotionType.CART_FIXED_DISCOUNT, "Azi ultima zi", end_date=today)
    await promotion(db_session, PromotionType.CART_FIXED_DISCOUNT, "Cu cod", coupon_code="DULCE5")
    await promotion(db_session, PromotionType.COMBO, "Tort + ecler")
    off = await promotion(db_session, PromotionType.CART_FIXED_DISCOUNT, "Oprită")
    off.active = False
    await promotion(db_session, PromotionType.CART_FIXED_DISCOUNT, "Expirată", end_date=today - timedelta(days=1))
    tomorrow = today + timedelta(days=1)
    starts_tomorrow = await promotion(db_session, PromotionType.CART_FIXED_DISCOUNT, "Viitoare", start_date=tomorrow)
    await db_session.flush()
    repository = PromotionRepository(db_session)

    weighed = await repository.due_automatic(today)

    storefront = [p for p in await repository.due(today) if p.type in AUTOMATIC_TYPES and p.coupon_code is None]
    assert [p.id for p in weighed] == sorted(p.id for p in storefront) == [weekdays.id, free.id, ends_today.id]
    first, second, _ = weighed
    assert [(c.condition_type, c.condition_value) for c in first.conditions] == [(C.WEEKDAYS, "1,2,3,4,5"), (C.MAX_USES, "50")]
    assert (first.type, first.discount_percentage, first.min_order_value, first.combinable) == (
        PromotionType.CART_PERCENTAGE_DISCOUNT,
        Decimal("10.00"),
        Decimal("80.00"),
        True,
    )
    assert (second.targets, second.uses_count, second.conditions) == ({"dimensionIds": [7]}, 3, [])
    assert [p.id for p in await repository.due_automatic(tomorrow)] == [weekdays.id, free.id, starts_tomorrow.id]
