"""Asking for a custom cake: what a guest and a signed-in customer get back, what is saved, who is
mailed and what the panels hear."""

from datetime import time
import hashlib
import io

from PIL import Image

from bakery_devtools.testing.orders import bearer, make_user
from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.models import CakeRequestStatus, Role

from .conftest import OWNER, SECOND, asked, cake, cake_events, in_days, jpeg, png, stored


async def test_a_guest_gets_a_private_follow_key_and_the_request_waits_for_a_quote(client, db_session, bakery, test_settings):
    answer = await asked(client, cake(bakery), [png(), jpeg()])

    request = await stored(db_session, answer["id"])
    assert request.status == CakeRequestStatus.REQUESTED
    assert request.user_id is None
    # Only the key's SHA-256 is kept, as for a guest's order.
    assert request.follow_key_hash == hashlib.sha256(answer["followKey"].encode()).hexdigest()
    assert answer["followKey"] not in str(request.delivery_details)
    assert (request.contact_name, request.contact_email, request.contact_phone) == ("Ana Pop", "ana@example.ro", "0722123456")
    assert (request.servings, request.flavour, request.filling) == (12, "Ciocolată", "Ganache de ciocolată")
    assert str(request.budget) == "350.00"
    local = request.event_moment.astimezone(BUSINESS_ZONE)
    assert (local.date().isoformat(), local.time()) == (in_days(10), time(12, 0))
    assert [(c.from_status, c.to_status, c.changed_by_id) for c in request.changes] == [(None, CakeRequestStatus.REQUESTED, None)]


async def test_the_photos_are_stored_re_encoded_as_jpegs_without_metadata(client, db_session, bakery, test_settings):
    answer = await asked(client, cake(bakery), [png(alpha=True), jpeg()])

    request = await stored(db_session, answer["id"])
    assert len(request.photos) == 2
    for photo in request.photos:
        assert photo["key"].startswith(f"cake-requests/{request.id}/")
        with Image.open(test_settings.media_root / photo["key"]) as image:
            assert image.format == "JPEG"
            assert image.size == (photo["width"], photo["height"])
            assert image.width <= 1200 and not image.info.get("exif")
    # The 2000 px photo is brought down to the large width.
    assert request.photos[1]["width"] == 1200


async def test_a_webp_photo_is_taken(client, db_session, bakery):
    buffer = io.BytesIO()
    Image.new("RGB", (800, 600), (10, 120, 200)).save(buffer, format="WEBP")

    answer = await asked(client, cake(bakery), [("poza.webp", buffer.getvalue(), "image/webp")])

    assert len((await stored(db_session, answer["id"])).photos) == 1


async def test_the_customer_is_mailed_the_private_link_and_the_owner_both_alert_addresses(client, bakery, mailbox, test_settings):
    answer = await asked(client, cake(bakery), [png()])

    [customer] = mailbox.messages(to="ana@example.ro")
    link = f"{test_settings.public_url}/tort/{answer['id']}?cheie={answer['followKey']}"
    assert link in mailbox.text_of(customer) and link in mailbox.html_of(customer)
    assert f"nr. {answer['id']}" in customer["Subject"]
    for address in (OWNER, SECOND):
        [alert] = mailbox.messages(to=address)
        assert alert["Subject"] == f"Cerere nouă de tort personalizat: nr. {answer['id']}"
        text = mailbox.text_of(alert)
        assert "12 porții, Ciocolată / Ganache de ciocolată" in text and "La mulți ani, Ana!" in text
        assert "Fotografii de referință: 1" in text
        assert answer["followKey"] not in text  # the owner's mail never carries the customer's key


async def test_the_panels_hear_of_the_new_request(client, db_session, bakery):
    answer = await asked(client, cake(bakery))

    [event] = await cake_events(db_session, answer["id"])
    assert event["status"] == "REQUESTED" and "orderNumber" not in event


async def test_a_signed_in_customer_s_blank_contact_comes_from_the_account(client, db_session, bakery, test_settings):
    user = await make_user(db_session, Role.USER, "maria@example.ro", first_name="Maria")
    user.phone_number = "0733111222"
    await db_session.flush()
    headers = bearer(test_settings, user)

    answer = await asked(client, cake(bakery, deliveryDetailsBean={}), headers=headers)

    request = await stored(db_session, answer["id"])
    assert request.user_id == user.id
    assert (request.contact_name, request.contact_email, request.contact_phone) == (
        "Maria Utilizator",
        "maria@example.ro",
        "0733111222",
    )
    mine = await client.get("/user-service/account/cake-requests", headers=headers)
    assert mine.status_code == 200
    assert [row["id"] for row in mine.json()] == [answer["id"]]
    assert mine.json()[0]["status"] == "REQUESTED" and mine.json()[0]["servings"] == 12


async def test_a_customer_s_own_list_is_newest_first_and_never_another_s(client, db_session, bakery, test_settings):
    ana = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    other = bearer(test_settings, await make_user(db_session, Role.USER, "alt@example.ro"))
    first = await asked(client, cake(bakery), headers=ana)
    second = await asked(client, cake(bakery, servings=30), headers=ana)
    await asked(client, cake(bakery), headers=other)

    mine = (await client.get("/user-service/account/cake-requests", headers=ana)).json()

    assert [row["id"] for row in mine] == [second["id"], first["id"]]
    assert (await client.get("/user-service/account/cake-requests")).status_code == 401


async def test_the_options_are_the_owner_s_setup(client, bakery):
    response = await client.get("/user-service/cake-requests/options")

    assert response.status_code == 200
    options = response.json()
    assert "Ciocolată" in options["flavours"] and "Ganache de ciocolată" in options["fillings"]
    assert options["leadDays"] == 3 and options["depositPercent"] == "30.00" and options["keptPercent"] == "30.00"
    assert options["freeCancellationDays"] == 7 and options["restChargeHours"] == 48
