"""The bakery's answer moves the customer's card money, against the harness's real
localstripe: accepting captures the authorization, rejecting releases it (or refunds what was
captured), the admin refunds part or all with a reason, and an authorization that can no longer
be captured keeps the order from being accepted."""

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from bakery_devtools.testing.orders import checkout, product_line
from bakery_devtools.testing.payments import authorized_intent
from bakery_shared.models import CardPaymentState, Dimension, Order, OrderStatus
from bakery_shared.money import ro_money
from bakery_shared.payments.cards import CardPayments

from .conftest import at_stripe, payment_of, refund_at_stripe

NOT_CAPTURABLE = (
    "Plata cu cardul nu mai poate fi încasată: autorizarea a expirat sau a fost anulată. Respingeți comanda și anunțați clientul."
)
ALREADY_REFUNDED = (
    "Această rambursare a fost deja făcută acum câteva secunde (aceeași sumă, același motiv); nu s-a mai rambursat nimic. "
    "Dacă doriți încă o rambursare, scrieți un alt motiv."
)


# What an order of this shop paid online for packaging: its cake needs no box.
PAID_PACKAGING = "0.00"


async def accept(client, headers, number, package_cost=PAID_PACKAGING):
    return await client.post(
        "/admin-service/confirm-order",
        headers=headers,
        json={"orderNumber": number, "timeToPrepare": "20 min", "totalPackageCost": package_cost},
    )


async def reject(client, headers, number, reason="Nu mai avem ingrediente."):
    return await client.post("/admin-service/reject-order", headers=headers, json={"orderNumber": number, "reason": reason})


async def refund(client, headers, number, amount, reason="Tortul a sosit deformat."):
    return await client.post(
        "/admin-service/refund-order", headers=headers, json={"orderNumber": number, "amount": amount, "reason": reason}
    )


async def stock(db_session, shop) -> int:
    return await db_session.scalar(
        select(Dimension.stock).where(Dimension.id == shop["dimension"].id).execution_options(populate_existing=True)
    )


async def test_accepting_captures_the_authorized_money(client, db_session, online_order, staff, test_settings, mailbox):
    order, intent = await online_order()
    number, total = order["orderNumber"], Decimal(order["totalPrice"])
    mailbox.clear()

    accepted = await accept(client, staff["manager"], number)

    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["status"] == "CONFIRMED"
    assert (await at_stripe(test_settings, intent.id)).captured
    payment = await payment_of(db_session, number)
    assert payment.card_state == CardPaymentState.CAPTURED
    assert payment.captured_amount == total and payment.captured_at is not None
    [mail] = mailbox.messages(to="ana@example.ro")
    assert "acceptată" in mail["Subject"]
    assert "Plată online cu cardul — Plătit online cu cardul" in mailbox.text_of(mail)


async def test_rejecting_an_authorized_order_releases_the_money_at_once(
    client, db_session, online_order, staff, shop, test_settings, mailbox
):
    order, intent = await online_order()
    assert await stock(db_session, shop) == 8
    mailbox.clear()

    rejected = await reject(client, staff["manager"], order["orderNumber"])

    assert rejected.status_code == 200, rejected.text
    assert rejected.json()["status"] == "REJECTED"
    at = await at_stripe(test_settings, intent.id)
    assert at.cancelled and not at.captured  # released, never refunded: nothing was taken
    payment = await payment_of(db_session, order["orderNumber"])
    assert payment.card_state == CardPaymentState.RELEASED and payment.released_at is not None
    assert payment.refunds == [] and payment.refunded_amount == 0
    assert await stock(db_session, shop) == 10
    [mail] = mailbox.messages(to="ana@example.ro")
    assert "Plată anulată (suma a fost deblocată pe card)" in mailbox.text_of(mail)


async def test_rejecting_an_accepted_order_refunds_all_it_captured(
    client, db_session, online_order, staff, test_settings, mailbox
):
    order, intent = await online_order()
    number, total = order["orderNumber"], Decimal(order["totalPrice"])
    assert (await accept(client, staff["manager"], number)).status_code == 200
    mailbox.clear()

    rejected = await reject(client, staff["admin"], number, "Cuptorul s-a defectat.")

    assert rejected.status_code == 200, rejected.text
    payment = await payment_of(db_session, number)
    assert payment.card_state == CardPaymentState.REFUNDED and payment.refunded_amount == total
    [given_back] = payment.refunds
    assert (given_back.amount, given_back.reason, given_back.created_by_id) == (
        total,
        "Cuptorul s-a defectat.",
        staff["admin_id"],
    )
    at_stripe_refund = await refund_at_stripe(test_settings, given_back.provider_refund_id)
    assert at_stripe_refund["amount"] == int(total * 100) and at_stripe_refund["payment_intent"] == intent.id
    [mail] = mailbox.messages(to="ana@example.ro")
    assert "Plată online cu cardul — Plată rambursată" in mailbox.text_of(mail)


async def test_an_authorization_no_longer_capturable_keeps_the_order_new(
    client, db_session, online_order, staff, test_settings, mailbox
):
    order, intent = await online_order()
    number = order["orderNumber"]
    async with CardPayments(test_settings) as cards:  # expired or cancelled at Stripe meanwhile
        assert (await cards.cancel(intent.id, order_number=number)).cancelled
    mailbox.clear()

    refused = await accept(client, staff["manager"], number)

    assert refused.status_code == 409
    assert refused.json()["message"] == NOT_CAPTURABLE
    status = await db_session.scalar(
        select(Order.status).where(Order.order_number == number).execution_options(populate_existing=True)
    )
    assert status == OrderStatus.NEW
    assert (await payment_of(db_session, number)).card_state == CardPaymentState.AUTHORIZED
    assert mailbox.messages(to="ana@example.ro") == []
    # The way out the message names: rejecting it works, and tells the customer.
    assert (await reject(client, staff["manager"], number, "Plata nu a mai putut fi încasată.")).status_code == 200
    assert (await payment_of(db_session, number)).card_state == CardPaymentState.RELEASED


async def test_the_admin_refunds_part_then_the_rest_of_a_delivered_order(
    client, db_session, online_order, staff, test_settings, mailbox
):
    order, intent = await online_order()
    number, total = order["orderNumber"], Decimal(order["totalPrice"])
    assert (await accept(client, staff["manager"], number)).status_code == 200
    delivered = await client.post("/admin-service/mark-as-delivered", headers=staff["manager"], json={"orderNumber": number})
    assert delivered.status_code == 200

    mailbox.clear()
    part = await refund(client, staff["admin"], number, "25.50", "  Tortul a sosit deformat.  ")
    assert part.status_code == 200, part.text
    assert part.json()["status"] == "DELIVERED"
    payment = await payment_of(db_session, number)
    assert payment.card_state == CardPaymentState.PARTIALLY_REFUNDED
    assert payment.refunded_amount == Decimal("25.50")
    assert [(r.amount, r.reason, r.created_by_id) for r in payment.refunds] == [
        (Decimal("25.50"), "Tortul a sosit deformat.", staff["admin_id"])
    ]

    [mail] = mailbox.messages(to="ana@example.ro")
    assert mail["Subject"] == f"Rambursare pentru comanda nr. {number}"
    text = mailbox.text_of(mail)
    assert "V-am rambursat 25,50 RON pe card" in text and "Motivul: Tortul a sosit deformat." in text
    assert "Plată online cu cardul — Plătit online, rambursat parțial (rambursat: 25,50 RON)" in text

    # The same click again at once is the same request: nothing more is refunded, and the admin is told.
    again = await refund(client, staff["admin"], number, "25.50", "Tortul a sosit deformat.")
    assert again.status_code == 409
    assert again.json()["message"] == ALREADY_REFUNDED
    assert (await payment_of(db_session, number)).refunded_amount == Decimal("25.50")
    assert len(mailbox.messages(to="ana@example.ro")) == 1

    rest = total - Decimal("25.50")
    over = await refund(client, staff["admin"], number, str(rest + Decimal("0.01")), "Clientul a renunțat.")
    assert over.status_code == 422
    assert over.json()["errors"] == {
        "amount": f"Suma de rambursat depășește ce a rămas de rambursat din plată ({ro_money(rest)})."
    }
    assert (await payment_of(db_session, number)).refunded_amount == Decimal("25.50")

    full = await refund(client, staff["admin"], number, str(rest), "Clientul a renunțat.")
    assert full.status_code == 200, full.text
    payment = await payment_of(db_session, number)
    assert payment.card_state == CardPaymentState.REFUNDED and payment.refunded_amount == total
    assert [r.amount for r in payment.refunds] == [Decimal("25.50"), rest]
    for given_back in payment.refunds:
        at = await refund_at_stripe(test_settings, given_back.provider_refund_id)
        assert at["amount"] == int(given_back.amount * 100) and at["payment_intent"] == intent.id

    nothing_left = await refund(client, staff["admin"], number, "1.00", "Încă o dată.")
    assert nothing_left.status_code == 409
    assert nothing_left.json()["message"] == (
        "Doar o plată online cu cardul, încasată și nerambursată integral, poate fi rambursată."
    )


@pytest.mark.parametrize(
    ("amount", "reason", "field", "message"),
    [
        ("0", "Motiv", "amount", "Introduceți o sumă de rambursat mai mare decât zero, cu cel mult două zecimale."),
        ("-5", "Motiv", "amount", "Introduceți o sumă de rambursat mai mare decât zero, cu cel mult două zecimale."),
        ("1.005", "Motiv", "amount", "Introduceți o sumă de rambursat mai mare decât zero, cu cel mult două zecimale."),
        ("abc", "Motiv", "amount", "Introduceți o sumă de rambursat mai mare decât zero, cu cel mult două zecimale."),
        ("10", "   ", "reason", "Motivul rambursării este obligatoriu."),
    ],
)
async def test_a_refund_needs_a_sum_and_a_reason(client, db_session, online_order, staff, amount, reason, field, message):
    order, _ = await online_order()
    assert (await accept(client, staff["manager"], order["orderNumber"])).status_code == 200

    response = await refund(client, staff["admin"], order["orderNumber"], amount, reason)

    assert response.status_code == 422
    assert response.json()["errors"][field] == message
    assert (await payment_of(db_session, order["orderNumber"])).refunded_amount == 0


async def test_only_the_admin_refunds(client, db_session, online_order, staff):
    order, _ = await online_order()
    assert (await accept(client, staff["manager"], order["orderNumber"])).status_code == 200
    for who, status in (("anonymous", 401), ("customer", 403), ("manager", 403)):
        assert (await refund(client, staff[who], order["orderNumber"], "10")).status_code == status
    assert (await payment_of(db_session, order["orderNumber"])).refunded_amount == 0


async def test_an_order_paid_at_pickup_has_nothing_to_refund(client, place, staff):
    order = await place()
    response = await refund(client, staff["admin"], order["orderNumber"], "10")
    assert response.status_code == 409
    assert response.json()["message"] == "Doar o plată online cu cardul, încasată și nerambursată integral, poate fi rambursată."


async def test_an_order_awaiting_its_payment_is_not_the_staffs(client, db_session, place, staff, shop):
    order = await place()
    row = await db_session.scalar(select(Order).where(Order.order_number == order["orderNumber"]))
    row.status = OrderStatus.AWAITING_PAYMENT
    await db_session.flush()

    for step in (accept(client, staff["manager"], order["orderNumber"]), reject(client, staff["manager"], order["orderNumber"])):
        response = await step
        assert response.status_code == 409
        assert response.json()["message"] == (
            "Comanda așteaptă încă plata online cu cardul; apare în panou după ce plata este autorizată."
        )
    listed = (await client.get("/admin-service/production-list", headers=staff["manager"])).json()
    assert listed["totalPieces"] == 0
    assert (await client.get(f"/admin-service/get-order-details/{order['id']}", headers=staff["manager"])).status_code == 404


async def test_the_kitchen_list_says_how_each_order_is_paid(client, db_session, online_order, place, staff):
    paid, _ = await online_order(1)
    cash = await place(1)
    unpaid = await place(1)
    row = await db_session.scalar(select(Order).where(Order.order_number == unpaid["orderNumber"]))
    row.status = OrderStatus.AWAITING_PAYMENT
    await db_session.flush()

    async def listed() -> dict[str, str]:
        body = (await client.get("/admin-service/production-list", headers=staff["manager"])).json()
        return {o["orderNumber"]: o["payment"] for c in body["categories"] for i in c["items"] for o in i["orders"]}

    assert await listed() == {
        paid["orderNumber"]: "Plată autorizată (se încasează la acceptarea comenzii)",
        cash["orderNumber"]: "De încasat numerar la ridicare",
    }  # the order still awaiting its payment is not the kitchen's
    assert (await accept(client, staff["manager"], paid["orderNumber"])).status_code == 200
    assert (await listed())[paid["orderNumber"]] == "Plătit online cu cardul"


@pytest.mark.parametrize("which", ["another order", "another sum"])
async def test_an_intent_not_made_for_this_order_is_never_captured(client, db_session, online_order, staff, test_settings, which):
    order, _ = await online_order()
    number, total = order["orderNumber"], Decimal(order["totalPrice"])
    stranger = await authorized_intent(
        test_settings, "ALTA-1" if which == "another order" else number, total if which == "another order" else total - 1
    )
    payment = await payment_of(db_session, number)
    payment.intent_id = stranger.id
    await db_session.flush()

    refused = await accept(client, staff["manager"], number)

    assert refused.status_code == 409
    assert refused.json()["message"] == (
        "Plata cu cardul nu corespunde acestei comenzi (altă comandă sau altă sumă) și nu a fost încasată. "
        "Respingeți comanda și anunțați clientul."
    )
    assert (await at_stripe(test_settings, stranger.id)).authorized  # untouched
    assert (await payment_of(db_session, number)).card_state == CardPaymentState.AUTHORIZED


async def test_when_stripe_cannot_be_reached_the_order_stays_as_it_was(
    test_settings, db_connection, redis_client, db_session, online_order, staff, shop
):
    from admin_service.main import create_app
    from bakery_devtools.testing.plugin import service_client

    order, intent = await online_order()
    number = order["orderNumber"]
    down = test_settings.model_copy(update={"stripe_api_base": "http://127.0.0.1:9"})  # nothing listens there
    async with service_client(create_app(down), db_connection) as panel:
        for step in (accept(panel, staff["manager"], number), reject(panel, staff["manager"], number)):
            response = await step
            assert response.status_code == 503
            assert response.json()["message"] == (
                "Plata online cu cardul nu este disponibilă acum. Încercați din nou în câteva minute."
            )
    status = await db_session.scalar(
        select(Order.status).where(Order.order_number == number).execution_options(populate_existing=True)
    )
    assert status == OrderStatus.NEW and await stock(db_session, shop) == 8
    assert (await payment_of(db_session, number)).card_state == CardPaymentState.AUTHORIZED
    assert (await at_stripe(test_settings, intent.id)).authorized


async def test_card_at_pickup_reads_as_money_still_to_collect(client, storefront, shop, staff, mailbox):
    body = checkout(
        [product_line(shop["product"].id, shop["dimension"].id, 1)], location_id=shop["location"].id, orderPaymentOptions="CARD"
    )
    placed = await storefront.post("/user-service/place-order", json=body)
    assert placed.status_code == 201, placed.text
    mailbox.clear()

    assert (await accept(client, staff["manager"], placed.json()["orderNumber"], "2.50")).status_code == 200

    [mail] = mailbox.messages(to="ana@example.ro")
    assert "Plata: De încasat cu cardul la ridicare" in mailbox.text_of(mail)
    assert "De încasat cu cardul la ridicare" in mailbox.html_of(mail)
    assert "plătit" not in mailbox.text_of(mail).lower()


async def test_a_payment_stripe_never_saw_is_not_refunded_and_says_why(client, db_session, online_order, staff, mailbox):
    """The seeded history's card payments carry made-up intent ids (`pi_demo_<id>`): refunding one
    is a 409 saying so, never a 500 nor a wait-and-retry, and nothing is recorded."""
    order, _ = await online_order()
    number = order["orderNumber"]
    assert (await accept(client, staff["manager"], number)).status_code == 200
    assert (
        await client.post("/admin-service/mark-as-delivered", headers=staff["manager"], json={"orderNumber": number})
    ).status_code == 200
    payment = await payment_of(db_session, number)
    payment.intent_id = f"pi_demo_{payment.order_id}"  # as seed/history writes it
    await db_session.flush()
    mailbox.clear()

    response = await refund(client, staff["admin"], number, "10.00")

    assert response.status_code == 409, response.text
    assert response.json()["message"] == (
        "Plata cu cardul a acestei comenzi nu există la Stripe (de exemplu, o comandă din datele demonstrative), "
        "deci nu poate fi rambursată pe card. Nimic nu a fost rambursat: dați banii înapoi clientului în alt mod."
    )
    payment = await payment_of(db_session, number)
    assert payment.card_state == CardPaymentState.CAPTURED
    assert payment.refunded_amount == 0 and payment.refunds == []
    assert mailbox.messages(to="ana@example.ro") == []


async def test_the_same_refund_twice_within_a_minute_is_reported_not_dropped(
    client, db_session, online_order, staff, test_settings, mailbox, clock
):
    order, _ = await online_order()
    number = order["orderNumber"]
    assert (await accept(client, staff["manager"], number)).status_code == 200
    assert (await refund(client, staff["admin"], number, "10.00", "Lipsea o lumânare.")).status_code == 200
    mailbox.clear()

    twice = await refund(client, staff["admin"], number, "10.00", "Lipsea o lumânare.")

    assert twice.status_code == 409
    assert twice.json() == {"status": 409, "message": ALREADY_REFUNDED, "errors": {}}
    payment = await payment_of(db_session, number)
    assert payment.refunded_amount == Decimal("10.00") and len(payment.refunds) == 1
    assert mailbox.messages(to="ana@example.ro") == []

    # Another reason is another refund, and so is the same one a minute later.
    assert (await refund(client, staff["admin"], number, "10.00", "Și o a doua lumânare.")).status_code == 200
    clock.move_to(clock.now() + timedelta(minutes=1))
    assert (await refund(client, staff["admin"], number, "10.00", "Lipsea o lumânare.")).status_code == 200
    assert (await payment_of(db_session, number)).refunded_amount == Decimal("30.00")
