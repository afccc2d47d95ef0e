"""A custom cake cancelled by the staff after its deposit was paid: the deposit's advance invoice is
corrected by a credit note for what went back to the card."""

from decimal import Decimal

from sqlalchemy import select

from bakery_devtools.testing.cakes_money import CakeCustomer, make_quoted_request
from bakery_devtools.testing.orders import make_pickup_location
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.invoicing.issuing import issue_advance_invoice
from bakery_shared.models import CakePayment, Invoice, InvoiceKind


async def test_cancelling_a_paid_cake_credits_its_advance_invoice(
    client, storefront, staff, db_session, test_settings, invoicing_on
):
    location = await make_pickup_location(db_session)
    request = await make_quoted_request(db_session, days=10, pickup_location_id=location.id)
    paid = await CakeCustomer(storefront, test_settings, request.id).pay_deposit(request.quotes[-1].id)
    assert paid.status_code == 200, paid.text
    deposit = await db_session.scalar(select(CakePayment).where(CakePayment.request_id == request.id))
    advance = await issue_advance_invoice(db_session, deposit.id, now=current_clock().now(), settings=test_settings)
    assert advance is not None

    cancelled = await client.post(
        f"/admin-service/cake-requests/{request.id}/cancel", json={"reason": "Cuptorul s-a defectat."}, headers=staff["admin"]
    )

    assert cancelled.status_code == 200, cancelled.text
    note = await db_session.scalar(
        select(Invoice).where(Invoice.corrects_invoice_id == advance.id).execution_options(populate_existing=True)
    )
    assert note is not None
    assert (note.kind, note.total) == (InvoiceKind.CREDIT_NOTE, Decimal(cancelled.json()["refunded"]))
