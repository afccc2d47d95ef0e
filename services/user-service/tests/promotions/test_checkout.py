"""The price of an order under every kind of promotion and condition: the checkout
weighs every due promotion, applies the best one and the combinable ones, says by name what each
took off, and refuses a code that does not apply with the reason."""

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from bakery_devtools.testing.orders import CONTACT, bearer, checkout, in_, make_user, product_line
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import (
    NewsletterSubscriber,
    Order,
    Promotion,
    PromotionConditionType,
    PromotionRedemption,
    PromotionType,
    Role,
)

PLACE = "/user-service/place-order"
C = PromotionConditionType


def line(product, quantity=1):
    return product_line(product.id, product.dimensions[0].id, quantity)


async def place(client, promotions_shop, items, headers=None, **overrides):
    return await client.post(
        PLACE, json=checkout(items, location_id=promotions_shop["location"].id, **overrides), headers=headers
    )


def discounts(body):
    return [(d["promotionName"], d["amount"]) for d in body["discounts"]]


async def test_a_percentage_off_a_category_takes_off_only_its_products(client, db_session, promotion, promotions_shop):
    await promotion(
        db_session,
        PromotionType.PRODUCT_DISCOUNT,
        "Torturi -20%",
        discount_percentage=Decimal("20"),
        targets={"categoryIds": [promotions_shop["cakes"].id]},
    )
    response = await place(client, promotions_shop, [line(promotions_shop["cake"], 2), line(promotions_shop["cookies"])])
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["subTotalPrice"] == "220.00"
    assert discounts(body) == [("Torturi -20%", "40.00")]
    assert body["discount"] == "40.00" and body["totalPrice"] == "180.00"


async def test_a_percentage_and_a_fixed_amount_off_the_cart(client, db_session, promotion, promotions_shop):
    await promotion(db_session, PromotionType.CART_FIXED_DISCOUNT, "25 lei reducere", discount_amount=Decimal("25.00"))
    small = await place(client, promotions_shop, [line(promotions_shop["juice"])])
    # Never more than the order is worth.
    assert small.json()["discount"] == "10.00" and small.json()["totalPrice"] == "0.00"

    await promotion(db_session, PromotionType.CART_PERCENTAGE_DISCOUNT, "Coș -15%", discount_percentage=Decimal("15"))
    big = await place(client, promotions_shop, [line(promotions_shop["cake"], 2)])
    # 15% of 200 = 30 beats 25: the best one only, they do not add up.
    assert discounts(big.json()) == [("Coș -15%", "30.00")]
    assert big.json()["totalPrice"] == "170.00"


async def test_one_plus_one_on_three_pieces_gives_one_free(client, db_session, promotion, promotions_shop):
    await promotion(
        db_session, PromotionType.BUY_ONE_GET_ONE, "1+1 fursecuri", targets={"productIds": [promotions_shop["cookies"].id]}
    )
    response = await place(client, promotions_shop, [line(promotions_shop["cookies"], 3), line(promotions_shop["cake"])])
    assert response.status_code == 201, response.text
    assert discounts(response.json()) == [("1+1 fursecuri", "20.00")]
    assert response.json()["totalPrice"] == "140.00"


async def test_a_free_item_only_once_the_cart_reaches_the_threshold(client, db_session, promotion, promotions_shop):
    juice = promotions_shop["juice"]
    await promotion(
        db_session,
        PromotionType.FREE_ITEM,
        "Limonadă gratuită",
        min_order_value=Decimal("100.00"),
        targets={"dimensionIds": [juice.dimensions[0].id]},
    )
    below = await place(client, promotions_shop, [line(promotions_shop["cookies"], 4)])
    assert below.status_code == 201
    assert below.json()["discounts"] == [] and below.json()["totalPrice"] == "80.00"

    above = await place(client, promotions_shop, [line(promotions_shop["cookies"], 5)])
    body = above.json()
    assert discounts(body) == [("Limonadă gratuită", "10.00")]
    assert body["totalPrice"] == "100.00"
    detail = (await client.get(f"/user-service/order-status/{body['orderNumber']}", params={"cheie": body["followToken"]})).json()
    free = detail["orderPromotionDetails"][0]
    assert free["promotionName"] == "Limonadă gratuită"
    assert free["productBeans"][0]["productName"] == "Limonadă" and free["productBeans"][0]["isFreeProduct"] is True
    assert detail["discounts"] == [{"promotionId": free["promotionId"], "promotionName": "Limonadă gratuită", "amount": "10.00"}]


async def test_the_best_of_two_wins_and_a_combinable_one_is_added(client, db_session, promotion, promotions_shop):
    await promotion(db_session, PromotionType.CART_PERCENTAGE_DISCOUNT, "Coș -10%", discount_percentage=Decimal("10"))
    await promotion(db_session, PromotionType.CART_FIXED_DISCOUNT, "15 lei", discount_amount=Decimal("15.00"))
    only_best = await place(client, promotions_shop, [line(promotions_shop["cake"])])
    assert discounts(only_best.json()) == [("15 lei", "15.00")]

    await promotion(
        db_session, PromotionType.CART_FIXED_DISCOUNT, "Bonus 5 lei", discount_amount=Decimal("5.00"), combinable=True
    )
    both = await place(client, promotions_shop, [line(promotions_shop["cake"], 2)])
    assert discounts(both.json()) == [("Coș -10%", "20.00"), ("Bonus 5 lei", "5.00")]
    assert both.json()["totalPrice"] == "175.00"


async def test_a_coupon_that_is_not_the_best_is_not_used(client, db_session, promotion, promotions_shop):
    await promotion(db_session, PromotionType.CART_PERCENTAGE_DISCOUNT, "Coș -30%", discount_percentage=Decimal("30"))
    await promotion(db_session, PromotionType.COUPON_CODE, "Cupon 10", coupon_code="ZECE", discount_percentage=Decimal("10"))
    response = await place(client, promotions_shop, [line(promotions_shop["cake"])], coupon="zece")
    assert discounts(response.json()) == [("Coș -30%", "30.00")]
    assert response.json()["coupon"] is None


@pytest.mark.parametrize(
    ("dates", "message"),
    [
        ({"start_date": None, "end_date": -1}, "Cuponul „VARA” nu poate fi folosit pentru această comandă."),
        ({"start_date": 1, "end_date": None}, "Cuponul „VARA” nu poate fi folosit pentru această comandă."),
    ],
)
async def test_an_expired_or_not_yet_started_promotion_is_refused(client, db_session, promotion, promotions_shop, dates, message):
    today = current_clock().today()
    fields = {k: (today + timedelta(days=v) if v is not None else None) for k, v in dates.items()}
    await promotion(
        db_session, PromotionType.COUPON_CODE, "Vara", coupon_code="VARA", discount_percentage=Decimal("10"), **fields
    )
    await promotion(db_session, PromotionType.CART_FIXED_DISCOUNT, "Automată", discount_amount=Decimal("9.00"), **fields)
    refused = await place(client, promotions_shop, [line(promotions_shop["cake"])], coupon="VARA")
    assert refused.status_code == 422
    assert refused.json()["errors"] == {"coupon": message}
    # The automatic one of the same dates is not applied either.
    plain = await place(client, promotions_shop, [line(promotions_shop["cake"])])
    assert plain.json()["discounts"] == []


async def test_a_per_customer_limit_counts_the_account_not_the_typed_email(
    client, db_session, promotion, promotions_shop, test_settings
):
    """A "once per customer" limit was per typed e-mail, so a guest passed it with a new address
    each time. Now it counts the account, whatever e-mail the order gives, and a guest is told to
    sign in (docs/decisions/promotion-limits-count-the-account.md)."""
    await promotion(
        db_session,
        PromotionType.COUPON_CODE,
        "O dată de persoană",
        coupon_code="ODATA",
        discount_amount=Decimal("10.00"),
        conditions=[(C.MAX_USES_PER_CUSTOMER, "1")],
    )
    ana = await make_user(db_session, Role.USER, "ana@example.ro")
    ion = await make_user(db_session, Role.USER, "ion@example.ro")
    cake = [line(promotions_shop["cake"])]
    first = await place(client, promotions_shop, cake, coupon="ODATA", headers=bearer(test_settings, ana))
    assert first.status_code == 201 and first.json()["discount"] == "10.00"
    # Another delivery e-mail on the same account is the same customer.
    other_email = {**CONTACT, "email": "alta.adresa@example.ro"}
    again = await place(
        client, promotions_shop, cake, coupon="ODATA", deliveryDetailsBean=other_email, headers=bearer(test_settings, ana)
    )
    assert again.status_code == 422
    assert again.json()["errors"] == {"coupon": "Ați folosit deja promoția „O dată de persoană” de numărul maxim de ori."}
    # A guest, whatever address it types, cannot use it: it is told to sign in.
    guest = await place(client, promotions_shop, cake, coupon="ODATA", deliveryDetailsBean=other_email)
    assert guest.status_code == 422
    assert guest.json()["errors"] == {
        "coupon": "Promoția „O dată de persoană” se acordă doar clienților cu cont: vă rugăm să vă autentificați pentru a o folosi."
    }
    other = await place(client, promotions_shop, cake, coupon="ODATA", headers=bearer(test_settings, ion))
    assert other.status_code == 201
    uses = (await db_session.scalars(select(PromotionRedemption.user_id).order_by(PromotionRedemption.id))).all()
    assert uses == [ana.id, ion.id]


async def test_price_cart_tells_nothing_about_another_address(client, db_session, promotion, promotions_shop):
    """Price-cart with a coupon and an e-mail told anyone whether that address had used the code. A
    guest's quote now answers the same for an address that used it and one that did not."""
    await promotion(
        db_session,
        PromotionType.NEWSLETTER_SUBSCRIPTION,
        "Abonați",
        coupon_code="ABONAT",
        discount_amount=Decimal("10.00"),
        conditions=[(C.MAX_USES_PER_CUSTOMER, "1")],
    )
    db_session.add(NewsletterSubscriber(email="ana@example.ro", consent=True, confirmed_at=current_clock().now()))
    await db_session.flush()
    used = await place(client, promotions_shop, [line(promotions_shop["cake"])], coupon="ABONAT")
    assert used.status_code == 201 and used.json()["discount"] == "10.00"

    def quote(email):
        return {"items": [line(promotions_shop["cake"])], "deliveryMethodChosen": "PICKUP", "email": email, "coupon": "ABONAT"}

    answers = [
        (await client.post("/user-service/price-cart", json=quote(email))).json() for email in ("ana@example.ro", "x@example.ro")
    ]
    assert answers[0] == answers[1]
    # Placing the order is where the subscriber's one use is enforced.
    again = await place(client, promotions_shop, [line(promotions_shop["cake"])], coupon="ABONAT")
    assert again.status_code == 422


async def test_weekdays_hours_method_later_and_first_order_conditions(
    client, db_session, promotion, promotions_shop, test_settings
):
    now = current_clock().local_now()
    other_day = now.isoweekday() % 7 + 1
    cases = [
        ((C.WEEKDAYS, str(other_day)), {}, "Promoția „Cond” este valabilă doar în zilele: "),
        ((C.DELIVERY_METHOD, "DELIVERY"), {}, "Promoția „Cond” este valabilă doar pentru livrare la domiciliu."),
        ((C.PRE_ORDER_ONLY, None), {}, "Promoția „Cond” este valabilă doar pentru comenzile programate pentru mai târziu."),
    ]
    for condition, _, message in cases:
        p = await promotion(
            db_session,
            PromotionType.COUPON_CODE,
            "Cond",
            coupon_code="COND",
            discount_percentage=Decimal("50"),
            conditions=[condition],
        )
        refused = await place(client, promotions_shop, [line(promotions_shop["cake"])], coupon="COND")
        assert refused.status_code == 422, condition
        assert refused.json()["errors"]["coupon"].startswith(message), refused.json()
        await db_session.delete(p)
        await db_session.flush()

    # Placed for later: the pre-order-only coupon applies.
    await promotion(
        db_session,
        PromotionType.COUPON_CODE,
        "Mai târziu",
        coupon_code="LATER",
        discount_percentage=Decimal("50"),
        conditions=[(C.PRE_ORDER_ONLY, None), (C.WEEKDAYS, "1,2,3,4,5,6,7")],
    )
    later = await place(
        client, promotions_shop, [line(promotions_shop["cake"])], coupon="LATER", pickupOrDeliveryMoment=in_(timedelta(hours=3))
    )
    assert later.status_code == 201, later.text
    assert discounts(later.json()) == [("Mai târziu", "50.00")]

    # Ana has ordered on her account now: a first-order promotion is no longer hers.
    ana = await make_user(db_session, Role.USER, "ana@example.ro")
    mine = await place(client, promotions_shop, [line(promotions_shop["cake"])], headers=bearer(test_settings, ana))
    assert mine.status_code == 201
    await promotion(
        db_session,
        PromotionType.COUPON_CODE,
        "Prima comandă",
        coupon_code="PRIMA",
        discount_percentage=Decimal("10"),
        conditions=[(C.FIRST_ORDER, None)],
    )
    second = await place(
        client, promotions_shop, [line(promotions_shop["cake"])], coupon="PRIMA", headers=bearer(test_settings, ana)
    )
    assert second.json()["errors"] == {"coupon": "Promoția „Prima comandă” este valabilă doar la prima comandă."}
    newcomer = await make_user(db_session, Role.USER, "nou@example.ro")
    first = await place(
        client, promotions_shop, [line(promotions_shop["cake"])], coupon="PRIMA", headers=bearer(test_settings, newcomer)
    )
    assert discounts(first.json()) == [("Prima comandă", "10.00")]
    # A guest's "first order" would be any new address's: it is told to sign in.
    guest = await place(client, promotions_shop, [line(promotions_shop["cake"])], coupon="PRIMA")
    assert guest.status_code == 422


async def test_a_happy_hour_applies_only_in_its_hours(client, db_session, promotion, promotions_shop):
    now = current_clock().local_now()
    start = now.replace(minute=0).strftime("%H:%M")
    end = "24:00"
    await promotion(
        db_session,
        PromotionType.CART_PERCENTAGE_DISCOUNT,
        "Happy hour",
        discount_percentage=Decimal("20"),
        conditions=[(C.HOURS, f"{start}-{end}")],
    )
    during = await place(client, promotions_shop, [line(promotions_shop["cookies"])])
    assert discounts(during.json()) == [("Happy hour", "4.00")]

    p = await db_session.scalar(select(Promotion).where(Promotion.name == "Happy hour"))
    await db_session.refresh(p, ["conditions"])
    p.conditions[0].condition_value = "00:00-00:00" if now.hour else "23:00-24:00"
    await db_session.flush()
    outside = await place(client, promotions_shop, [line(promotions_shop["cookies"])])
    assert outside.json()["discounts"] == []


async def test_uses_and_money_given_are_recorded_with_the_order(client, db_session, promotion, promotions_shop):
    p = await promotion(db_session, PromotionType.CART_FIXED_DISCOUNT, "10 lei", discount_amount=Decimal("10.00"))
    for _ in range(2):
        assert (await place(client, promotions_shop, [line(promotions_shop["cake"])])).status_code == 201
    await db_session.refresh(p)
    assert p.uses_count == 2
    amounts = (await db_session.scalars(select(PromotionRedemption.amount).where(PromotionRedemption.promotion_id == p.id))).all()
    assert amounts == [Decimal("10.00"), Decimal("10.00")]
    order = await db_session.scalar(select(Order).order_by(Order.id.desc()).limit(1))
    assert order.discount_lines == [{"promotionId": p.id, "promotionName": "10 lei", "amount": "10.00"}]
