"""Following a request: its private link or the account that made it opens it, with its quotes,
payments and photos; a wrong key, another account or no key find nothing, as for a request that
does not exist."""

import pytest

from bakery_devtools.testing.orders import bearer, make_user
from bakery_shared.models import Role
from user_service.cakes import messages as m

from .conftest import asked, cake, png, quote

URL = "/user-service/cake-requests/{id}"


async def test_the_follow_key_opens_the_request_with_its_details(client, bakery):
    answer = await asked(client, cake(bakery), [png()])

    response = await client.get(URL.format(id=answer["id"]), params={"cheie": answer["followKey"]})

    assert response.status_code == 200
    view = response.json()
    assert view["id"] == answer["id"] and view["status"] == "REQUESTED"
    assert (view["servings"], view["flavour"], view["filling"], view["inscription"]) == (
        12,
        "Ciocolată",
        "Ganache de ciocolată",
        "La mulți ani, Ana!",
    )
    assert view["time"] == "12:00" and view["budget"] == "350.00"
    assert view["quotes"] == [] and view["payments"] == [] and view["refunds"] == []
    assert view["depositPaid"] == "0.00" and view["restDue"] == "0.00"
    assert [(c["fromStatus"], c["toStatus"], c["byStaff"]) for c in view["changes"]] == [(None, "REQUESTED", False)]
    assert view["photos"] == [f"/user-service/cake-requests/{answer['id']}/photos/0?cheie={answer['followKey']}"]


@pytest.mark.parametrize("key", [None, "", "cheie-gresita"], ids=["no key", "empty key", "wrong key"])
async def test_without_the_right_key_the_request_is_not_found(client, bakery, key):
    answer = await asked(client, cake(bakery))

    response = await client.get(URL.format(id=answer["id"]), params={"cheie": key} if key is not None else None)

    assert response.status_code == 404
    assert response.json() == {"status": 404, "message": m.NOT_FOUND, "errors": {}}


async def test_a_missing_request_answers_as_a_hidden_one(client, bakery):
    answer = await asked(client, cake(bakery))

    response = await client.get(URL.format(id=answer["id"] + 1000), params={"cheie": answer["followKey"]})

    assert response.status_code == 404 and response.json()["message"] == m.NOT_FOUND


async def test_one_request_s_key_does_not_open_another(client, bakery):
    first = await asked(client, cake(bakery))
    second = await asked(client, cake(bakery))

    response = await client.get(URL.format(id=second["id"]), params={"cheie": first["followKey"]})

    assert response.status_code == 404


async def test_the_owner_s_token_opens_it_and_another_account_s_does_not(client, db_session, bakery, test_settings):
    owner = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    other = bearer(test_settings, await make_user(db_session, Role.USER, "alt@example.ro"))
    answer = await asked(client, cake(bakery), [png()], headers=owner)

    mine = await client.get(URL.format(id=answer["id"]), headers=owner)
    theirs = await client.get(URL.format(id=answer["id"]), headers=other)

    assert mine.status_code == 200
    # The owner's view links the photos with the request's key, which an <img> can send.
    assert mine.json()["photos"] == [f"/user-service/cake-requests/{answer['id']}/photos/0?cheie={answer['followKey']}"]
    assert theirs.status_code == 404 and theirs.json()["message"] == m.NOT_FOUND


async def test_a_guest_s_request_is_not_opened_by_any_account(client, db_session, bakery, test_settings):
    someone = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    answer = await asked(client, cake(bakery))  # a guest, with the same e-mail

    assert (await client.get(URL.format(id=answer["id"]), headers=someone)).status_code == 404


async def test_the_quotes_come_newest_last_with_only_the_latest_acceptable(client, db_session, bakery):
    answer = await asked(client, cake(bakery))
    await quote(db_session, answer["id"], price="400.00")
    await quote(db_session, answer["id"], price="455.50")

    view = (await client.get(URL.format(id=answer["id"]), params={"cheie": answer["followKey"]})).json()

    assert view["status"] == "QUOTED"
    assert [(q["version"], q["price"], q["depositAmount"], q["latest"]) for q in view["quotes"]] == [
        (1, "400.00", "120.00", False),
        (2, "455.50", "136.65", True),
    ]
    assert view["quotes"][1]["depositPercent"] == "30.00"
    assert set(view["quotes"][1]) >= {"id", "validUntil", "lockDate", "description", "createdAt"}


# --- the photos -------------------------------------------------------------------------------


async def test_a_photo_is_served_to_the_key_s_holder_as_a_jpeg(client, bakery):
    answer = await asked(client, cake(bakery), [png(size=(1600, 900))])
    view = (await client.get(URL.format(id=answer["id"]), params={"cheie": answer["followKey"]})).json()

    response = await client.get(view["photos"][0])
    small = await client.get(view["photos"][0] + "&latime=400")

    assert response.status_code == 200 and response.headers["content-type"] == "image/jpeg"
    assert response.content[:3] == b"\xff\xd8\xff"
    assert response.headers["cache-control"].startswith("private")
    assert small.status_code == 200 and len(small.content) < len(response.content)


async def test_a_photo_is_not_served_without_the_key_or_beyond_the_request_s_photos(client, bakery):
    answer = await asked(client, cake(bakery), [png()])
    photo = f"/user-service/cake-requests/{answer['id']}/photos/{{n}}"

    assert (await client.get(photo.format(n=0))).status_code == 404
    assert (await client.get(photo.format(n=0), params={"cheie": "gresita"})).status_code == 404
    missing = await client.get(photo.format(n=1), params={"cheie": answer["followKey"]})
    assert missing.status_code == 404 and missing.json()["message"] == m.NOT_FOUND


async def test_the_photos_are_not_in_the_public_media_links(client, db_session, bakery):
    """Nothing of the storefront names them: the request's row alone knows their files."""
    answer = await asked(client, cake(bakery), [png()])

    view = (await client.get(URL.format(id=answer["id"]), params={"cheie": answer["followKey"]})).json()

    assert all("/media/" not in url for url in view["photos"])
