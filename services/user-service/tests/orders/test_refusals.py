"""Every refusal of place-order: its status, its Romanian message, and nothing saved."""

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import (
    ADDRESS,
    CONTACT,
    checkout,
    in_,
    make_pickup_location,
    moment_in,
    open_around_the_clock,
    product_line,
)
from bakery_shared.last_key import bump_last_key
from bakery_shared.models import (
    Dimension,
    HolidaySchedule,
    MinimumQuantityType,
    Order,
    OutboxEvent,
    Promotion,
    PromotionProductSet,
    PromotionType,
    ScheduleType,
)

PLACE = "/user-service/place-order"


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    category = await make_category(db_session)
    cake = await make_product(db_session, category, "Tort Diplomat", prices=("120.00",))
    cake.dimensions[0].value = "1 kg"
    cake.dimensions[0].stock, cake.dimensions[0].stock_unlimited = 3, False
    await db_session.flush()
    return {"location": location, "cake": cake, "dimension": cake.dimensions[0], "business": business, "category": category}


def cake_order(shop, quantity=1, **overrides):
    return checkout([product_line(shop["cake"].id, shop["dimension"].id, quantity)], location_id=shop["location"].id, **overrides)


async def refused(client, db_session, shop, body, status, message, field=None):
    orders = await db_session.scalar(select(func.count()).select_from(Order))
    events = await db_session.scalar(select(func.count()).select_from(OutboxEvent))
    response = await client.post(PLACE, json=body)
    assert response.status_code == status, response.text
    assert response.json()["message"] == message
    if field is not None:
        assert response.json()["errors"][field] == message
    assert await db_session.scalar(select(func.count()).select_from(Order)) == orders
    assert await db_session.scalar(select(func.count()).select_from(OutboxEvent)) == events
    assert await db_session.scalar(select(Dimension.stock).where(Dimension.id == shop["dimension"].id)) == 3
    return response


async def test_an_empty_cart(client, db_session, shop):
    await refused(
        client,
        db_session,
        shop,
        checkout([], location_id=shop["location"].id),
        422,
        "Coșul este gol. Adăugați cel puțin un produs.",
        "items",
    )


@pytest.mark.parametrize(
    ("flag", "method", "message"),
    [
        ("pickup_enabled", "PICKUP", "Ridicarea personală nu este disponibilă momentan."),
        ("delivery_enabled", "DELIVERY", "Livrarea la domiciliu nu este disponibilă momentan."),
        ("booking_enabled", "RESTAURANT", "Rezervările nu sunt disponibile momentan."),
    ],
)
async def test_a_service_that_is_off(client, db_session, shop, flag, method, message):
    setattr(shop["business"], flag, False)
    await db_session.flush()
    body = cake_order(shop, deliveryMethodChosen=method, deliveryDetailsBean={**CONTACT, **ADDRESS})
    await refused(client, db_session, shop, body, 422, message, "deliveryMethodChosen")


async def test_a_service_switched_off_between_two_orders_refuses_the_second(client, db_session, shop):
    """Each process keeps the setup under the last-key: the staff's save moves the key, so the
    very next order is checked against the new setup, never against the copy."""
    assert (await client.post(PLACE, json=cake_order(shop))).status_code == 201
    shop["business"].pickup_enabled = False
    await db_session.flush()
    await bump_last_key(db_session)  # as admin-service does when it saves the services offered

    response = await client.post(PLACE, json=cake_order(shop))

    assert response.status_code == 422
    assert response.json()["message"] == "Ridicarea personală nu este disponibilă momentan."


async def test_pre_orders_that_are_off(client, db_session, shop):
    shop["cake"].standard_order_type, shop["cake"].pre_order_order_type = False, True
    shop["business"].pre_orders_enabled = False
    await db_session.flush()
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, pickupOrDeliveryMoment=in_(timedelta(days=3))),
        422,
        "Precomenzile nu sunt disponibile momentan.",
        "items",
    )


async def test_a_moment_outside_the_schedule(client, db_session, shop):
    await open_around_the_clock(db_session, closed={ScheduleType.PICKUP})
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, pickupOrDeliveryMoment=in_(timedelta(hours=3))),
        422,
        "Momentul ales este în afara programului. Vă rugăm să alegeți o oră din program.",
        "pickupOrDeliveryMoment",
    )


async def test_a_delivery_follows_the_delivery_schedule(client, db_session, shop):
    await open_around_the_clock(db_session, closed={ScheduleType.DELIVERY})
    body = cake_order(
        shop,
        deliveryMethodChosen="DELIVERY",
        deliveryDetailsBean={**CONTACT, **ADDRESS},
        pickupOrDeliveryMoment=in_(timedelta(hours=3)),
    )
    await refused(
        client,
        db_session,
        shop,
        body,
        422,
        "Momentul ales este în afara programului. Vă rugăm să alegeți o oră din program.",
        "pickupOrDeliveryMoment",
    )


async def test_a_moment_in_a_holiday(client, db_session, shop):
    day = moment_in(timedelta(days=2)).date()
    db_session.add(HolidaySchedule(name="Crăciun", notification_message="Închis", start_date=day, end_date=day))
    await db_session.flush()
    await bump_last_key(db_session)  # as admin-service does when it saves a holiday
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, pickupOrDeliveryMoment=in_(timedelta(days=2))),
        422,
        "În ziua aleasă suntem închiși (Crăciun). Vă rugăm să alegeți altă zi.",
        "pickupOrDeliveryMoment",
    )


async def test_a_moment_sooner_than_the_minimum(client, db_session, shop):
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, pickupOrDeliveryMoment=in_(timedelta(minutes=10))),
        422,
        "Comanda trebuie plasată cu cel puțin 30 minute înainte.",
        "pickupOrDeliveryMoment",
    )


async def test_a_moment_later_than_the_maximum(client, db_session, shop):
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, pickupOrDeliveryMoment=in_(timedelta(days=8))),
        422,
        "Comanda se poate plasa cu cel mult 7 zile înainte.",
        "pickupOrDeliveryMoment",
    )


async def test_a_moment_in_the_past(client, db_session, shop):
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, pickupOrDeliveryMoment=in_(-timedelta(hours=1))),
        422,
        "Momentul ales a trecut deja.",
        "pickupOrDeliveryMoment",
    )


async def test_as_soon_as_possible_where_it_is_off(client, db_session, shop):
    shop["business"].pickup_as_soon_as_possible_enabled = False
    await db_session.flush()
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop),
        422,
        "Comanda „cât mai repede” nu este disponibilă pentru această opțiune. Vă rugăm să alegeți data și ora.",
        "pickupOrDeliveryMoment",
    )


async def test_as_soon_as_possible_while_closed(client, db_session, shop):
    await open_around_the_clock(db_session, closed={ScheduleType.PICKUP})
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop),
        422,
        "Acum suntem închiși. Vă rugăm să alegeți o dată și o oră din program.",
        "pickupOrDeliveryMoment",
    )


async def test_a_booking_follows_the_shop_schedule_and_its_own_rules(client, db_session, shop):
    # The demo bakery refuses "as soon as possible" for bookings.
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, deliveryMethodChosen="RESTAURANT"),
        422,
        "Comanda „cât mai repede” nu este disponibilă pentru această opțiune. Vă rugăm să alegeți data și ora.",
        "pickupOrDeliveryMoment",
    )
    await open_around_the_clock(db_session, closed={ScheduleType.REGULAR})
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, deliveryMethodChosen="RESTAURANT", pickupOrDeliveryMoment=in_(timedelta(hours=3))),
        422,
        "Momentul ales este în afara programului. Vă rugăm să alegeți o oră din program.",
    )


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"available": False}, "Produsul „Tort Diplomat” nu este disponibil momentan."),
        ({"out_of_stock": True}, "Produsul „Tort Diplomat” nu este disponibil momentan."),
    ],
)
async def test_an_unavailable_product(client, db_session, shop, change, message):
    for name, value in change.items():
        setattr(shop["cake"], name, value)
    await db_session.flush()
    await refused(client, db_session, shop, cake_order(shop), 422, message, "items.0")


async def test_an_unavailable_dimension(client, db_session, shop):
    shop["dimension"].availability = False
    await db_session.flush()
    await refused(client, db_session, shop, cake_order(shop), 422, "„Tort Diplomat 1 kg” nu este disponibil momentan.", "items.0")


async def test_a_dimension_of_another_product(client, db_session, shop):
    other = await make_product(db_session, shop["category"], "Ecler", prices=("8.00",))
    body = checkout([product_line(shop["cake"].id, other.dimensions[0].id)], location_id=shop["location"].id)
    await refused(client, db_session, shop, body, 422, "Dimensiunea aleasă nu există pentru acest produs.", "items.0")


async def test_too_little_stock(client, db_session, shop):
    await refused(
        client, db_session, shop, cake_order(shop, 4), 409, "Stoc insuficient pentru „Tort Diplomat 1 kg”: mai sunt 3 bucăți."
    )


async def test_too_little_stock_over_two_lines_of_one_dimension(client, db_session, shop):
    line = product_line(shop["cake"].id, shop["dimension"].id, 2)
    body = checkout([line, line], location_id=shop["location"].id)
    await refused(client, db_session, shop, body, 409, "Stoc insuficient pentru „Tort Diplomat 1 kg”: mai sunt 3 bucăți.")


async def test_a_quantity_below_the_minimum_count(client, db_session, shop):
    shop["dimension"].minimum_quantity_type = MinimumQuantityType.NUMAR_BUCATI
    shop["dimension"].minimum_quantity_number = 2
    await db_session.flush()
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, 1),
        422,
        "Pentru „Tort Diplomat 1 kg” se pot comanda minimum 2 bucăți.",
        "items.0.quantity",
    )


async def test_an_unknown_extra(client, db_session, shop):
    body = checkout(
        [product_line(shop["cake"].id, shop["dimension"].id, extraIngredients=["Aur"])], location_id=shop["location"].id
    )
    await refused(
        client,
        db_session,
        shop,
        body,
        422,
        "Ingredientul „Aur” nu există pentru produsul „Tort Diplomat”.",
        "items.0.extraIngredients",
    )


async def test_delivery_below_the_minimum_order(client, db_session, shop):
    shop["dimension"].price = Decimal("40.00")
    await db_session.flush()
    body = cake_order(shop, deliveryMethodChosen="DELIVERY", deliveryDetailsBean={**CONTACT, **ADDRESS})
    await refused(client, db_session, shop, body, 422, "Comanda minimă pentru livrare este de 50.00 RON (fără taxa de livrare).")


async def test_delivery_without_an_address(client, db_session, shop):
    body = cake_order(shop, deliveryMethodChosen="DELIVERY", deliveryDetailsBean={**CONTACT, "streetAddress": " "})
    response = await refused(client, db_session, shop, body, 422, "Strada este obligatorie.")
    assert response.json()["errors"] == {
        "deliveryDetailsBean.streetAddress": "Strada este obligatorie.",
        "deliveryDetailsBean.streetNumberAddress": "Numărul străzii este obligatoriu.",
        "deliveryDetailsBean.city": "Localitatea este obligatorie.",
    }


async def test_missing_contact_data(client, db_session, shop):
    body = cake_order(shop, deliveryDetailsBean={"firstName": "", "lastName": None, "phoneNumber": "123", "email": "nu-e-mail"})
    response = await refused(client, db_session, shop, body, 422, "Datele trimise nu sunt valide.")
    assert response.json()["errors"] == {
        "deliveryDetailsBean.firstName": "Prenumele este obligatoriu.",
        "deliveryDetailsBean.lastName": "Numele este obligatoriu.",
        "deliveryDetailsBean.phoneNumber": "Numărul de telefon nu este valid. Exemplu: 0722 123 456.",
        "deliveryDetailsBean.email": "Adresa de email nu este valida.",
    }


async def test_a_pickup_without_a_pickup_point(client, db_session, shop):
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, pickupLocationId=None),
        422,
        "Vă rugăm să alegeți punctul de ridicare.",
        "pickupLocationId",
    )
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, pickupLocationId=999999),
        422,
        "Punctul de ridicare ales nu există.",
        "pickupLocationId",
    )


@pytest.mark.parametrize(
    ("flag", "method", "message"),
    [
        ("cash_payment", "CASH", "Plata în numerar nu este disponibilă."),
        ("card_payment", "CARD", "Plata cu cardul nu este disponibilă."),
        ("cash_and_card_payment", "CASH_CARD", "Plata combinată (numerar și card) nu este disponibilă."),
    ],
)
async def test_a_payment_method_that_is_off(client, db_session, shop, flag, method, message):
    setattr(shop["business"], flag, False)
    await db_session.flush()
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, orderPaymentOptions=method, cashAmount="60", cardAmount="65"),
        422,
        message,
        "orderPaymentOptions",
    )


async def test_a_split_payment_that_does_not_add_up(client, db_session, shop):
    await refused(
        client,
        db_session,
        shop,
        cake_order(shop, orderPaymentOptions="CASH_CARD", cashAmount="60", cardAmount="50"),
        422,
        "Suma plătită în numerar și cea plătită cu cardul trebuie să dea împreună totalul comenzii (120.00 RON).",
        "cashAmount",
    )


def dated(fields, clock):
    """Date fields given as days from the business day (the test's clock, not the machine's date:
    parameters are built at import time, long before the clock is set)."""
    return {k: clock.today() + timedelta(days=v) if k.endswith("_date") else v for k, v in fields.items()}


async def promotion(db_session, shop, **fields) -> Promotion:
    values = {"name": "Pachet", "type": PromotionType.COMBO, "active": True, "discount_percentage": Decimal("10"), **fields}
    row = Promotion(**values, product_sets=[PromotionProductSet(sort_order=0, products=[shop["cake"]])])
    db_session.add(row)
    await db_session.flush()
    return row


@pytest.mark.parametrize(
    "fields",
    [
        {"active": False},
        {"end_date": -1},  # days from the business day: it ended yesterday
        {"start_date": 2},  # it starts the day after tomorrow
    ],
)
async def test_a_promotion_not_due(client, db_session, shop, fields, clock):
    row = await promotion(db_session, shop, **dated(fields, clock))
    line = {
        "promotionId": row.id,
        "quantity": 1,
        "productBeans": [{"productId": shop["cake"].id, "dimensionId": shop["dimension"].id}],
    }
    await refused(
        client,
        db_session,
        shop,
        checkout([line], location_id=shop["location"].id),
        422,
        "Promoția „Pachet” nu este valabilă acum.",
        "items.0.promotionId",
    )


async def test_a_promotion_choice_it_does_not_offer(client, db_session, shop):
    row = await promotion(db_session, shop)
    other = await make_product(db_session, shop["category"], "Ecler", prices=("8.00",))
    line = {
        "promotionId": row.id,
        "quantity": 1,
        "productBeans": [{"productId": other.id, "dimensionId": other.dimensions[0].id}],
    }
    await refused(
        client,
        db_session,
        shop,
        checkout([line], location_id=shop["location"].id),
        422,
        "Produsul ales nu face parte din promoția „Pachet”.",
        "items.0.productBeans.0",
    )


@pytest.mark.parametrize(
    ("fields", "code", "message"),
    [
        # One answer for every code that cannot be used now: trying codes tells nothing.
        ({"active": False}, "DULCE", "Cuponul „DULCE” nu poate fi folosit pentru această comandă."),
        ({"end_date": -1}, "DULCE", "Cuponul „DULCE” nu poate fi folosit pentru această comandă."),
        ({"min_order_value": Decimal("200.00")}, "DULCE", "Cuponul „DULCE” nu poate fi folosit pentru această comandă."),
        ({}, "ALTUL", "Cuponul „ALTUL” nu poate fi folosit pentru această comandă."),
    ],
)
async def test_a_coupon_not_due(client, db_session, shop, fields, code, message, clock):
    values = {
        "name": "Cupon",
        "type": PromotionType.COUPON_CODE,
        "active": True,
        "coupon_code": "DULCE",
        "discount_percentage": Decimal("10"),
        **dated(fields, clock),
    }
    db_session.add(Promotion(**values))
    await db_session.flush()
    await refused(client, db_session, shop, cake_order(shop, coupon=code), 422, message, "coupon")


async def test_a_line_that_is_neither_a_product_nor_a_promotion(client, db_session, shop):
    await refused(
        client,
        db_session,
        shop,
        checkout([{"quantity": 1}], location_id=shop["location"].id),
        422,
        "Fiecare linie trebuie să fie un produs (cu dimensiune) sau o promoție.",
        "items.0",
    )


async def test_a_quantity_below_one(client, db_session, shop):
    response = await client.post(PLACE, json=cake_order(shop, 0))
    assert response.status_code == 422
    assert "items.0.quantity" in response.json()["errors"]
