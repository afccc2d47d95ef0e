"""Every way a cake request is refused, in Romanian, in the shop's error shape, with nothing saved:
the checkout's rules (service, address and zone, pickup point, schedule, holiday), the cake's lead
time, the owner's lists, the form's caps, and the photos."""

from datetime import timedelta

import pytest

from bakery_devtools.testing.menu import make_category, noisy_png
from bakery_devtools.testing.orders import ADDRESS, CONTACT
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import HolidaySchedule, ScheduleType
from user_service.cakes import messages as m
from user_service.orders.placement import messages as orders_m

from .conftest import ask, cake, in_days, jpeg, png, request_count

NO_PHONE = {k: v for k, v in CONTACT.items() if k != "phoneNumber"}


def earliest() -> str:
    return f"{current_clock().today() + timedelta(days=3):%d-%m-%Y}"


REFUSALS = [
    ("too soon", {"eventDate": in_days(2)}, "eventDate", lambda: m.LEAD_TIME.format(lead="3 zile", day=earliest())),
    ("past", {"eventDate": in_days(-1)}, "eventDate", lambda: orders_m.MOMENT_PAST),
    ("no date", {"eventDate": ""}, "eventDate", lambda: m.DATE_REQUIRED),
    ("bad time", {"time": "25:00"}, "time", lambda: m.TIME_REQUIRED),
    ("no servings", {"servings": 0}, "servings", lambda: m.SERVINGS_RULE.format(maximum=500)),
    ("too many servings", {"servings": 501}, "servings", lambda: m.SERVINGS_RULE.format(maximum=500)),
    (
        "unknown flavour",
        {"flavour": "Bacon"},
        "flavour",
        lambda: m.FLAVOUR_UNKNOWN.format(
            value="Bacon", choices="Vanilie, Ciocolată, Fructe de pădure, Caramel sărat, Fistic, Lămâie"
        ),
    ),
    ("no filling", {"filling": " "}, "filling", lambda: m.FILLING_REQUIRED),
    ("budget in words", {"budget": "mult"}, "budget", lambda: m.BUDGET_INVALID),
    ("budget in tenths of a ban", {"budget": "12.345"}, "budget", lambda: m.BUDGET_INVALID),
    ("allergies too long", {"allergies": "x" * 501}, "allergies", lambda: "Textul poate avea cel mult 500 caractere."),
    ("description too long", {"description": "x" * 2001}, "description", lambda: "Textul poate avea cel mult 2000 caractere."),
    ("guest without phone", {"deliveryDetailsBean": NO_PHONE}, "deliveryDetailsBean.phoneNumber", None),
    ("restaurant", {"deliveryMethodChosen": "RESTAURANT"}, "deliveryMethodChosen", lambda: m.RESTAURANT_REFUSED),
    ("unknown pickup point", {"pickupLocationId": 999999}, "pickupLocationId", lambda: orders_m.PICKUP_LOCATION_UNKNOWN),
    ("no pickup point", {"pickupLocationId": None}, "pickupLocationId", lambda: orders_m.PICKUP_LOCATION_REQUIRED),
    (
        "delivery without a street",
        {"deliveryMethodChosen": "DELIVERY", "pickupLocationId": None},
        "deliveryDetailsBean.streetAddress",
        lambda: orders_m.STREET_REQUIRED,
    ),
    (
        "delivery outside the zones",
        {"deliveryMethodChosen": "DELIVERY", "deliveryDetailsBean": {**CONTACT, **ADDRESS, "city": "Cluj-Napoca"}},
        "deliveryDetailsBean.city",
        lambda: "Nu livrăm la adresa aleasă. Livrăm doar în: Sibiu.",
    ),
]


@pytest.mark.parametrize(("overrides", "field", "message"), [r[1:] for r in REFUSALS], ids=[r[0] for r in REFUSALS])
async def test_a_request_breaking_a_rule_is_refused_and_nothing_is_saved(
    client, db_session, bakery, mailbox, overrides, field, message
):
    response = await ask(client, cake(bakery, **overrides), [png()])

    assert response.status_code == 422, response.text
    body = response.json()
    assert body["status"] == 422 and field in body["errors"]
    if message is not None:
        assert body["errors"][field] == message()
    else:
        assert body["errors"][field].startswith("Numărul de telefon")
    assert await request_count(db_session) == 0
    assert mailbox.messages() == []


async def test_a_delivered_cake_inside_the_zone_is_taken(client, bakery):
    body = cake(bakery, deliveryMethodChosen="DELIVERY", pickupLocationId=None, deliveryDetailsBean={**CONTACT, **ADDRESS})

    assert (await ask(client, body)).status_code == 201


async def test_a_day_the_bakery_is_closed_for_a_holiday_is_refused(client, db_session, bakery):
    day = current_clock().today() + timedelta(days=10)
    db_session.add(HolidaySchedule(name="Crăciun", start_date=day, end_date=day, notification_message="Închis de Crăciun."))
    await db_session.flush()

    response = await ask(client, cake(bakery))

    assert response.status_code == 422
    assert response.json()["errors"]["eventDate"] == orders_m.MOMENT_HOLIDAY.format(name="Crăciun")


async def test_an_hour_outside_the_pickup_schedule_is_refused(client, db_session, bakery):
    from bakery_devtools.testing.orders import open_around_the_clock

    await open_around_the_clock(db_session, closed={ScheduleType.PICKUP})

    response = await ask(client, cake(bakery))

    assert response.status_code == 422
    assert response.json()["errors"]["eventDate"] == orders_m.MOMENT_OUTSIDE_SCHEDULE


async def test_a_switched_off_service_is_refused(client, db_session, business, bakery):
    business.delivery_enabled = False
    await db_session.flush()
    body = cake(bakery, deliveryMethodChosen="DELIVERY", pickupLocationId=None, deliveryDetailsBean={**CONTACT, **ADDRESS})

    response = await ask(client, body)

    assert response.status_code == 422
    assert response.json()["errors"]["deliveryMethodChosen"] == orders_m.SERVICE_OFF["DELIVERY"]


async def test_the_inscription_is_held_to_its_category_s_cap(client, db_session, bakery):
    figurine = await make_category(db_session, "Torturi figurine", "torturi-figurine", preferred_message=True)
    figurine.preferred_message_max_length = 20
    await db_session.flush()

    response = await ask(client, cake(bakery, categoryId=figurine.id, inscription="La mulți ani, dragă Ana-Maria!"))

    assert response.status_code == 422
    assert response.json()["errors"]["inscription"] == orders_m.MESSAGE_TOO_LONG.format(
        name="Torturi figurine", maximum="20 de caractere", length=30
    )
    assert (await ask(client, cake(bakery, categoryId=figurine.id, inscription="La mulți ani, Ana!"))).status_code == 201


async def test_a_category_picked_up_at_its_own_point_refuses_another(client, db_session, bakery):
    from bakery_devtools.testing.orders import make_pickup_location

    laboratory = await make_pickup_location(db_session, "Laboratorul")
    figurine = await make_category(db_session, "Torturi figurine", "torturi-figurine")
    figurine.is_pickup_from_specific_location = True
    figurine.given_location_for_pickup_id = laboratory.id
    await db_session.flush()

    response = await ask(client, cake(bakery, categoryId=figurine.id))

    assert response.status_code == 422
    assert response.json()["errors"]["pickupLocationId"] == orders_m.PICKUP_LOCATION_FIXED.format(
        category="Torturi figurine", point="Laboratorul"
    )


async def test_the_request_part_must_be_json(client, bakery):
    response = await client.post("/user-service/cake-requests", data={"request": "{nu e json"})

    assert response.status_code == 400
    assert response.json()["message"] == "Corpul cererii nu este un JSON valid."


# --- the photos --------------------------------------------------------------------------------


def photo_files(test_settings) -> set:
    folder = test_settings.media_root / "cake-requests"
    return {p for p in folder.rglob("*") if p.is_file()} if folder.exists() else set()


async def test_a_text_file_named_like_a_photo_is_refused(client, db_session, bakery, test_settings):
    fake = ("tort.jpg", b"nu sunt o imagine, doar text", "image/jpeg")
    before = photo_files(test_settings)

    response = await ask(client, cake(bakery), [png(), fake])

    assert response.status_code == 422
    assert response.json()["errors"] == {"photos.1": m.PHOTO_WRONG_TYPE.format(name="tort.jpg")}
    assert await request_count(db_session) == 0
    assert photo_files(test_settings) == before  # not even the good photo was written


async def test_a_gif_is_refused(client, bakery):
    from bakery_devtools.testing.menu import image_bytes

    response = await ask(client, cake(bakery), [("anim.gif", image_bytes("GIF"), "image/gif")])

    assert response.status_code == 422
    assert response.json()["errors"]["photos.0"] == m.PHOTO_WRONG_TYPE.format(name="anim.gif")


async def test_four_photos_are_refused(client, db_session, bakery):
    response = await ask(client, cake(bakery), [png(), png(), jpeg(), png()])

    assert response.status_code == 422
    assert response.json()["errors"] == {"photos": m.TOO_MANY_PHOTOS.format(maximum=3)}
    assert await request_count(db_session) == 0


async def test_an_oversized_photo_is_refused(client, db_session, bakery):
    big = ("mare.png", noisy_png(5 * 1024 * 1024 + 1), "image/png")

    response = await ask(client, cake(bakery), [big])

    assert response.status_code == 422
    assert response.json()["errors"] == {"photos.0": m.PHOTO_TOO_LARGE.format(name="mare.png", megabytes=5)}
    assert await request_count(db_session) == 0


async def test_a_refused_photo_saves_no_request_and_mails_nobody(client, db_session, bakery, mailbox):
    await ask(client, cake(bakery), [("x.webp", b"RIFF....WEBPVP8 nope", "image/webp")])

    assert await request_count(db_session) == 0
    assert mailbox.messages() == []
