"""An order paid online was priced with its packaging before the card was authorized, and
accepting it captures exactly that sum: a different packaging cost typed on acceptance would be
shown and never charged, so it is refused with what was paid; the paid one is accepted, and the
order, the receipt, the captured money and the report's income all say the same total."""

from decimal import Decimal

from sqlalchemy import select

from bakery_shared.models import CardPaymentState, Order, OrderStatus
from bakery_shared.money import ro_money

from .conftest import at_stripe, payment_of
from .test_staff_card_payments import accept

PAID_ONLINE = (
    "Comanda a fost plătită online cu cardul, cu ambalajele incluse: 8,00 RON. Suma plătită nu mai poate fi schimbată, "
    "deci nici costul ambalajelor: lăsați 8,00 RON."
)


async def test_a_packaging_cost_other_than_the_paid_one_is_refused_on_an_online_order(
    client, db_session, online_order, shop, staff, test_settings, mailbox
):
    shop["dimension"].box_needed, shop["dimension"].box_price = True, Decimal("4.00")
    await db_session.flush()
    order, intent = await online_order(2)
    number, total = order["orderNumber"], Decimal(order["totalPrice"])
    assert order["totalPackageCost"] == "8.00"  # two boxes, priced before the card was authorized
    mailbox.clear()

    for typed in ("12.50", "5.00", "0"):
        refused = await accept(client, staff["manager"], number, typed)
        assert refused.status_code == 422, refused.text
        assert refused.json()["errors"] == {"totalPackageCost": PAID_ONLINE}
    status = await db_session.scalar(
        select(Order.status).where(Order.order_number == number).execution_options(populate_existing=True)
    )
    assert status == OrderStatus.NEW
    assert (await at_stripe(test_settings, intent.id)).authorized  # nothing captured
    assert mailbox.messages(to="ana@example.ro") == []

    accepted = await accept(client, staff["manager"], number, "8,00")

    assert accepted.status_code == 200, accepted.text
    detail = accepted.json()
    assert (detail["manuallySetPackageCost"], detail["totalPackageCost"], detail["totalPrice"]) == ("8.00", "8.00", str(total))
    payment = await payment_of(db_session, number)
    assert payment.card_state == CardPaymentState.CAPTURED and payment.captured_amount == total
    [mail] = mailbox.messages(to="ana@example.ro")
    receipt = mailbox.text_of(mail)
    assert "Ambalaje: 8,00 RON" in receipt and f"Total: {ro_money(total)}" in receipt
    delivered = await client.post("/admin-service/mark-as-delivered", headers=staff["manager"], json={"orderNumber": number})
    assert delivered.status_code == 200
    month = (await client.get("/admin-service/sales/order-numbers-current-month", headers=staff["admin"])).json()
    assert Decimal(month["totalIncomeFromOrders"]) == total
