"""Promotions in the admin: who may create, list and switch them off; the rules of
every kind, each refusal a Romanian message that saves nothing; edits, the list's status, uses and
money given away."""

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from bakery_devtools.testing.menu import image_bytes, make_category, make_product
from bakery_devtools.testing.orders import checkout, make_pickup_location, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import Order, OrderStatus, Promotion, Role

CREATE = "/admin-service/admin/promotions/create-promotion"
LIST = "/admin-service/admin/promotions"


@pytest.fixture
async def admin(make_user, token_for):
    user = await make_user(Role.ADMIN, "sefa@cofetarie.ro")
    return {"Authorization": f"Bearer {token_for(user)}"}


@pytest.fixture
async def menu(db_session):
    category = await make_category(db_session, "Torturi promo")
    cake = await make_product(db_session, category, "Tort Promo", prices=("120.00",))
    cookies = await make_product(db_session, category, "Fursecuri Promo", prices=("30.00",))
    return {"category": category, "cake": cake, "cookies": cookies}


def today():
    return current_clock().today()


def combo(menu, **changes):
    return {
        "name": "Tort + fursecuri",
        "type": "BUY_X_GET_Y_FREE",
        "active": True,
        "startDate": today().isoformat(),
        "endDate": (today() + timedelta(days=10)).isoformat(),
        "promotionProductBeans": [
            {"isFreeProduct": False, "productFieldLabel": "Alege un tort", "product": [{"id": menu["cake"].id}]},
            {"isFreeProduct": True, "productFieldLabel": "Gratuit", "product": [{"id": menu["cookies"].id}]},
        ],
        **changes,
    }


def coupon(**changes):
    return {
        "name": "Cupon de toamnă",
        "type": "COUPON_CODE",
        "active": True,
        "discountPercentage": 10,
        "discountAmount": None,
        "minOrderValue": 0,
        "couponCode": "TOAMNA10",
        "validityInDays": 30,
        "conditions": [],
        **changes,
    }


async def promotion_count(db_session) -> int:
    return await db_session.scalar(select(func.count()).select_from(Promotion))


@pytest.mark.parametrize("role", [None, Role.USER, Role.MANAGER])
async def test_only_admins_create_list_and_switch_off_promotions(client, db_session, make_user, token_for, role, menu):
    headers = {}
    if role is not None:
        headers = {"Authorization": f"Bearer {token_for(await make_user(role, f'{role.value.lower()}@example.ro'))}"}
    expected = 401 if role is None else 403
    before = await promotion_count(db_session)

    assert (await client.post(CREATE, json=combo(menu), headers=headers)).status_code == expected
    assert (await client.get(LIST, headers=headers)).status_code == expected
    assert (await client.post("/admin-service/admin/promotions/deactivate/1", headers=headers)).status_code == expected
    upload = await client.post(
        "/admin-service/admin/promotions/add-promotion-image",
        files={"image": ("promo.png", image_bytes("PNG"), "image/png")},
        headers=headers,
    )
    assert upload.status_code == expected
    assert await promotion_count(db_session) == before


async def test_an_admin_creates_a_combo_then_saves_it_and_sees_it_listed(client, db_session, admin, menu):
    created = await client.post(CREATE, json=combo(menu), headers=admin)
    assert created.status_code == 200, created.text
    assert created.json()["message"] == "Promotia a fost creata cu succes!"
    promotion_id = created.json()["id"]

    saved = await client.post(CREATE, json=combo(menu, id=promotion_id, name="Tort + fursecuri gratis"), headers=admin)
    assert saved.json() == {"id": promotion_id, "message": "Promotia a fost salvata cu succes!"}

    listed = (await client.get(LIST, headers=admin)).json()
    mine = next(p for p in listed if p["id"] == promotion_id)
    assert mine["name"] == "Tort + fursecuri gratis"
    assert mine["status"] == "ACTIVE"
    assert mine["validityInDays"] == 10  # computed from the dates
    assert mine["usesCount"] == 0 and mine["moneyGivenAway"] == "0.00"
    assert [s["productFieldLabel"] for s in mine["promotionProductBeans"]] == ["Alege un tort", "Gratuit"]
    assert mine["promotionProductBeans"][1]["isFreeProduct"] is True


async def test_a_combo_needs_name_and_dates_in_order(client, db_session, admin, menu):
    before = await promotion_count(db_session)
    missing = await client.post(CREATE, json=combo(menu, name="", startDate=None, endDate=None), headers=admin)
    assert missing.status_code == 422
    assert missing.json()["errors"] == {
        "name": "Numele promoției este obligatoriu.",
        "startDate": "Data de început este obligatorie.",
        "endDate": "Data de sfârșit este obligatorie.",
    }
    backwards = await client.post(
        CREATE,
        json=combo(menu, startDate=today().isoformat(), endDate=(today() - timedelta(days=1)).isoformat()),
        headers=admin,
    )
    assert backwards.status_code == 422
    assert backwards.json()["errors"]["endDate"] == "Data de sfârșit trebuie să fie după data de început."
    assert await promotion_count(db_session) == before


async def test_newsletter_and_coupon_forms_keep_percent_and_validity_in_range(client, db_session, admin):
    before = await promotion_count(db_session)
    too_much = await client.post(CREATE, json=coupon(discountPercentage=101), headers=admin)
    assert too_much.status_code == 422
    assert too_much.json()["errors"]["discountPercentage"] == "Procentul de reducere trebuie să fie între 0 și 100."
    negative = await client.post(
        CREATE, json=coupon(type="NEWSLETTER_SUBSCRIPTION", couponCode=None, validityInDays=-1), headers=admin
    )
    assert negative.status_code == 422
    assert negative.json()["errors"]["validityInDays"] == "Numărul de zile de valabilitate trebuie să fie cel puțin 0."
    assert await promotion_count(db_session) == before

    # The spec's shape: minOrderValue 0 and a null discountAmount.
    accepted = await client.post(CREATE, json=coupon(), headers=admin)
    assert accepted.status_code == 200, accepted.text
    taken = await client.post(CREATE, json=coupon(name="Alt cupon", couponCode="toamna10"), headers=admin)
    assert taken.status_code == 422
    assert taken.json()["errors"]["couponCode"] == "Codul „toamna10” este folosit deja de altă promoție."


async def test_every_kind_says_what_it_still_needs(client, db_session, admin, menu):
    cases = [
        (
            {"type": "PRODUCT_DISCOUNT", "discountPercentage": 20},
            "productIds",
            "Alegeți cel puțin o categorie, un produs sau o dimensiune.",
        ),
        (
            {"type": "PRODUCT_DISCOUNT", "productIds": [menu["cake"].id]},
            "discountPercentage",
            "Introduceți procentul de reducere (între 1 și 100).",
        ),
        ({"type": "CART_FIXED_DISCOUNT"}, "discountAmount", "Introduceți suma reducerii (mai mare decât 0)."),
        ({"type": "BUY_ONE_GET_ONE"}, "productIds", "Alegeți cel puțin o categorie, un produs sau o dimensiune."),
        ({"type": "FREE_ITEM", "minOrderValue": 100}, "dimensionIds", "Alegeți produsul (dimensiunea) oferit gratuit."),
        (
            {"type": "FREE_ITEM", "dimensionIds": [menu["cookies"].dimensions[0].id]},
            "minOrderValue",
            "Introduceți valoarea comenzii de la care produsul este gratuit.",
        ),
        (
            {"type": "PRODUCT_DISCOUNT", "discountPercentage": 5, "productIds": [999999]},
            "productIds",
            "Categoria, produsul sau dimensiunea aleasă nu există.",
        ),
        (
            {
                "type": "CART_PERCENTAGE_DISCOUNT",
                "discountPercentage": 5,
                "conditions": [{"conditionType": "HOURS", "conditionValue": "17:00-14:00"}],
            },
            "conditions.0",
            "Intervalul orar se scrie HH:mm-HH:mm, iar sfârșitul trebuie să fie după început.",
        ),
        (
            {
                "type": "CART_PERCENTAGE_DISCOUNT",
                "discountPercentage": 5,
                "conditions": [{"conditionType": "WEEKDAYS", "conditionValue": "1,8"}],
            },
            "conditions.0",
            "Zilele săptămânii se scriu ca numere de la 1 (luni) la 7 (duminică), despărțite prin virgulă.",
        ),
        (
            {
                "type": "CART_PERCENTAGE_DISCOUNT",
                "discountPercentage": 5,
                "conditions": [{"conditionType": "MAX_USES", "conditionValue": "0"}],
            },
            "conditions.0",
            "Numărul de utilizări trebuie să fie un număr întreg de cel puțin 1.",
        ),
        (
            {
                "type": "CART_PERCENTAGE_DISCOUNT",
                "discountPercentage": 5,
                "conditions": [{"conditionType": "DELIVERY_METHOD", "conditionValue": "DRONA"}],
            },
            "conditions.0",
            "Metoda de livrare trebuie să fie PICKUP, DELIVERY sau RESTAURANT.",
        ),
        (
            {
                "type": "BUY_X_GET_Y_FREE",
                "startDate": "2026-01-01",
                "endDate": "2026-01-02",
                "promotionProductBeans": [{"isFreeProduct": False, "product": [{"id": menu["cake"].id}]}],
            },
            "promotionProductBeans",
            "Promoția „cumpără X, primești Y gratuit” are nevoie de cel puțin un set plătit și unul gratuit.",
        ),
        ({"type": "NIMIC"}, "type", "Tipul promoției nu este cunoscut."),
    ]
    before = await promotion_count(db_session)
    for body, field, message in cases:
        response = await client.post(CREATE, json={"name": "Promoție", "active": True, **body}, headers=admin)
        assert response.status_code == 422, (body, response.text)
        assert response.json()["errors"].get(field) == message, (body, response.json())
    assert await promotion_count(db_session) == before


async def test_a_bundle_refuses_what_it_cannot_honour_and_keeps_every_other_rule(client, db_session, admin, menu):
    """A bundle obeys the conditions of every promotion at the checkout; one it
    cannot honour (a coupon code: a bundle is chosen from the menu) is refused when it is created."""
    before = await promotion_count(db_session)
    coded = await client.post(CREATE, json=combo(menu, couponCode="PACHET"), headers=admin)
    assert coded.status_code == 422
    assert coded.json()["errors"]["couponCode"] == "Un pachet se alege din meniu: nu poate avea un cod de cupon."
    by_code = await client.post(
        CREATE,
        json=combo(
            menu, type="COMBO", discountPercentage=10, conditions=[{"conditionType": "COUPON_CODE", "conditionValue": "X"}]
        ),
        headers=admin,
    )
    assert by_code.status_code == 422
    assert by_code.json()["errors"]["conditions.0"] == (
        "Un pachet se alege din meniu, fără cod: condiția „cod de cupon” nu i se poate aplica."
    )
    assert await promotion_count(db_session) == before
    honoured = [
        {"conditionType": "MAX_USES", "conditionValue": "1"},
        {"conditionType": "MAX_USES_PER_CUSTOMER", "conditionValue": "1"},
        {"conditionType": "DELIVERY_METHOD", "conditionValue": "DELIVERY"},
        {"conditionType": "HOURS", "conditionValue": "03:00-03:30"},
        {"conditionType": "WEEKDAYS", "conditionValue": "7"},
        {"conditionType": "FIRST_ORDER"},
    ]
    accepted = await client.post(CREATE, json=combo(menu, conditions=honoured, minOrderValue=500), headers=admin)
    assert accepted.status_code == 200, accepted.text


async def test_the_list_tells_active_scheduled_expired_and_switched_off_apart(client, db_session, admin):
    def cart_percent(name, start, end, active=True):
        return {
            "name": name,
            "type": "CART_PERCENTAGE_DISCOUNT",
            "discountPercentage": 5,
            "active": active,
            "startDate": start.isoformat(),
            "endDate": end.isoformat(),
        }

    t = today()
    ids = {}
    for name, body in {
        "acum": cart_percent("acum", t, t + timedelta(days=1)),
        "mâine": cart_percent("mâine", t + timedelta(days=1), t + timedelta(days=2)),
        "ieri": cart_percent("ieri", t - timedelta(days=3), t - timedelta(days=1)),
    }.items():
        ids[name] = (await client.post(CREATE, json=body, headers=admin)).json()["id"]
    off = await client.post(f"/admin-service/admin/promotions/deactivate/{ids['acum']}", headers=admin)
    assert off.json()["message"] == "Promoția a fost dezactivată."

    statuses = {p["name"]: p["status"] for p in (await client.get(LIST, headers=admin)).json()}
    assert statuses["acum"] == "INACTIVE"
    assert statuses["mâine"] == "SCHEDULED"
    assert statuses["ieri"] == "EXPIRED"
    assert (await client.post("/admin-service/admin/promotions/deactivate/999999", headers=admin)).status_code == 404


async def test_a_promotion_image_is_checked_resized_and_served_under_media(client, admin, menu):
    upload = await client.post(
        "/admin-service/admin/promotions/add-promotion-image",
        files={"image": ("promo.png", image_bytes("PNG"), "image/png")},
        headers=admin,
    )
    assert upload.status_code == 200, upload.text
    assert upload.json()["imageLink"].startswith("/media/promotions/")
    refused = await client.post(
        "/admin-service/admin/promotions/add-promotion-image",
        files={"image": ("promo.png", b"not an image", "image/png")},
        headers=admin,
    )
    assert refused.status_code == 422
    saved = await client.post(CREATE, json=coupon(image=upload.json()["imageLink"]), headers=admin)
    listed = next(p for p in (await client.get(LIST, headers=admin)).json() if p["id"] == saved.json()["id"])
    assert listed["image"] == upload.json()["imageLink"]
    assert listed["couponCode"] == "TOAMNA10"  # the admin sees the code
    assert Decimal(listed["discountPercentage"]) == 10


async def test_the_list_counts_no_use_of_an_online_order_nobody_paid(client, storefront, db_session, business, admin, menu):
    """Uses and money given away are those of orders that were paid or will be at pickup: an online
    order awaiting its card, or whose hold lapsed, took nothing (the checkout's limits agree)."""
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    created = await client.post(CREATE, json=coupon(), headers=admin)
    promotion_id = created.json()["id"]
    line = [product_line(menu["cake"].id, menu["cake"].dimensions[0].id)]
    numbers = []
    for _ in range(3):
        placed = await storefront.post(
            "/user-service/place-order", json=checkout(line, location_id=location.id, coupon="TOAMNA10")
        )
        assert placed.status_code == 201, placed.text
        numbers.append(placed.json()["orderNumber"])
    # Two of them become online orders nobody paid: one still awaiting its card, one lapsed.
    for number, status in zip(numbers[1:], (OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_EXPIRED), strict=True):
        order = await db_session.scalar(select(Order).where(Order.order_number == number))
        order.status = status
    await db_session.flush()

    mine = next(p for p in (await client.get(LIST, headers=admin)).json() if p["id"] == promotion_id)

    assert mine["usesCount"] == 1
    assert mine["moneyGivenAway"] == "12.00"
