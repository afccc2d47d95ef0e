"""The staff quote a request: the deposit reckoned from the setup's percent unless told, dates
defaulted from the setup and checked against today and the event day, every new version replacing
the latest; the customer is mailed, the panels hear of it, and refusals say why in Romanian."""

from datetime import timedelta

from sqlalchemy import select

from admin_service.cakes import messages as m
from bakery_shared.cakes.follow import FollowKey
from bakery_shared.models import CakeQuote, CakeRequestChange, CakeSetup

from .conftest import GUEST_EMAIL, QUOTE, add_quote, cake_events, fresh, pay_deposit, today


def url(request_id: int, step: str = "quote") -> str:
    return f"/admin-service/cake-requests/{request_id}/{step}"


async def test_a_first_quote_takes_the_setups_deposit_and_dates_and_mails_the_guest(
    client, staff, db_session, make_request, mailbox, test_settings
):
    setup = await db_session.get(CakeSetup, 1)
    setup.deposit_percent, setup.quote_validity_days, setup.lock_days = 25, 4, 3
    await db_session.flush()
    request = await make_request(days=10)

    answer = await client.post(url(request.id), json={**QUOTE, "price": "333,33"}, headers=staff["manager"])

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["status"] == "QUOTED" and body["latestQuotePrice"] == "333.33"
    [quote] = body["quotes"]
    assert quote["version"] == 1 and quote["price"] == "333.33"
    assert (quote["depositPercent"], quote["depositAmount"]) == ("25.00", "83.33")  # 83.3325 to the ban
    assert quote["validUntil"] == str(today() + timedelta(days=4))
    assert quote["lockDate"] == str(today() + timedelta(days=7))  # three days before the event
    assert body["changes"][-1] == {
        "fromStatus": "REQUESTED",
        "toStatus": "QUOTED",
        "message": None,
        "byStaff": True,
        "at": body["changes"][-1]["at"],
    }
    changed_by = await db_session.scalar(select(CakeRequestChange.changed_by_id).order_by(CakeRequestChange.id.desc()))
    assert changed_by == staff["manager_id"]
    assert await cake_events(db_session, request.id) == ["QUOTED"]

    [mail] = mailbox.messages(to=GUEST_EMAIL)
    text = mailbox.text_of(mail)
    assert mail["Subject"] == m.QUOTE_SUBJECT.format(day=(today() + timedelta(days=10)).strftime("%d-%m-%Y"))
    assert "333,33 RON" in text and "83,33 RON" in text and "25%" in text
    # The request's own private link, the one of the confirmation mail: it opens the request.
    key = FollowKey.of(test_settings.jwt_secret, request.id)
    assert f"http://shop.test/tort/{request.id}?cheie={key.key}" in text
    assert FollowKey.opens(key.hash, key.key)


async def test_a_signed_in_customers_quote_mail_links_to_the_request_page(
    client, staff, make_request, make_user, mailbox, test_settings
):
    from bakery_shared.models import Role

    customer = await make_user(Role.USER, "cont@example.ro")
    request = await make_request(user_id=customer.id, email="cont@example.ro")

    assert (await client.post(url(request.id), json=QUOTE, headers=staff["admin"])).status_code == 200

    [mail] = mailbox.messages(to="cont@example.ro")
    assert (
        f"http://shop.test/tort/{request.id}?cheie={FollowKey.of(test_settings.jwt_secret, request.id).key}"
        in mailbox.text_of(mail)
    )


async def test_a_new_quote_replaces_the_latest_as_the_next_version(client, staff, db_session, make_request, mailbox):
    request = await make_request(days=20)
    await add_quote(db_session, request, "500.00")

    body = {"price": "450.00", "depositPercent": "50", "description": "Fără figurine", "validUntil": None, "lockDate": None}
    answer = await client.post(url(request.id), json=body, headers=staff["manager"])

    assert answer.status_code == 200, answer.text
    quotes = answer.json()["quotes"]
    assert [(q["version"], q["price"], q["depositAmount"]) for q in quotes] == [(1, "500.00", "150.00"), (2, "450.00", "225.00")]
    assert answer.json()["latestQuotePrice"] == "450.00"
    assert "Am actualizat oferta" in mailbox.text_of(mailbox.messages(to=GUEST_EMAIL)[0])


async def test_dates_sent_are_kept_when_they_fit_between_today_and_the_event(client, staff, make_request):
    request = await make_request(days=10)
    body = {**QUOTE, "validUntil": str(today()), "lockDate": str(today() + timedelta(days=9)), "depositPercent": 0}

    answer = await client.post(url(request.id), json=body, headers=staff["manager"])

    assert answer.status_code == 200, answer.text
    quote = answer.json()["quotes"][0]
    assert (quote["validUntil"], quote["lockDate"]) == (str(today()), str(today() + timedelta(days=9)))
    assert quote["depositAmount"] == "0.00"


async def test_dates_outside_today_and_the_event_are_refused_with_the_field(client, staff, db_session, make_request):
    request = await make_request(days=10)
    event_day = today() + timedelta(days=10)
    cases = [
        ({"validUntil": str(today() - timedelta(days=1))}, "validUntil", m.VALID_UNTIL_PAST),
        ({"validUntil": str(event_day)}, "validUntil", m.VALID_UNTIL_AFTER_EVENT),
        ({"lockDate": str(today() - timedelta(days=1))}, "lockDate", m.LOCK_DATE_PAST),
        ({"lockDate": str(event_day)}, "lockDate", m.LOCK_DATE_AFTER_EVENT),
        ({"validUntil": "mâine"}, "validUntil", m.DATE_INVALID),
    ]
    for sent, field, message in cases:
        answer = await client.post(url(request.id), json={**QUOTE, **sent}, headers=staff["manager"])
        assert answer.status_code == 422, (sent, answer.text)
        assert answer.json()["errors"][field] == message
    assert (await fresh(db_session, request)).status.value == "REQUESTED"
    assert await db_session.scalar(select(CakeQuote).where(CakeQuote.request_id == request.id)) is None


async def test_a_price_and_percent_that_break_the_money_rules_are_refused(client, staff, make_request):
    request = await make_request()
    cases = [
        ({"price": "0"}, "price", m.PRICE_INVALID),
        ({"price": "12.345"}, "price", m.PRICE_INVALID),
        ({"price": None}, "price", m.PRICE_INVALID),
        ({"price": "abc"}, "price", m.PRICE_INVALID),
        ({"depositPercent": "100.01"}, "depositPercent", m.PERCENT_INVALID),
        ({"depositPercent": -5}, "depositPercent", m.PERCENT_INVALID),
        ({"description": "  "}, "description", m.DESCRIPTION_REQUIRED),
    ]
    for sent, field, message in cases:
        answer = await client.post(url(request.id), json={**QUOTE, **sent}, headers=staff["manager"])
        assert answer.status_code == 422, (sent, answer.text)
        assert answer.json()["errors"][field] == message


async def test_a_request_past_its_quotes_cannot_be_quoted(client, staff, db_session, make_request):
    paid = await make_request()
    await pay_deposit(db_session, paid, await add_quote(db_session, paid), with_order=False)
    refused = await client.post(url(paid.id), json=QUOTE, headers=staff["manager"])
    assert refused.status_code == 409
    assert refused.json()["message"] == m.CANNOT_QUOTE.format(status="acceptată (avans plătit)")

    today_event = await make_request(days=0, hour=23)
    too_late = await client.post(url(today_event.id), json=QUOTE, headers=staff["manager"])
    assert too_late.status_code == 409 and too_late.json()["message"] == m.EVENT_TOO_CLOSE

    missing = await client.post(url(10**12), json=QUOTE, headers=staff["manager"])
    assert missing.status_code == 404 and missing.json()["message"] == m.REQUEST_NOT_FOUND
