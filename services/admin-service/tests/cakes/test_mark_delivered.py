"""The cake handed over: how the rest was paid is recorded when it was not paid online, the request
is delivered, and its order goes through the orders' own lifecycle (history with who, the order's
event and its customer's mail) as if the staff had delivered it on the orders panel."""

from sqlalchemy import select

from admin_service.cakes import messages as m
from bakery_shared.models import Order, OrderStatusChange, OutboxEvent

from .conftest import GUEST_EMAIL, add_quote, cake_events, fresh, pay_deposit, pay_rest_online


def url(request_id: int) -> str:
    return f"/admin-service/cake-requests/{request_id}/mark-delivered"


async def test_a_paid_cake_handed_over_for_cash_delivers_its_order_with_history(client, staff, db_session, make_request, mailbox):
    request = await make_request()
    order = await pay_deposit(db_session, request, await add_quote(db_session, request, "400.00", "30.00"))
    detail = await client.get(f"/admin-service/cake-requests/{request.id}", headers=staff["manager"])
    assert (detail.json()["depositPaid"], detail.json()["restDue"], detail.json()["orderNumber"]) == (
        "120.00",
        "280.00",
        order.order_number,
    )

    answer = await client.post(url(request.id), json={"restPaidWith": "CASH"}, headers=staff["manager"])

    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert (body["status"], body["restPaidWith"], body["restDue"]) == ("DELIVERED", "CASH", "0.00")
    assert body["changes"][-1]["fromStatus"] == "ACCEPTED" and body["changes"][-1]["byStaff"] is True
    assert (await fresh(db_session, request)).rest_paid_with.value == "CASH"
    assert await cake_events(db_session, request.id) == ["DELIVERED"]

    status = await db_session.scalar(select(Order.status).where(Order.id == order.id).execution_options(populate_existing=True))
    assert status.value == "DELIVERED"
    history = await db_session.execute(
        select(OrderStatusChange.from_status, OrderStatusChange.to_status, OrderStatusChange.changed_by_id)
        .where(OrderStatusChange.order_id == order.id)
        .order_by(OrderStatusChange.id)
    )
    assert [(a.value, b.value, who) for a, b, who in history] == [
        ("SCHEDULED", "CONFIRMED", staff["manager_id"]),
        ("CONFIRMED", "DELIVERED", staff["manager_id"]),
    ]
    order_events = await db_session.scalars(select(OutboxEvent).order_by(OutboxEvent.id))
    assert [e.payload["order"]["status"] for e in order_events if e.payload["type"] == "ORDER_STATUS_CHANGED"] == ["DELIVERED"]
    assert any("a fost livrată" in mail["Subject"] for mail in mailbox.messages(to=GUEST_EMAIL))


async def test_the_rest_paid_online_needs_no_method_and_refuses_one(client, staff, db_session, make_request):
    request = await make_request()
    quote = await add_quote(db_session, request, "400.00", "30.00")
    await pay_deposit(db_session, request, quote, with_order=False)
    await pay_rest_online(db_session, request, quote)

    named = await client.post(url(request.id), json={"restPaidWith": "CARD"}, headers=staff["manager"])
    assert named.status_code == 422 and named.json()["errors"]["restPaidWith"] == m.REST_ALREADY_PAID

    answer = await client.post(url(request.id), json={"restPaidWith": None}, headers=staff["manager"])
    assert answer.status_code == 200, answer.text
    assert (answer.json()["status"], answer.json()["restPaidWith"], answer.json()["orderNumber"]) == ("DELIVERED", None, None)


async def test_a_rest_still_due_needs_to_say_how_it_was_paid(client, staff, db_session, make_request):
    request = await make_request()
    await pay_deposit(db_session, request, await add_quote(db_session, request, "400.00", "30.00"), with_order=False)

    for sent, message in (
        ({"restPaidWith": None}, m.REST_PAID_WITH_REQUIRED.format(rest="280,00 RON")),
        ({}, m.REST_PAID_WITH_REQUIRED.format(rest="280,00 RON")),
        ({"restPaidWith": "ONLINE"}, m.REST_PAID_WITH_INVALID),
        ({"restPaidWith": "CASH_CARD"}, m.REST_PAID_WITH_INVALID),
    ):
        answer = await client.post(url(request.id), json=sent, headers=staff["manager"])
        assert answer.status_code == 422 and answer.json()["errors"]["restPaidWith"] == message, answer.text
    assert (await fresh(db_session, request)).status.value == "ACCEPTED"


async def test_a_cake_paid_whole_by_its_deposit_takes_no_method(client, staff, db_session, make_request):
    request = await make_request()
    await pay_deposit(db_session, request, await add_quote(db_session, request, "400.00", "100"), with_order=False)

    named = await client.post(url(request.id), json={"restPaidWith": "CASH"}, headers=staff["manager"])
    assert named.status_code == 422 and named.json()["errors"]["restPaidWith"] == m.NO_REST
    assert (await client.post(url(request.id), json={"restPaidWith": None}, headers=staff["admin"])).status_code == 200


async def test_only_a_paid_cake_is_handed_over(client, staff, db_session, make_request):
    quoted = await make_request()
    await add_quote(db_session, quoted)
    refused = await client.post(url(quoted.id), json={"restPaidWith": "CASH"}, headers=staff["manager"])
    assert refused.status_code == 409
    assert refused.json()["message"] == m.CANNOT_DELIVER.format(status="cu ofertă trimisă")

    delivered = await make_request()
    await pay_deposit(db_session, delivered, await add_quote(db_session, delivered), with_order=False)
    assert (await client.post(url(delivered.id), json={"restPaidWith": "CARD"}, headers=staff["manager"])).status_code == 200
    again = await client.post(url(delivered.id), json={"restPaidWith": "CARD"}, headers=staff["manager"])
    assert again.status_code == 409 and again.json()["message"] == m.CANNOT_DELIVER.format(status="predată")
