"""Asking for changes: a quoted request goes back to wait for a new quote, an open one keeps the
message; after the lock date, or once the request ended, nothing changes any more."""

from datetime import timedelta

import pytest
from sqlalchemy import update

from bakery_devtools.testing.orders import bearer, make_user
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import CakeRequest, CakeRequestStatus, Role
from user_service.cakes import messages as m

from .conftest import OWNER, SECOND, asked, cake, cake_events, quote, stored

CHANGES = "/user-service/cake-requests/{id}/changes"
WISH = "Vă rog cu trandafiri albi în loc de roz."


async def ask_changes(client, answer, message=WISH, **kwargs):
    params = kwargs.pop("params", {"cheie": answer["followKey"]})
    return await client.post(CHANGES.format(id=answer["id"]), json={"message": message}, params=params, **kwargs)


async def test_a_quoted_request_goes_back_to_wait_for_a_new_quote(client, db_session, bakery, mailbox):
    answer = await asked(client, cake(bakery))
    await quote(db_session, answer["id"])
    mailbox.clear()

    response = await ask_changes(client, answer)

    assert response.status_code == 200
    view = response.json()
    assert view["status"] == "REQUESTED"
    assert view["changes"][-1] == {**view["changes"][-1], "fromStatus": "QUOTED", "toStatus": "REQUESTED", "message": WISH}
    assert view["changes"][-1]["byStaff"] is False
    assert (await stored(db_session, answer["id"])).status == CakeRequestStatus.REQUESTED
    assert [e["status"] for e in await cake_events(db_session, answer["id"])] == ["REQUESTED", "REQUESTED"]
    for address in (OWNER, SECOND):
        [mail] = mailbox.messages(to=address)
        assert mail["Subject"] == f"Modificări cerute pentru tortul personalizat nr. {answer['id']}"
        assert WISH in mailbox.text_of(mail)
    assert mailbox.messages(to="ana@example.ro") == []


async def test_a_request_waiting_for_its_quote_keeps_the_message_and_its_status(client, db_session, bakery):
    answer = await asked(client, cake(bakery))

    response = await ask_changes(client, answer)

    assert response.status_code == 200
    view = response.json()
    assert view["status"] == "REQUESTED"
    assert view["changes"][-1]["fromStatus"] is None and view["changes"][-1]["toStatus"] is None
    assert view["changes"][-1]["message"] == WISH


async def test_the_owner_asks_with_the_account_s_token(client, db_session, bakery, test_settings):
    owner = bearer(test_settings, await make_user(db_session, Role.USER, "ana@example.ro"))
    answer = await asked(client, cake(bakery), headers=owner)
    await quote(db_session, answer["id"])

    response = await ask_changes(client, answer, params=None, headers=owner)

    assert response.status_code == 200 and response.json()["status"] == "REQUESTED"


async def test_changes_are_refused_after_the_lock_date(client, db_session, bakery):
    answer = await asked(client, cake(bakery))
    await quote(db_session, answer["id"], lock_in_days=-1)

    response = await ask_changes(client, answer)

    lock = f"{current_clock().today() - timedelta(days=1):%d-%m-%Y}"
    assert response.status_code == 409
    assert response.json()["message"] == m.CHANGES_LOCKED.format(day=lock)
    assert (await stored(db_session, answer["id"])).status == CakeRequestStatus.QUOTED


async def test_changes_are_taken_on_the_lock_date_itself(client, db_session, bakery):
    answer = await asked(client, cake(bakery))
    await quote(db_session, answer["id"], lock_in_days=0)

    assert (await ask_changes(client, answer)).status_code == 200


async def test_a_request_that_ended_takes_no_changes(client, db_session, bakery):
    answer = await asked(client, cake(bakery))
    await db_session.execute(update(CakeRequest).where(CakeRequest.id == answer["id"]).values(status=CakeRequestStatus.DECLINED))

    response = await ask_changes(client, answer)

    assert response.status_code == 409
    assert response.json()["message"] == m.CHANGES_CLOSED.format(status="refuzată")


async def test_a_wrong_key_asks_nothing(client, db_session, bakery):
    answer = await asked(client, cake(bakery))
    await quote(db_session, answer["id"])

    response = await ask_changes(client, answer, params={"cheie": "gresita"})

    assert response.status_code == 404 and response.json()["message"] == m.NOT_FOUND
    assert (await stored(db_session, answer["id"])).status == CakeRequestStatus.QUOTED


@pytest.mark.parametrize(
    ("message", "error"),
    [("  ", m.MESSAGE_REQUIRED), ("x" * 1001, "Textul poate avea cel mult 1000 caractere.")],
    ids=["blank", "too long"],
)
async def test_the_message_is_one_to_a_thousand_characters(client, db_session, bakery, message, error):
    answer = await asked(client, cake(bakery))

    response = await ask_changes(client, answer, message=message)

    assert response.status_code == 422 and response.json()["errors"]["message"] == error
