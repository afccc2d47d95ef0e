"""Money rules that hold against a determined customer: bundles under the rules of every
promotion, coupon attempts limited per client with one answer for a code that cannot be used,
personal newsletter codes that die with their promotion, and the planted bugs no test caught
(an automatic promotion used up, an order of exactly the minimum, a first order that was rejected,
a free item of limited stock)."""

from datetime import timedelta
from decimal import Decimal

from sqlalchemy import select, update

from bakery_devtools.testing.orders import CONTACT, bearer, checkout, make_user, product_line
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import (
    Dimension,
    NewsletterSubscriber,
    Order,
    OrderStatus,
    PersonalCoupon,
    Promotion,
    PromotionCondition,
    PromotionConditionType,
    PromotionProductSet,
    PromotionRedemption,
    PromotionType,
    Role,
)
from bakery_shared.settings import Settings

PLACE = "/user-service/place-order"
QUOTE = "/user-service/price-cart"
C = PromotionConditionType
CANNOT = "Cuponul „{code}” nu poate fi folosit pentru această comandă."


def line(product, quantity=1):
    return product_line(product.id, product.dimensions[0].id, quantity)


async def place(client, shop, items, headers=None, **overrides):
    return await client.post(PLACE, json=checkout(items, location_id=shop["location"].id, **overrides), headers=headers)


def discounts(body):
    return [(d["promotionName"], d["amount"]) for d in body["discounts"]]


# ---- use limits and minimums at their edges --------------------------------------------------------


async def test_an_automatic_promotion_used_up_leaves_the_next_order_at_full_price(client, db_session, promotion, promotions_shop):
    """The second order on an automatic promotion limited to one use is placed without the
    discount, never refused (a used-up check off by one refused it with 409)."""
    p = await promotion(
        db_session,
        PromotionType.CART_FIXED_DISCOUNT,
        "O singură dată",
        discount_amount=Decimal("10.00"),
        conditions=[(C.MAX_USES, "1")],
    )
    first = await place(client, promotions_shop, [line(promotions_shop["cake"])])
    assert first.status_code == 201 and discounts(first.json()) == [("O singură dată", "10.00")]
    second = await place(client, promotions_shop, [line(promotions_shop["cake"])])
    assert second.status_code == 201, second.text
    assert second.json()["discounts"] == [] and second.json()["totalPrice"] == "100.00"
    await db_session.refresh(p)
    assert p.uses_count == 1


async def test_an_order_of_exactly_the_coupon_minimum_gets_it(client, db_session, promotion, promotions_shop):
    """DULCE15 applies to orders of at least 100 RON: an order of exactly 100 gets it."""
    await promotion(
        db_session,
        PromotionType.COUPON_CODE,
        "Dulce 15",
        coupon_code="DULCE15",
        discount_percentage=Decimal("15"),
        min_order_value=Decimal("100.00"),
    )
    exact = await place(client, promotions_shop, [line(promotions_shop["cake"])], coupon="DULCE15")
    assert exact.status_code == 201, exact.text
    assert exact.json()["discount"] == "15.00" and exact.json()["coupon"] == "DULCE15"
    below = await place(client, promotions_shop, [line(promotions_shop["cookies"], 4)], coupon="DULCE15")
    assert below.status_code == 422 and below.json()["errors"] == {"coupon": CANNOT.format(code="DULCE15")}


# ---- a first order that was rejected ---------------------------------------------------------------


async def test_a_first_order_promotion_survives_a_rejected_first_order(
    client, db_session, promotion, promotions_shop, test_settings
):
    """A customer whose only order was rejected has not ordered yet."""
    await promotion(
        db_session,
        PromotionType.CART_PERCENTAGE_DISCOUNT,
        "Prima comandă",
        discount_percentage=Decimal("10"),
        conditions=[(C.FIRST_ORDER, None)],
    )
    ana = await make_user(db_session, Role.USER, "ana@example.ro")
    first = await place(client, promotions_shop, [line(promotions_shop["cake"])], headers=bearer(test_settings, ana))
    assert discounts(first.json()) == [("Prima comandă", "10.00")]
    await db_session.execute(update(Order).where(Order.id == first.json()["id"]).values(status=OrderStatus.REJECTED))
    after_rejection = await place(client, promotions_shop, [line(promotions_shop["cake"])], headers=bearer(test_settings, ana))
    assert discounts(after_rejection.json()) == [("Prima comandă", "10.00")]
    # Once an order stands, it is no longer her first.
    third = await place(client, promotions_shop, [line(promotions_shop["cake"])], headers=bearer(test_settings, ana))
    assert third.json()["discounts"] == []


# ---- a free item of limited stock ------------------------------------------------------------------


async def test_a_free_item_of_limited_stock_takes_it_and_is_never_oversold(client, db_session, promotion, promotions_shop):
    """The free lemonade takes its piece of stock like any line; once none is left, the next
    order is placed without it (never below zero)."""
    juice = promotions_shop["juice"].dimensions[0]
    juice.stock, juice.stock_unlimited = 1, False
    await promotion(
        db_session,
        PromotionType.FREE_ITEM,
        "Limonadă gratuită",
        min_order_value=Decimal("100.00"),
        targets={"dimensionIds": [juice.id]},
    )

    async def stock() -> int:
        return await db_session.scalar(
            select(Dimension.stock).where(Dimension.id == juice.id).execution_options(populate_existing=True)
        )

    first = await place(client, promotions_shop, [line(promotions_shop["cake"])])
    assert first.status_code == 201 and discounts(first.json()) == [("Limonadă gratuită", "10.00")]
    assert await stock() == 0
    second = await place(client, promotions_shop, [line(promotions_shop["cake"])])
    assert second.status_code == 201, second.text
    assert second.json()["discounts"] == [] and second.json()["totalPrice"] == "100.00"
    assert await stock() == 0


# ---- bundles obey the rules of every promotion -----------------------------------------------------


async def bundle(db_session, shop, *, conditions=(), **fields) -> Promotion:
    """Buy a cake (100), get cookies (20) free; yesterday to tomorrow."""
    today = current_clock().today()
    p = Promotion(
        name="Tort + fursecuri",
        type=PromotionType.BUY_X_GET_Y_FREE,
        active=True,
        start_date=today - timedelta(days=1),
        end_date=today + timedelta(days=1),
        conditions=[PromotionCondition(condition_type=t, condition_value=v) for t, v in conditions],
        product_sets=[
            PromotionProductSet(is_free_product=False, product_field_label="Tort", sort_order=0, products=[shop["cake"]]),
            PromotionProductSet(is_free_product=True, product_field_label="Cadou", sort_order=1, products=[shop["cookies"]]),
        ],
        **fields,
    )
    db_session.add(p)
    await db_session.flush()
    return p


def bundle_line(p, shop, quantity=1):
    cake, cookies = shop["cake"], shop["cookies"]
    return {
        "promotionId": p.id,
        "quantity": quantity,
        "productBeans": [
            {"productId": cake.id, "dimensionId": cake.dimensions[0].id},
            {"productId": cookies.id, "dimensionId": cookies.dimensions[0].id},
        ],
    }


async def test_a_bundle_obeys_its_conditions_and_minimum(client, db_session, promotions_shop):
    """A bundle for delivery only, Sunday 03:00-03:30, min 500 RON: a pickup order now is refused on
    the bundle's line, saying why; nothing is saved."""
    now = current_clock().local_now()
    cases = [
        ([(C.DELIVERY_METHOD, "DELIVERY")], {}, "Promoția „Tort + fursecuri” este valabilă doar pentru livrare la domiciliu."),
        ([(C.WEEKDAYS, str(now.isoweekday() % 7 + 1))], {}, "Promoția „Tort + fursecuri” este valabilă doar în zilele: "),
        (
            [(C.HOURS, "00:00-00:00" if now.hour else "23:00-24:00")],
            {},
            "Promoția „Tort + fursecuri” este valabilă doar între orele",
        ),
        (
            [],
            {"min_order_value": Decimal("500.00")},
            "Promoția „Tort + fursecuri” se aplică doar comenzilor de minimum 500.00 RON.",
        ),
    ]
    for conditions, fields, message in cases:
        p = await bundle(db_session, promotions_shop, conditions=conditions, **fields)
        refused = await place(client, promotions_shop, [bundle_line(p, promotions_shop, 3)])
        assert refused.status_code == 422, (conditions, refused.text)
        assert refused.json()["errors"]["items.0.promotionId"].startswith(message), refused.json()
        await db_session.delete(p)
        await db_session.flush()
    assert await db_session.scalar(select(Order.id).limit(1)) is None


async def test_a_bundle_is_counted_and_limited_like_any_promotion(client, db_session, promotions_shop, test_settings):
    """A bundle limited to one use: the first order counts it (usesCount 1, the money it
    gave away recorded: the free cookies x 3), the second is refused; limited per customer, a
    guest is told to sign in."""
    p = await bundle(db_session, promotions_shop, conditions=[(C.MAX_USES, "1")])
    first = await place(client, promotions_shop, [bundle_line(p, promotions_shop, 3)])
    assert first.status_code == 201, first.text
    assert first.json()["subTotalPrice"] == "300.00" and first.json()["discounts"] == []
    await db_session.refresh(p)
    assert p.uses_count == 1
    given = (await db_session.scalars(select(PromotionRedemption.amount).where(PromotionRedemption.promotion_id == p.id))).all()
    assert given == [Decimal("60.00")]
    again = await place(client, promotions_shop, [bundle_line(p, promotions_shop)])
    assert again.status_code == 422
    assert again.json()["errors"] == {"items.0.promotionId": "Promoția „Tort + fursecuri” s-a epuizat."}

    once = await bundle(db_session, promotions_shop, conditions=[(C.MAX_USES_PER_CUSTOMER, "1")])
    guest = await place(client, promotions_shop, [bundle_line(once, promotions_shop)])
    assert guest.status_code == 422
    assert "vă rugăm să vă autentificați" in guest.json()["errors"]["items.0.promotionId"]
    ana = await make_user(db_session, Role.USER, "ana@example.ro")
    mine = await place(client, promotions_shop, [bundle_line(once, promotions_shop)], headers=bearer(test_settings, ana))
    assert mine.status_code == 201
    twice = await place(client, promotions_shop, [bundle_line(once, promotions_shop)], headers=bearer(test_settings, ana))
    assert twice.status_code == 422


async def test_a_bundle_does_not_stack_with_a_coupon_that_is_not_combinable(client, db_session, promotion, promotions_shop):
    """Bundle + DULCE15 once gave 112.00 RON for 225 RON of goods. The bundle in the cart is the
    order's one exclusive promotion: the coupon is not added, and the quote says why."""
    await promotion(db_session, PromotionType.COUPON_CODE, "Dulce 15", coupon_code="DULCE15", discount_percentage=Decimal("15"))
    p = await bundle(db_session, promotions_shop)
    items = [bundle_line(p, promotions_shop, 2)]
    quote = (await client.post(QUOTE, json={"items": items, "deliveryMethodChosen": "PICKUP", "coupon": "DULCE15"})).json()
    assert quote["discount"] == "0.00" and quote["coupon"] is None
    assert quote["couponMessage"] == "Cuponul „DULCE15” nu se cumulează cu promoția „Tort + fursecuri” din coș."
    placed = await place(client, promotions_shop, items, coupon="DULCE15")
    assert placed.status_code == 201
    assert (placed.json()["totalPrice"], placed.json()["discount"], placed.json()["coupon"]) == ("200.00", "0.00", None)

    # Marked combinable by the owner, the coupon is added on top.
    p.combinable = True
    await db_session.flush()
    both = await place(client, promotions_shop, items, coupon="DULCE15")
    assert both.json()["discount"] == "30.00" and both.json()["totalPrice"] == "170.00"


# ---- coupon attempts -------------------------------------------------------------------------------


async def test_coupon_attempts_are_limited_per_client_and_read_the_same(client, db_session, promotion, promotions_shop):
    """120 made-up codes in 1.5 s once all answered 200, telling an unknown code from one used
    up or below its minimum. Every code that cannot be used reads the same, and past the limit the
    client gets 429 with Retry-After."""
    await promotion(
        db_session,
        PromotionType.COUPON_CODE,
        "Mare",
        coupon_code="MARE",
        discount_amount=Decimal("5.00"),
        min_order_value=Decimal("500.00"),
    )
    await promotion(
        db_session,
        PromotionType.COUPON_CODE,
        "Gata",
        coupon_code="GATA",
        discount_amount=Decimal("5.00"),
        conditions=[(C.MAX_USES, "0")],
    )
    body = {"items": [line(promotions_shop["cake"])], "deliveryMethodChosen": "PICKUP"}
    answers = {}
    for code in ("NIMIC", "MARE", "GATA"):
        response = await client.post(QUOTE, json={**body, "coupon": code})
        assert response.status_code == 200
        answers[code] = response.json()["couponMessage"].replace(code, "X")
    assert set(answers.values()) == {CANNOT.format(code="X")}

    limit = Settings().coupon_attempts_per_client
    for n in range(limit - 3):
        assert (await client.post(QUOTE, json={**body, "coupon": f"GHICI{n}"})).status_code == 200
    refused = await client.post(QUOTE, json={**body, "coupon": "INCA1"})
    assert refused.status_code == 429
    assert refused.json()["message"].startswith("Prea multe cereri într-un timp scurt.")
    assert 0 < int(refused.headers["Retry-After"]) <= Settings().abuse_window_seconds
    # An order carrying a code counts too; a cart without a code is not limited.
    assert (await place(client, promotions_shop, [line(promotions_shop["cake"])], coupon="INCA2")).status_code == 429
    assert (await client.post(QUOTE, json=body)).status_code == 200


# ---- personal newsletter codes ---------------------------------------------------------------------


async def test_a_personal_code_works_only_for_its_subscriber_and_dies_with_its_promotion(
    client, db_session, promotion, promotions_shop, test_settings
):
    p = await promotion(db_session, PromotionType.NEWSLETTER_SUBSCRIPTION, "Bun venit", discount_percentage=Decimal("10"))
    db_session.add(NewsletterSubscriber(email="ana@example.ro", consent=True, confirmed_at=current_clock().now()))
    today = current_clock().today()
    db_session.add_all(
        [
            PersonalCoupon(promotion_id=p.id, email="ana@example.ro", code="NL-ANA1", valid_until=today + timedelta(days=5)),
            PersonalCoupon(promotion_id=p.id, email="ana@example.ro", code="NL-ANA2", valid_until=today + timedelta(days=5)),
        ]
    )
    await db_session.flush()
    cake = [line(promotions_shop["cake"])]
    # Another address, as a guest or on an account that is not hers: refused, like any code that cannot be used.
    stranger = {**CONTACT, "email": "altcineva@example.ro"}
    foreign = await place(client, promotions_shop, cake, coupon="NL-ANA1", deliveryDetailsBean=stranger)
    assert foreign.status_code == 422 and foreign.json()["errors"] == {"coupon": CANNOT.format(code="NL-ANA1")}
    ion = await make_user(db_session, Role.USER, "ion@example.ro")
    other_account = await place(
        client, promotions_shop, cake, coupon="NL-ANA1", deliveryDetailsBean=stranger, headers=bearer(test_settings, ion)
    )
    assert other_account.status_code == 422
    # Her account, whatever the delivery e-mail: hers.
    ana = await make_user(db_session, Role.USER, "ana@example.ro")
    hers = await place(
        client, promotions_shop, cake, coupon="NL-ANA1", deliveryDetailsBean=stranger, headers=bearer(test_settings, ana)
    )
    assert hers.status_code == 201 and hers.json()["discount"] == "10.00"

    # The promotion switched off: her other code gives nothing.
    p.active = False
    await db_session.flush()
    dead = await place(client, promotions_shop, cake, coupon="NL-ANA2")
    assert dead.status_code == 422 and dead.json()["errors"] == {"coupon": CANNOT.format(code="NL-ANA2")}
