"""The storefront's promotions (`promotions`): only those active today, in Sibiu's day, with their
products, and never a coupon's code."""

from datetime import date, datetime, timedelta
from decimal import Decimal

from bakery_shared.models import (
    Promotion,
    PromotionCondition,
    PromotionConditionType,
    PromotionProductSet,
    PromotionType,
)


def at(text: str) -> datetime:
    return datetime.fromisoformat(text)


async def test_no_promotions_is_an_empty_list(client, menu):
    response = await client.get("/user-service/promotions")
    assert response.status_code == 200
    assert response.json() == []


async def test_only_promotions_active_today_and_coupon_codes_stay_secret(client, menu, db_session, clock):
    today = clock.today()
    combo = Promotion(
        name="Tort + ecler",
        type=PromotionType.COMBO,
        active=True,
        start_date=today - timedelta(days=1),
        end_date=today + timedelta(days=5),
        product_sets=[
            PromotionProductSet(product_field_label="Alege un tort", sort_order=0, products=[menu["amandina"], menu["hidden"]]),
            PromotionProductSet(
                product_field_label="Ecler gratuit", is_free_product=True, sort_order=1, products=[menu["ecler"]]
            ),
        ],
    )
    coupon = Promotion(
        name="Cod de bun venit",
        type=PromotionType.COUPON_CODE,
        active=True,
        coupon_code="DULCE10",
        discount_percentage=Decimal("10"),
        conditions=[PromotionCondition(condition_type=PromotionConditionType.COUPON_CODE, condition_value="DULCE10")],
    )
    db_session.add_all(
        [
            combo,
            coupon,
            Promotion(name="Oprită", type=PromotionType.COMBO, active=False),
            Promotion(
                name="Expirată",
                type=PromotionType.COMBO,
                active=True,
                start_date=today - timedelta(days=9),
                end_date=today - timedelta(days=1),
            ),
            Promotion(name="Viitoare", type=PromotionType.COMBO, active=True, start_date=today + timedelta(days=1)),
        ]
    )
    await db_session.flush()

    promotions = (await client.get("/user-service/promotions")).json()

    assert [p["name"] for p in promotions] == ["Tort + ecler", "Cod de bun venit"]
    first, second = promotions
    assert [s["productFieldLabel"] for s in first["promotionProductBeans"]] == ["Alege un tort", "Ecler gratuit"]
    assert [p["name"] for p in first["promotionProductBeans"][0]["product"]] == ["Tort Amandina"]
    assert first["promotionProductBeans"][1]["isFreeProduct"] is True
    assert first["promotionProductBeans"][1]["product"][0]["dimensions"][0]["price"] == "9.50"
    assert (second["couponCode"], second["conditions"]) == (None, [{"conditionType": "COUPON_CODE", "conditionValue": None}])
    assert second["discountPercentage"] == "10.00"


async def test_a_promotion_ending_today_is_listed_at_23_59_and_gone_at_00_00(client, db_session, business, clock):
    db_session.add(
        Promotion(
            name="Până azi", type=PromotionType.COMBO, active=True, start_date=date(2026, 11, 20), end_date=date(2026, 11, 24)
        )
    )
    await db_session.flush()

    clock.move_to(at("2026-11-24T23:59:30+02:00"))
    before = await client.get("/user-service/promotions")
    clock.move_to(at("2026-11-25T00:00:00+02:00"))
    after = await client.get("/user-service/promotions", headers={"If-None-Match": before.headers["etag"]})

    assert [p["name"] for p in before.json()] == ["Până azi"]
    assert after.status_code == 200  # yesterday's copy is not "not modified"
    assert after.json() == []
