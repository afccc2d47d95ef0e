"""The staff decline a request not yet paid: the reason is kept and recorded with who, the panels
hear of it and the customer is mailed why."""

from admin_service.cakes import messages as m

from .conftest import GUEST_EMAIL, add_quote, cake_events, fresh, pay_deposit

REASON = "Nu mai avem loc în ziua aceea pentru un tort de această mărime."


def url(request_id: int) -> str:
    return f"/admin-service/cake-requests/{request_id}/decline"


async def test_a_declined_requests_customer_is_mailed_the_reason(client, staff, db_session, make_request, mailbox):
    request = await make_request()

    answer = await client.post(url(request.id), json={"reason": f"  {REASON} "}, headers=staff["manager"])

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["status"] == "DECLINED" and body["declineReason"] == REASON
    assert body["changes"][-1]["toStatus"] == "DECLINED" and body["changes"][-1]["message"] == REASON
    assert body["changes"][-1]["byStaff"] is True
    assert await cake_events(db_session, request.id) == ["DECLINED"]
    [mail] = mailbox.messages(to=GUEST_EMAIL)
    assert "nu a putut fi acceptată" in mail["Subject"]
    text = mailbox.text_of(mail)
    assert REASON in text and "Nu v-a fost încasat nimic." in text


async def test_a_quoted_request_may_be_declined(client, staff, db_session, make_request):
    request = await make_request()
    await add_quote(db_session, request)

    answer = await client.post(url(request.id), json={"reason": REASON}, headers=staff["admin"])

    assert answer.status_code == 200 and answer.json()["status"] == "DECLINED"


async def test_a_paid_or_ended_request_is_not_declined(client, staff, db_session, make_request, mailbox):
    paid = await make_request()
    await pay_deposit(db_session, paid, await add_quote(db_session, paid), with_order=False)
    refused = await client.post(url(paid.id), json={"reason": REASON}, headers=staff["manager"])
    assert refused.status_code == 409
    assert refused.json()["message"] == m.CANNOT_DECLINE.format(status="acceptată (avans plătit)")

    declined = await make_request()
    assert (await client.post(url(declined.id), json={"reason": REASON}, headers=staff["manager"])).status_code == 200
    again = await client.post(url(declined.id), json={"reason": REASON}, headers=staff["manager"])
    assert again.status_code == 409 and again.json()["message"] == m.CANNOT_DECLINE.format(status="refuzată")
    assert len(mailbox.messages(to=GUEST_EMAIL)) == 1  # the second click mailed nobody


async def test_a_reason_is_required_and_bounded(client, staff, db_session, make_request):
    request = await make_request()
    for sent, message in (
        ({}, m.REASON_REQUIRED),
        ({"reason": " "}, m.REASON_REQUIRED),
        ({"reason": "x" * 1001}, m.REASON_TOO_LONG),
    ):
        answer = await client.post(url(request.id), json=sent, headers=staff["manager"])
        assert answer.status_code == 422 and answer.json()["errors"]["reason"] == message
    assert (await fresh(db_session, request)).status.value == "REQUESTED"
