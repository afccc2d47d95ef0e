"""The order's lifecycle (accept, reject, mark delivered) through admin-service: every legal and
illegal step, its history, its event and its mail; the role matrix; the unanswered-order alert."""

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from admin_service.orders.alerts import alert_unanswered_orders
from bakery_devtools.testing.menu import make_category, make_product
from bakery_devtools.testing.orders import checkout, in_, make_pickup_location, open_around_the_clock, product_line
from bakery_devtools.testing.plugin import bound_sessionmaker
from bakery_shared.models import Dimension, Order, OrderStatusChange, OutboxEvent


@pytest.fixture
async def shop(db_session, business):
    await open_around_the_clock(db_session)
    location = await make_pickup_location(db_session)
    product = await make_product(db_session, await make_category(db_session), "Ecler", prices=("20.00",))
    product.dimensions[0].stock, product.dimensions[0].stock_unlimited = 10, False
    await db_session.flush()
    return {"location": location, "product": product, "dimension": product.dimensions[0]}


@pytest.fixture
def place(storefront, shop):
    async def placed(**overrides) -> dict:
        body = checkout([product_line(shop["product"].id, shop["dimension"].id, 2)], location_id=shop["location"].id, **overrides)
        response = await storefront.post("/user-service/place-order", json=body)
        assert response.status_code == 201, response.text
        return response.json()

    return placed


async def accept(client, headers, number, time="20 min", cost="2.50"):
    return await client.post(
        "/admin-service/confirm-order",
        headers=headers,
        json={"orderNumber": number, "timeToPrepare": time, "totalPackageCost": cost},
    )


async def reject(client, headers, number, reason="Nu mai avem ingrediente."):
    return await client.post("/admin-service/reject-order", headers=headers, json={"orderNumber": number, "reason": reason})


async def deliver(client, headers, number):
    return await client.post("/admin-service/mark-as-delivered", headers=headers, json={"orderNumber": number})


async def history(db_session, order_id):
    rows = await db_session.scalars(
        select(OrderStatusChange).where(OrderStatusChange.order_id == order_id).order_by(OrderStatusChange.changed_at)
    )
    return [(r.from_status and r.from_status.value, r.to_status.value, r.changed_by_id) for r in rows]


async def test_accept_then_deliver(client, db_session, place, staff, mailbox):
    order = await place()
    mailbox.clear()
    accepted = await accept(client, staff["manager"], order["orderNumber"])
    assert accepted.status_code == 200, accepted.text
    detail = accepted.json()
    assert detail["status"] == "CONFIRMED"
    assert detail["orderTimeToPrepare"] == "20 min"
    assert detail["manuallySetPackageCost"] == "2.50"
    [mail] = mailbox.messages(to="ana@example.ro")
    assert "acceptată" in mail["Subject"] and "20 min" in mailbox.text_of(mail)

    event = await db_session.scalar(select(OutboxEvent).order_by(OutboxEvent.id.desc()))
    assert event.payload["type"] == "ORDER_STATUS_CHANGED" and "orderNumber" not in event.payload
    assert event.payload["order"]["status"] == "CONFIRMED" and event.payload["order"]["orderTimeToPrepare"] == "20 min"
    assert event.payload["_audience"]["orderAccess"]

    delivered = await deliver(client, staff["admin"], order["orderNumber"])
    assert delivered.status_code == 200 and delivered.json()["status"] == "DELIVERED"
    assert any("livrată" in m["Subject"] for m in mailbox.messages(to="ana@example.ro"))
    assert await history(db_session, order["id"]) == [
        (None, "NEW", None),
        ("NEW", "CONFIRMED", staff["manager_id"]),
        ("CONFIRMED", "DELIVERED", staff["admin_id"]),
    ]
    shown = (await client.get(f"/admin-service/get-order-details/{order['id']}", headers=staff["manager"])).json()
    assert [h["toStatus"] for h in shown["statusHistory"]] == ["NEW", "CONFIRMED", "DELIVERED"]
    assert shown["statusHistory"][1]["changedByName"] == "Maria Utilizator"


@pytest.mark.parametrize("time", [None, "10 min", "60 min", "2 h", "4 h", "1 z", "5 z"])
async def test_every_preparation_time_is_accepted_also_a_scheduled_order(client, place, staff, time):
    order = await place(pickupOrDeliveryMoment=in_(timedelta(hours=3)))
    assert order["status"] == "SCHEDULED"
    response = await accept(client, staff["manager"], order["orderNumber"], time=time)
    assert response.status_code == 200, response.text
    assert response.json()["orderTimeToPrepare"] == time


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"totalPackageCost": "2.50"}, "timeToPrepare", "Vă rugăm să selectați un timp de pregătire pentru comandă."),
        (
            {"timeToPrepare": "7 min", "totalPackageCost": "2.50"},
            "timeToPrepare",
            "Timpul de pregătire ales nu este unul dintre cele permise.",
        ),
        (
            {"timeToPrepare": "5 h", "totalPackageCost": "2.50"},
            "timeToPrepare",
            "Timpul de pregătire ales nu este unul dintre cele permise.",
        ),
        (
            {"timeToPrepare": "20 min", "totalPackageCost": 0},
            "totalPackageCost",
            "Vă rugăm să introduceți un cost valid pentru ambalaje.",
        ),
        ({"timeToPrepare": "20 min"}, "totalPackageCost", "Vă rugăm să introduceți un cost valid pentru ambalaje."),
        (
            {"timeToPrepare": "20 min", "totalPackageCost": "-1"},
            "totalPackageCost",
            "Vă rugăm să introduceți un cost valid pentru ambalaje.",
        ),
    ],
)
async def test_accepting_needs_a_time_and_a_package_cost(client, db_session, place, staff, body, field, message):
    order = await place()
    response = await client.post(
        "/admin-service/confirm-order", headers=staff["manager"], json={"orderNumber": order["orderNumber"], **body}
    )
    assert response.status_code == 422
    assert response.json()["errors"][field] == message
    assert await history(db_session, order["id"]) == [(None, "NEW", None)]


@pytest.mark.parametrize("reason", ["", "   ", None])
async def test_rejecting_needs_a_reason(client, place, staff, reason):
    order = await place()
    response = await reject(client, staff["manager"], order["orderNumber"], reason)
    assert response.status_code == 422
    assert response.json()["errors"] == {"reason": "Motivul anulării comenzii este obligatoriu."}


async def test_reject_from_new_scheduled_and_confirmed_gives_the_stock_back(client, db_session, place, staff, shop, mailbox):
    orders = [await place(), await place(pickupOrDeliveryMoment=in_(timedelta(hours=3))), await place()]
    await accept(client, staff["manager"], orders[2]["orderNumber"])
    assert await db_session.scalar(select(Dimension.stock).where(Dimension.id == shop["dimension"].id)) == 4
    mailbox.clear()
    for order in orders:
        response = await reject(client, staff["admin"], order["orderNumber"], "  Nu mai avem ingrediente.  ")
        assert response.status_code == 200, response.text
        assert response.json()["status"] == "REJECTED"
        assert response.json()["rejectionReason"] == "Nu mai avem ingrediente."
    assert await db_session.scalar(select(Dimension.stock).where(Dimension.id == shop["dimension"].id)) == 10
    mails = mailbox.messages(to="ana@example.ro")
    assert len(mails) == 3 and all("Nu mai avem ingrediente." in mailbox.text_of(m) for m in mails)


@pytest.mark.parametrize(
    ("setup", "step", "message"),
    [
        ("CONFIRMED", "accept", "Comanda nu mai poate fi acceptată: este deja acceptată."),
        ("REJECTED", "accept", "Comanda nu mai poate fi acceptată: este deja respinsă."),
        ("DELIVERED", "accept", "Comanda nu mai poate fi acceptată: este deja livrată."),
        ("NEW", "deliver", "Doar o comandă acceptată poate fi marcată ca livrată; aceasta este nouă."),
        ("SCHEDULED", "deliver", "Doar o comandă acceptată poate fi marcată ca livrată; aceasta este programată."),
        ("REJECTED", "deliver", "Doar o comandă acceptată poate fi marcată ca livrată; aceasta este respinsă."),
        ("DELIVERED", "deliver", "Doar o comandă acceptată poate fi marcată ca livrată; aceasta este livrată."),
        ("REJECTED", "reject", "Comanda nu mai poate fi respinsă: este deja respinsă."),
        ("DELIVERED", "reject", "Comanda nu mai poate fi respinsă: este deja livrată."),
    ],
)
async def test_illegal_steps_answer_409(client, db_session, place, staff, setup, step, message):
    order = await place(**({"pickupOrDeliveryMoment": in_(timedelta(hours=3))} if setup == "SCHEDULED" else {}))
    number, headers = order["orderNumber"], staff["manager"]
    if setup in ("CONFIRMED", "DELIVERED"):
        assert (await accept(client, headers, number)).status_code == 200
    if setup == "DELIVERED":
        assert (await deliver(client, headers, number)).status_code == 200
    if setup == "REJECTED":
        assert (await reject(client, headers, number)).status_code == 200
    before = await history(db_session, order["id"])

    response = await {"accept": accept, "deliver": deliver, "reject": reject}[step](client, headers, number)

    assert response.status_code == 409
    assert response.json()["message"] == message
    assert await history(db_session, order["id"]) == before


async def test_an_unknown_order_is_404(client, staff):
    response = await deliver(client, staff["manager"], "nu-exista")
    assert response.status_code == 404
    assert response.json()["message"] == "Comanda nu a fost găsită."
    assert (await client.get("/admin-service/get-order-details/999999", headers=staff["manager"])).status_code == 404


@pytest.mark.parametrize(("who", "status"), [("anonymous", 401), ("customer", 403), ("manager", 200), ("admin", 200)])
async def test_who_may_move_and_read_an_order(client, place, staff, who, status):
    order = await place()
    headers = staff[who]
    assert (await client.get(f"/admin-service/get-order-details/{order['id']}", headers=headers)).status_code == status
    assert (await accept(client, headers, order["orderNumber"])).status_code == status
    assert (await deliver(client, headers, order["orderNumber"])).status_code == status
    other = await place()
    assert (await reject(client, headers, other["orderNumber"])).status_code == status


async def test_an_order_left_new_is_reported_once(client, db_connection, db_session, place, staff, test_settings, mailbox, clock):
    waiting = await place()
    answered = await place()
    await accept(client, staff["manager"], answered["orderNumber"])
    mailbox.clear()
    mail_sender = client._transport.app.state.mail_sender  # the app's own sender
    sessionmaker = bound_sessionmaker(db_connection)
    settings = test_settings.model_copy(update={"unanswered_order_minutes": 10})

    start = clock.now()
    clock.move_to(start + timedelta(minutes=5))
    assert await alert_unanswered_orders(sessionmaker, settings, clock) == []
    clock.move_to(start + timedelta(minutes=11))
    assert await alert_unanswered_orders(sessionmaker, settings, clock) == [waiting["orderNumber"]]
    clock.move_to(start + timedelta(minutes=41))
    assert await alert_unanswered_orders(sessionmaker, settings, clock) == []

    await mail_sender.send_due()
    [mail] = mailbox.messages(to="contact@cofetarie-demo.ro")
    assert mail["Subject"] == f"Comandă fără răspuns: nr. {waiting['orderNumber']}"
    assert "peste 10 minute" in mailbox.text_of(mail)
    assert (
        await db_session.scalar(select(func.count()).select_from(Order).where(Order.unanswered_alert_sent_at.is_not(None))) == 1
    )
