"""A coupon's or promotion's use counts only for an order someone pays for: an order paid at
pickup when it is placed, an online order when its card is authorized. Online orders nobody paid
(awaiting their card, refused, lapsed) take no use, so they cannot exhaust a "first customers"
code nor spend a customer's once-only code; an authorized one counts like a paid one, and one
authorized after the limit was reached meanwhile keeps the price its customer was shown."""

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from bakery_devtools.testing.orders import bearer, checkout, make_user, product_line
from bakery_devtools.testing.payments import DECLINED_CARD, GOOD_CARD, card_payment_method
from bakery_devtools.testing.plugin import bound_sessionmaker, current_clock
from bakery_shared.events import EventBus
from bakery_shared.models import Order, PersonalCoupon, PromotionConditionType, PromotionType, Role
from user_service.payments.reconciling import Reconciliation

PLACE = "/user-service/place-order"
C = PromotionConditionType
CANNOT = "Cuponul „{code}” nu poate fi folosit pentru această comandă."


@pytest.fixture
async def shop(promotions_shop, business, db_session):
    business.online_card_payment = True
    await db_session.flush()
    return promotions_shop


async def place(client, shop, method="CASH", headers=None, coupon="PRIMII", email="ana@example.ro"):
    contact = {"firstName": "Ana", "lastName": "Pop", "phoneNumber": "0722 123 456", "email": email}
    cake = shop["cake"]
    body = checkout(
        [product_line(cake.id, cake.dimensions[0].id)],
        location_id=shop["location"].id,
        orderPaymentOptions=method,
        coupon=coupon,
        deliveryDetailsBean=contact,
    )
    return await client.post(PLACE, json=body, headers=headers)


async def place_online(client, shop, **kwargs) -> dict:
    response = await place(client, shop, "ONLINE", **kwargs)
    assert response.status_code == 201, response.text
    assert response.json()["status"] == "AWAITING_PAYMENT"
    return response.json()


async def pay(client, settings, placed: dict, card: str = GOOD_CARD):
    return await client.post(
        f"/user-service/orders/{placed['orderNumber']}/card-payment",
        json={"paymentMethod": await card_payment_method(settings, card)},
        headers={"X-Order-Key": placed["followToken"]},
    )


async def lapse_every_hold(db_connection, test_settings, redis_client, mailbox):
    """The reconciliation's round once every hold has lapsed: the unpaid orders are given up."""
    sessionmaker = bound_sessionmaker(db_connection)
    events = EventBus(redis_client, lambda: sessionmaker, current_clock())
    later = current_clock().now() + timedelta(minutes=test_settings.payment_hold_minutes + 1)
    await Reconciliation(sessionmaker, test_settings, current_clock(), events, redis_client).run(later)


async def first_customers(promotion, db_session, limit: str):
    return await promotion(
        db_session,
        PromotionType.COUPON_CODE,
        "Primii clienți",
        coupon_code="PRIMII",
        discount_percentage=Decimal("10"),
        conditions=[(C.MAX_USES, limit)],
    )


async def test_online_orders_never_paid_do_not_use_up_a_limited_coupon(
    client, db_session, db_connection, promotion, shop, test_settings, redis_client, mailbox
):
    await first_customers(promotion, db_session, "2")
    for n in range(2):
        await place_online(client, shop, email=f"nimeni{n}@example.ro")

    paying = await place(client, shop, email="maria@example.ro")

    assert paying.status_code == 201, paying.text
    assert (paying.json()["coupon"], paying.json()["totalPrice"]) == ("PRIMII", "90.00")
    # Both holds lapse: nothing was taken, nothing is given back, the second use is still there.
    await lapse_every_hold(db_connection, test_settings, redis_client, mailbox)
    statuses = await db_session.scalars(
        select(Order.status).where(Order.coupon == "PRIMII").execution_options(populate_existing=True)
    )
    assert sorted(s.value for s in statuses).count("PAYMENT_EXPIRED") == 2
    second = await place(client, shop, email="ioana@example.ro")
    assert second.status_code == 201 and second.json()["totalPrice"] == "90.00"
    third = await place(client, shop, email="elena@example.ro")
    assert third.status_code == 422
    assert third.json()["errors"] == {"coupon": CANNOT.format(code="PRIMII")}


async def test_a_once_per_customer_code_whose_card_was_refused_can_be_used_again(
    client, db_session, promotion, shop, test_settings
):
    await promotion(
        db_session,
        PromotionType.COUPON_CODE,
        "O dată de client",
        coupon_code="PRIMII",
        discount_percentage=Decimal("10"),
        conditions=[(C.MAX_USES_PER_CUSTOMER, "1")],
    )
    ana = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    refused_card = await place_online(client, shop, headers=ana)
    assert (await pay(client, test_settings, refused_card, DECLINED_CARD)).status_code == 402

    again = await place(client, shop, headers=ana)

    assert again.status_code == 201, again.text
    assert (again.json()["coupon"], again.json()["totalPrice"]) == ("PRIMII", "90.00")
    once_more = await place(client, shop, headers=ana)
    assert once_more.status_code == 422
    assert once_more.json()["errors"]["coupon"] == "Ați folosit deja promoția „O dată de client” de numărul maxim de ori."


async def test_an_authorized_online_order_counts_and_the_next_beyond_the_limit_is_refused(
    client, db_session, promotion, shop, test_settings
):
    await first_customers(promotion, db_session, "1")
    placed = await place_online(client, shop)
    paid = await pay(client, test_settings, placed)
    assert paid.status_code == 200 and paid.json()["status"] == "NEW"

    late = await place(client, shop, email="maria@example.ro")

    assert late.status_code == 422
    assert late.json()["errors"] == {"coupon": CANNOT.format(code="PRIMII")}
    # Online too: a limit reached is refused at placing.
    online = await place(client, shop, "ONLINE", email="ioana@example.ro")
    assert online.status_code == 422


async def test_an_order_authorized_after_the_limit_was_reached_keeps_the_price_it_was_shown(
    client, db_session, promotion, shop, test_settings
):
    await first_customers(promotion, db_session, "1")
    waiting = await place_online(client, shop)
    assert waiting["totalPrice"] == "90.00"
    # Meanwhile a customer paying at pickup takes the last use.
    assert (await place(client, shop, email="maria@example.ro")).json()["totalPrice"] == "90.00"

    paid = await pay(client, test_settings, waiting)

    # The card is authorized for the price shown: the order opens at it (one use over the limit).
    assert paid.status_code == 200 and paid.json()["status"] == "NEW"
    assert paid.json()["cardPayment"]["amount"] == "90.00"
    assert (await place(client, shop, email="ioana@example.ro")).status_code == 422


async def test_a_personal_code_counts_once_its_online_order_is_authorized(client, db_session, promotion, shop, test_settings):
    newsletter = await promotion(db_session, PromotionType.NEWSLETTER_SUBSCRIPTION, "Abonați", discount_percentage=Decimal("10"))
    today = current_clock().today()
    db_session.add(
        PersonalCoupon(promotion_id=newsletter.id, email="ana@example.ro", code="ANA-10", valid_until=today + timedelta(days=5))
    )
    await db_session.flush()
    refused_card = await place_online(client, shop, coupon="ANA-10")
    assert (await pay(client, test_settings, refused_card, DECLINED_CARD)).status_code == 402
    paid_online = await place_online(client, shop, coupon="ANA-10")
    assert paid_online["totalPrice"] == "90.00"
    assert (await pay(client, test_settings, paid_online)).status_code == 200

    again = await place(client, shop, coupon="ANA-10")

    assert again.status_code == 422
    assert again.json()["errors"] == {"coupon": CANNOT.format(code="ANA-10")}


async def test_a_first_order_whose_card_was_refused_leaves_the_next_one_first(client, db_session, promotion, shop, test_settings):
    await promotion(
        db_session,
        PromotionType.CART_PERCENTAGE_DISCOUNT,
        "Prima comandă",
        discount_percentage=Decimal("10"),
        conditions=[(C.FIRST_ORDER, "true")],
    )
    ana = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    refused_card = await place_online(client, shop, headers=ana, coupon=None)
    assert refused_card["totalPrice"] == "90.00"
    assert (await pay(client, test_settings, refused_card, DECLINED_CARD)).status_code == 402

    first_paid = await place(client, shop, headers=ana, coupon=None)

    assert first_paid.status_code == 201 and first_paid.json()["totalPrice"] == "90.00"
    second = await place(client, shop, headers=ana, coupon=None)
    assert second.status_code == 201 and second.json()["totalPrice"] == "100.00"
