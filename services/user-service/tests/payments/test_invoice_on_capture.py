"""An online order whose capture the server learns of by itself (Stripe's webhook after the staff's
accept crashed, or a capture in Stripe's dashboard) is invoiced as the accept would have, once."""

from sqlalchemy import select

from bakery_devtools.testing.invoicing import enable_invoicing
from bakery_devtools.testing.payments import GOOD_CARD, signed_event
from bakery_shared.invoicing.document import Document
from bakery_shared.models import Invoice, InvoicePurpose, Order, OrderPayment
from bakery_shared.payments.cards import CardPayments

WEBHOOK = "/user-service/payments/webhook"


async def test_a_capture_learned_by_webhook_issues_the_orders_invoice_once(online_shop, db_session):
    await enable_invoicing(db_session)
    placed = await online_shop.place_online(1)
    assert (await online_shop.pay(placed, GOOD_CARD)).json()["cardPayment"]["state"] == "AUTHORIZED"
    intent_id = await db_session.scalar(select(OrderPayment.intent_id).join(Order).where(Order.order_number == placed.number))
    async with CardPayments(online_shop.settings) as cards:
        assert (await cards.capture(intent_id, order_number=placed.number)).captured

    for event_id in ("evt_cap", "evt_cap_again"):
        body, headers = signed_event(online_shop.settings, intent_id, event_id=event_id)
        assert (await online_shop.client.post(WEBHOOK, content=body, headers=headers)).status_code == 200

    (invoice,) = await db_session.scalars(select(Invoice).execution_options(populate_existing=True))
    assert invoice.purpose == InvoicePurpose.ORDER and str(invoice.total) == placed.total
    assert Document.from_json(invoice.document).order_number == placed.number
