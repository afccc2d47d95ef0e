"""Placing an order: the server's prices for every kind of line, and the answer and mails."""

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import (
    ADDRESS,
    CONTACT,
    bearer,
    checkout,
    in_,
    make_pickup_location,
    make_user,
    open_around_the_clock,
    product_line,
)
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import (
    CategoryExtraIngredient,
    Dimension,
    NewsletterSubscriber,
    Order,
    OrderStatus,
    Promotion,
    PromotionProductSet,
    PromotionType,
    Role,
)

PLACE = "/user-service/place-order"


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    category = await make_category(db_session, preferred_message=True)
    category.extra_ingredients = [
        CategoryExtraIngredient(name="Fructe de pădure", price=Decimal("12.00"), sort_order=0),
        CategoryExtraIngredient(name="Nuci", price=Decimal("3.50"), sort_order=1),
    ]
    cake = await make_product(db_session, category, "Tort Diplomat", prices=("120.00",))
    cake.dimensions[0].value = "1 kg"
    cake.dimensions[0].box_needed = True
    cake.dimensions[0].box_price = Decimal("5.00")
    cookies = await make_product(db_session, category, "Fursecuri", prices=("30.00", "45.00"))
    await db_session.flush()
    return {"location": location, "cake": cake, "cookies": cookies, "category": category, "business": business}


async def order_count(db_session) -> int:
    return await db_session.scalar(select(func.count()).select_from(Order))


async def test_a_product_line_is_priced_by_the_server_with_box_and_extras(client, db_session, shop, mailbox):
    cake = shop["cake"]
    line = product_line(
        cake.id,
        cake.dimensions[0].id,
        2,
        extraIngredients=["Fructe de pădure", {"name": "Nuci"}],
        preferredMessage="La mulți ani, Ana!",
        price="1.00",
        totalPrice="2.00",
    )
    response = await client.post(PLACE, json=checkout([line], location_id=shop["location"].id))

    assert response.status_code == 201, response.text
    body = response.json()
    # (120 + 12 + 3.50) x 2 = 271.00; boxes 5 x 2 = 10.00
    assert body["subTotalPrice"] == "271.00"
    assert body["totalPackageCost"] == "10.00"
    assert body["deliveryFee"] == "0.00"
    assert body["discount"] == "0.00"
    assert body["totalPrice"] == "281.00"
    assert body["status"] == "NEW"
    assert body["followUrl"] == f"/comanda/{body['orderNumber']}?cheie={body['followToken']}"

    detail = (await client.get(f"/user-service/order-status/{body['orderNumber']}", params={"cheie": body["followToken"]})).json()
    assert detail["productInformationList"] == [
        {
            "productId": cake.id,
            "name": "Tort Diplomat",
            "dimensionOrders": [{"quantity": 2, "value": "1 kg", "price": "120.00", "boxPrice": "5.00"}],
            "extraIngredientsBeanList": [{"name": "Fructe de pădure", "price": "12.00"}, {"name": "Nuci", "price": "3.50"}],
            "preferredMessage": "La mulți ani, Ana!",
        }
    ]
    assert detail["pickupLocationBean"]["name"] == "Cofetăria din centru"
    assert detail["statusHistory"][0]["fromStatus"] is None and detail["statusHistory"][0]["toStatus"] == "NEW"


async def test_delivery_adds_the_fee_and_keeps_the_address(client, db_session, shop):
    cookies = shop["cookies"]
    body = checkout(
        [product_line(cookies.id, cookies.dimensions[1].id, 2)],
        deliveryMethodChosen="DELIVERY",
        deliveryDetailsBean={**CONTACT, **ADDRESS},
        orderPaymentOptions="CARD",
    )
    response = await client.post(PLACE, json=body)

    assert response.status_code == 201, response.text
    assert response.json()["subTotalPrice"] == "90.00"
    assert response.json()["deliveryFee"] == "15.00"
    assert response.json()["totalPrice"] == "105.00"
    order = await db_session.scalar(select(Order).where(Order.order_number == response.json()["orderNumber"]))
    detail = (
        await client.get(f"/user-service/order-status/{order.order_number}", params={"cheie": response.json()["followToken"]})
    ).json()
    assert detail["deliveryDetailsBean"]["streetAddress"] == "Str. Mare"
    assert detail["deliveryDetailsBean"]["deliveryFee"] == "15.00"
    assert detail["pickupLocationBean"] is None
    assert detail["orderPaymentOptions"] == "CARD"


async def test_cash_and_card_must_add_up_to_the_total(client, shop):
    cookies = shop["cookies"]
    items = [product_line(cookies.id, cookies.dimensions[0].id, 3)]  # 90.00
    ok = await client.post(
        PLACE,
        json=checkout(items, location_id=shop["location"].id, orderPaymentOptions="CASH_CARD", cashAmount="20.00", cardAmount=70),
    )
    assert ok.status_code == 201, ok.text
    wrong = await client.post(
        PLACE,
        json=checkout(
            items, location_id=shop["location"].id, orderPaymentOptions="CASH_CARD", cashAmount="20.00", cardAmount="60.00"
        ),
    )
    assert wrong.status_code == 422
    assert (
        wrong.json()["message"]
        == "Suma plătită în numerar și cea plătită cu cardul trebuie să dea împreună totalul comenzii (90.00 RON)."
    )


async def bundle(db_session, shop, kind: PromotionType, **fields) -> Promotion:
    cake, cookies = shop["cake"], shop["cookies"]
    promotion = Promotion(
        name="Pachet dulce",
        type=kind,
        active=True,
        start_date=current_clock().today() - timedelta(days=1),
        end_date=current_clock().today() + timedelta(days=5),
        **fields,
        product_sets=[
            PromotionProductSet(
                is_free_product=False, product_field_label="Alege un tort", sort_order=0, products=[cake, cookies]
            ),
            PromotionProductSet(
                is_free_product=kind == PromotionType.BUY_X_GET_Y_FREE,
                product_field_label="Alege un desert",
                sort_order=1,
                products=[cookies],
            ),
        ],
    )
    db_session.add(promotion)
    await db_session.flush()
    return promotion


async def test_buy_x_get_y_free_charges_only_the_paid_product(client, db_session, shop):
    promotion = await bundle(db_session, shop, PromotionType.BUY_X_GET_Y_FREE)
    cake, cookies = shop["cake"], shop["cookies"]
    line = {
        "promotionId": promotion.id,
        "quantity": 2,
        "promotionTotal": "0.01",
        "productBeans": [
            {"productId": cake.id, "dimensionId": cake.dimensions[0].id},
            {"productId": cookies.id, "dimensionId": cookies.dimensions[1].id},
        ],
    }
    response = await client.post(PLACE, json=checkout([line], location_id=shop["location"].id))

    assert response.status_code == 201, response.text
    assert response.json()["subTotalPrice"] == "240.00"  # 120 x 2, the cookies free
    assert response.json()["totalPackageCost"] == "10.00"  # the cake's box x 2
    detail = (
        await client.get(
            f"/user-service/order-status/{response.json()['orderNumber']}", params={"cheie": response.json()["followToken"]}
        )
    ).json()
    beans = detail["orderPromotionDetails"][0]["productBeans"]
    assert [b["isFreeProduct"] for b in beans] == [False, True]
    assert detail["orderPromotionDetails"][0]["promotionTotal"] == "240.00"


async def test_a_free_product_may_not_cost_more_than_the_paid_one(client, db_session, shop):
    promotion = await bundle(db_session, shop, PromotionType.BUY_X_GET_Y_FREE)
    cookies = shop["cookies"]
    line = {
        "promotionId": promotion.id,
        "quantity": 1,
        "productBeans": [
            {"productId": cookies.id, "dimensionId": cookies.dimensions[0].id},
            {"productId": cookies.id, "dimensionId": cookies.dimensions[1].id},
        ],
    }
    response = await client.post(PLACE, json=checkout([line], location_id=shop["location"].id))
    assert response.status_code == 422
    assert (
        response.json()["message"]
        == "Produsul gratuit din promoția „Pachet dulce” trebuie să coste cel mult cât cel mai ieftin produs plătit."
    )
    assert await order_count(db_session) == 0


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"discount_percentage": Decimal("10")}, "148.50"),  # (120 + 45) - 10 %
        ({"discount_amount": Decimal("25.00")}, "140.00"),
    ],
)
async def test_a_combo_takes_its_discount_off_the_set(client, db_session, shop, fields, expected):
    promotion = await bundle(db_session, shop, PromotionType.COMBO, **fields)
    cake, cookies = shop["cake"], shop["cookies"]
    line = {
        "promotionId": promotion.id,
        "quantity": 1,
        "productBeans": [
            {"productId": cake.id, "dimensionId": cake.dimensions[0].id},
            {"productId": cookies.id, "dimensionId": cookies.dimensions[1].id},
        ],
    }
    response = await client.post(PLACE, json=checkout([line], location_id=shop["location"].id))
    assert response.status_code == 201, response.text
    assert response.json()["subTotalPrice"] == expected


async def coupon(db_session, code="DULCE10", kind=PromotionType.COUPON_CODE, **fields) -> Promotion:
    promotion = Promotion(
        name=f"Cupon {code}",
        type=kind,
        active=True,
        coupon_code=code,
        start_date=current_clock().today() - timedelta(days=1),
        end_date=current_clock().today() + timedelta(days=1),
        **fields,
    )
    db_session.add(promotion)
    await db_session.flush()
    return promotion


async def test_a_coupon_gives_its_percentage(client, db_session, shop):
    await coupon(db_session, discount_percentage=Decimal("10"), min_order_value=Decimal("100.00"))
    cake = shop["cake"]
    response = await client.post(
        PLACE, json=checkout([product_line(cake.id, cake.dimensions[0].id, 1)], location_id=shop["location"].id, coupon="dulce10")
    )
    assert response.status_code == 201, response.text
    body = response.json()
    assert (body["subTotalPrice"], body["discount"], body["totalPackageCost"], body["totalPrice"]) == (
        "120.00",
        "12.00",
        "5.00",
        "113.00",
    )
    detail = (await client.get(f"/user-service/order-status/{body['orderNumber']}", params={"cheie": body["followToken"]})).json()
    assert detail["coupon"] == "DULCE10"
    assert detail["updatedPriceAfterCoupon"] == "108.00"


async def test_a_coupon_gives_its_amount_rounded_half_up(client, db_session, shop):
    await coupon(db_session, "FIX", discount_amount=Decimal("7.50"))
    cookies = shop["cookies"]
    response = await client.post(
        PLACE,
        json=checkout([product_line(cookies.id, cookies.dimensions[0].id, 1)], location_id=shop["location"].id, coupon="FIX"),
    )
    assert response.json()["discount"] == "7.50"
    assert response.json()["totalPrice"] == "22.50"


async def test_a_newsletter_coupon_is_for_subscribers_only(client, db_session, shop):
    await coupon(db_session, "NEWS15", kind=PromotionType.NEWSLETTER_SUBSCRIPTION, discount_percentage=Decimal("15"))
    cookies = shop["cookies"]
    items = [product_line(cookies.id, cookies.dimensions[0].id, 1)]
    refused = await client.post(PLACE, json=checkout(items, location_id=shop["location"].id, coupon="NEWS15"))
    assert refused.status_code == 422
    assert refused.json()["errors"] == {"coupon": "Cuponul „NEWS15” este valabil doar pentru abonații la newsletter."}

    # Double opt-in: an address that has not confirmed yet is not a subscriber.
    subscriber = NewsletterSubscriber(email="ana@example.ro", consent=True)
    db_session.add(subscriber)
    await db_session.flush()
    waiting = await client.post(PLACE, json=checkout(items, location_id=shop["location"].id, coupon="NEWS15"))
    assert waiting.status_code == 422
    subscriber.confirmed_at = current_clock().now()
    await db_session.flush()
    accepted = await client.post(PLACE, json=checkout(items, location_id=shop["location"].id, coupon="NEWS15"))
    assert accepted.status_code == 201
    assert accepted.json()["discount"] == "4.50"


async def test_a_later_moment_or_a_pre_order_is_scheduled(client, db_session, shop):
    cookies = shop["cookies"]
    later = await client.post(
        PLACE,
        json=checkout(
            [product_line(cookies.id, cookies.dimensions[0].id)],
            location_id=shop["location"].id,
            pickupOrDeliveryMoment=in_(timedelta(hours=3)),
        ),
    )
    assert later.status_code == 201, later.text
    assert later.json()["status"] == "SCHEDULED"

    cake = shop["cake"]
    cake.standard_order_type, cake.pre_order_order_type = False, True
    await db_session.flush()
    pre_order = await client.post(
        PLACE,
        json=checkout(
            [product_line(cake.id, cake.dimensions[0].id)],
            location_id=shop["location"].id,
            pickupOrDeliveryMoment=in_(timedelta(days=3)),
        ),
    )
    assert pre_order.status_code == 201, pre_order.text
    assert pre_order.json()["status"] == "SCHEDULED"


async def test_limited_stock_is_taken_and_unlimited_stock_never_moves(client, db_session, shop):
    cookies = shop["cookies"]
    limited, unlimited = cookies.dimensions
    limited.stock, limited.stock_unlimited = 5, False
    await db_session.flush()
    response = await client.post(
        PLACE,
        json=checkout(
            [product_line(cookies.id, limited.id, 2), product_line(cookies.id, unlimited.id, 4)], location_id=shop["location"].id
        ),
    )
    assert response.status_code == 201, response.text
    stocks = dict(
        (await db_session.execute(select(Dimension.id, Dimension.stock).where(Dimension.product_id == cookies.id))).all()
    )
    assert stocks == {limited.id: 3, unlimited.id: 9999}


async def test_a_signed_in_customer_gets_the_order_on_the_account(client, db_session, shop, test_settings):
    user = await make_user(db_session, Role.USER, "client@example.ro")
    cookies = shop["cookies"]
    response = await client.post(
        PLACE,
        headers=bearer(test_settings, user),
        json=checkout([product_line(cookies.id, cookies.dimensions[0].id)], location_id=shop["location"].id),
    )
    assert response.status_code == 201
    assert response.json()["followToken"]
    order = await db_session.scalar(select(Order).where(Order.id == response.json()["id"]))
    assert order.user_id == user.id
    assert order.status == OrderStatus.NEW


async def test_the_receipt_carries_the_follow_link_and_the_business_hears_of_an_unwatched_order(client, shop, mailbox):
    cake = shop["cake"]
    response = await client.post(
        PLACE,
        json=checkout(
            [product_line(cake.id, cake.dimensions[0].id, 1, extraIngredients=["Nuci"])], location_id=shop["location"].id
        ),
    )
    body = response.json()
    [receipt] = mailbox.messages(to="ana@example.ro")
    text = mailbox.text_of(receipt)
    assert f"http://shop.test/comanda/{body['orderNumber']}?cheie={body['followToken']}" in text
    assert "Tort Diplomat" in text and "Nuci" in text and "128,50 RON" in text
    assert "Cofetăria din centru" in text
    assert f"http://shop.test/comanda/{body['orderNumber']}?cheie={body['followToken']}" in mailbox.html_of(receipt)
    [alert] = mailbox.messages(to="contact@cofetarie-demo.ro")
    assert alert["Subject"].startswith("Comandă nouă fără niciun panou deschis")


async def test_no_mail_to_the_business_while_a_panel_is_open(client, shop, mailbox, redis_client):
    from user_service.realtime.presence import publish_presence

    await publish_presence(redis_client, "replica-a", 1)
    cookies = shop["cookies"]
    await client.post(PLACE, json=checkout([product_line(cookies.id, cookies.dimensions[0].id)], location_id=shop["location"].id))
    assert mailbox.messages(to="contact@cofetarie-demo.ro") == []
    assert len(mailbox.messages(to="ana@example.ro")) == 1


async def test_the_new_order_event_goes_to_the_outbox_with_its_audience(client, db_session, shop):
    from bakery_shared.models import OutboxEvent
    from user_service.orders.notifications import token_hash

    cookies = shop["cookies"]
    body = (
        await client.post(
            PLACE, json=checkout([product_line(cookies.id, cookies.dimensions[0].id)], location_id=shop["location"].id)
        )
    ).json()
    event = await db_session.scalar(select(OutboxEvent).order_by(OutboxEvent.id.desc()))
    assert event.payload["orderNumber"] == body["orderNumber"]
    assert event.payload["totalPrice"] == "30.00"
    assert event.payload["_audience"] == {"userId": None, "orderAccess": token_hash(body["followToken"])}
    assert event.published_at is not None


async def test_a_wrong_follow_key_finds_nothing(client, shop):
    cookies = shop["cookies"]
    body = (
        await client.post(
            PLACE, json=checkout([product_line(cookies.id, cookies.dimensions[0].id)], location_id=shop["location"].id)
        )
    ).json()
    for params in ({"cheie": "gresit"}, {}):
        response = await client.get(f"/user-service/order-status/{body['orderNumber']}", params=params)
        assert response.status_code == 404
        assert response.json()["message"] == "Comanda nu a fost găsită."


async def test_the_follow_key_may_come_in_a_header_so_no_address_holds_it(client, shop):
    """The shop's pages send the follow link's secret as X-Order-Key (no log or proxy records a
    header); the ?cheie= of older links still works."""
    cookies = shop["cookies"]
    body = (
        await client.post(
            PLACE, json=checkout([product_line(cookies.id, cookies.dimensions[0].id)], location_id=shop["location"].id)
        )
    ).json()
    path = f"/user-service/order-status/{body['orderNumber']}"
    by_header = await client.get(path, headers={"X-Order-Key": body["followToken"]})
    assert by_header.status_code == 200, by_header.text
    assert by_header.json()["orderNumber"] == body["orderNumber"]
    assert (await client.get(path, params={"cheie": body["followToken"]})).json() == by_header.json()
    wrong = await client.get(path, headers={"X-Order-Key": "gresit"})
    assert wrong.status_code == 404
    assert wrong.json()["message"] == "Comanda nu a fost găsită."
