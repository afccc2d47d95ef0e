"""An order paid online that nobody answers: after the unanswered-order wait the system
rejects it and cancels the card's authorization, so the customer's money is free at once; the
customer is mailed as on a rejection and the business still hears of it. A cash order left
unanswered is only reported, as before."""

from datetime import timedelta

from sqlalchemy import select

from admin_service.orders.alerts import alert_unanswered_orders
from bakery_devtools.testing.plugin import bound_sessionmaker
from bakery_shared.models import CardPaymentState, Order, OrderStatus, OrderStatusChange, OutboxEvent

from .conftest import at_stripe, pay_online, payment_of

REASON = "Comanda nu a primit răspuns la timp; plata a fost anulată."


async def test_an_unanswered_online_order_is_rejected_and_its_money_released(
    client, db_connection, db_session, online_order, place, shop, test_settings, mailbox, clock
):
    paid, intent = await online_order()
    cash = await place()
    mailbox.clear()
    settings = test_settings.model_copy(update={"unanswered_order_minutes": 10})
    app = client._transport.app
    clock.move_to(clock.now() + timedelta(minutes=11))

    reported = await alert_unanswered_orders(bound_sessionmaker(db_connection), settings, clock, app.state.events)

    assert sorted(reported) == sorted([paid["orderNumber"], cash["orderNumber"]])
    statuses = dict(
        (await db_session.execute(select(Order.order_number, Order.status).execution_options(populate_existing=True))).all()
    )
    assert statuses[paid["orderNumber"]] == OrderStatus.REJECTED
    assert statuses[cash["orderNumber"]] == OrderStatus.NEW  # cash: reported only, as before
    assert (await at_stripe(test_settings, intent.id)).cancelled
    payment = await payment_of(db_session, paid["orderNumber"])
    assert payment.card_state == CardPaymentState.RELEASED and payment.released_at is not None
    step = await db_session.scalar(
        select(OrderStatusChange).where(
            OrderStatusChange.order_id == paid["id"], OrderStatusChange.to_status == OrderStatus.REJECTED
        )
    )
    assert (step.from_status, step.changed_by_id, step.note) == (OrderStatus.NEW, None, REASON)
    events = (await db_session.scalars(select(OutboxEvent.payload))).all()
    assert any(e.get("type") == "ORDER_STATUS_CHANGED" and e["order"]["orderNumber"] == paid["orderNumber"] for e in events)

    await app.state.mail_sender.send_due()
    [to_customer] = [m for m in mailbox.messages(to="ana@example.ro") if paid["orderNumber"] in m["Subject"]]
    assert "respinsă" in to_customer["Subject"]
    text = mailbox.text_of(to_customer)
    assert REASON in text and "Plată anulată (suma a fost deblocată pe card)" in text
    to_business = mailbox.messages(to="contact@cofetarie-demo.ro")
    assert sorted(m["Subject"] for m in to_business) == sorted(
        f"Comandă fără răspuns: nr. {n}" for n in (paid["orderNumber"], cash["orderNumber"])
    )
    [about_paid] = [m for m in to_business if paid["orderNumber"] in m["Subject"]]
    assert "respinsă automat" in mailbox.text_of(about_paid)

    # Stock back for the rejected one only (each took 2 of 10).
    await db_session.refresh(shop["dimension"])
    assert shop["dimension"].stock == 8


async def test_when_stripe_cannot_be_reached_the_unanswered_online_order_waits_for_the_next_check(
    client, db_connection, db_session, online_order, place, test_settings, mailbox, clock
):
    paid, intent = await online_order()
    cash = await place()
    mailbox.clear()
    down = test_settings.model_copy(update={"unanswered_order_minutes": 10, "stripe_api_base": "http://127.0.0.1:9"})
    app = client._transport.app
    clock.move_to(clock.now() + timedelta(minutes=11))

    reported = await alert_unanswered_orders(bound_sessionmaker(db_connection), down, clock, app.state.events)

    assert reported == [cash["orderNumber"]]  # the cash one is reported; the online one waits
    row = await db_session.scalar(
        select(Order).where(Order.order_number == paid["orderNumber"]).execution_options(populate_existing=True)
    )
    assert row.status == OrderStatus.NEW and row.unanswered_alert_sent_at is None
    assert (await payment_of(db_session, paid["orderNumber"])).card_state == CardPaymentState.AUTHORIZED

    # Stripe is back: the next check rejects it and releases the money.
    settings = test_settings.model_copy(update={"unanswered_order_minutes": 10})
    assert await alert_unanswered_orders(bound_sessionmaker(db_connection), settings, clock, app.state.events) == [
        paid["orderNumber"]
    ]
    assert (await at_stripe(test_settings, intent.id)).cancelled
    assert (await payment_of(db_session, paid["orderNumber"])).card_state == CardPaymentState.RELEASED


async def test_a_late_authorization_gets_the_whole_wait_from_when_the_staff_see_it(
    client, db_connection, db_session, place, test_settings, mailbox, clock
):
    """Paid 11 minutes after it was placed (near the end of its payment hold): the staff first see
    it then, and have the whole unanswered-order wait from then before it is rejected."""
    placed = await place()
    number = placed["orderNumber"]
    clock.move_to(clock.now() + timedelta(minutes=11))
    intent = await pay_online(db_session, test_settings, number, clock)
    settings = test_settings.model_copy(update={"unanswered_order_minutes": 15})
    app = client._transport.app

    async def check_after(minutes: int) -> list[str]:
        clock.move_to(clock.now() + timedelta(minutes=minutes))
        return await alert_unanswered_orders(bound_sessionmaker(db_connection), settings, clock, app.state.events)

    assert await check_after(5) == []  # 16 minutes after it was placed, 5 after it was paid
    assert await check_after(9) == []  # 14 after it was paid
    row = await db_session.scalar(select(Order).where(Order.order_number == number).execution_options(populate_existing=True))
    assert row.status == OrderStatus.NEW and row.unanswered_alert_sent_at is None
    assert (await at_stripe(test_settings, intent.id)).authorized

    assert await check_after(1) == [number]  # 15 after it was paid
    assert (await payment_of(db_session, number)).card_state == CardPaymentState.RELEASED


async def test_the_dashboard_counts_a_late_paid_orders_wait_from_its_authorization(
    client, db_session, place, test_settings, staff, clock
):
    """The owner's dashboard agrees with the alert: an order paid 11 minutes after it was placed
    has waited 3 minutes when the owner looks 3 minutes after its payment, not 14."""
    placed = await place()
    clock.move_to(clock.now() + timedelta(minutes=11))
    await pay_online(db_session, test_settings, placed["orderNumber"], clock)
    clock.move_to(clock.now() + timedelta(minutes=3))

    body = (await client.get("/admin-service/dashboard", headers=staff["admin"])).json()

    waiting = {o["orderNumber"]: o["waitingMinutes"] for o in body["unansweredOrders"]}
    assert waiting[placed["orderNumber"]] == 3
