"""A custom cake's invoices follow its money: the deposit captured gets an advance invoice, the
rest captured online the final invoice (the advance deducted), a cancellation's refund a credit
note. Switched off, nothing is issued; and a failing invoice never undoes a payment."""

from datetime import timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from bakery_devtools.testing.cakes_money import GOOD_CARD
from bakery_devtools.testing.invoicing import enable_invoicing
from bakery_devtools.testing.orders import bearer, make_user
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.invoicing.document import Document
from bakery_shared.models import (
    CakeRequestStatus,
    CardPaymentState,
    Invoice,
    InvoiceKind,
    InvoicePurpose,
    Role,
)


@pytest.fixture
async def invoicing(db_session, business):
    return await enable_invoicing(db_session)


async def invoices(db_session) -> list[Invoice]:
    return list(await db_session.scalars(select(Invoice).order_by(Invoice.id).execution_options(populate_existing=True)))


async def test_the_deposit_captured_gets_its_advance_invoice_shown_on_the_order(cakes, db_session, invoicing, test_settings):
    user = await make_user(db_session, Role.USER, "ana@example.ro")
    request, customer = await cakes.quoted(price="400.00", percent="30.00", user_id=user.id)

    assert (await customer.pay_deposit(request.quotes[-1].id)).status_code == 200

    saved = await cakes.read(request.id)
    (deposit,) = saved.payments
    (advance,) = await invoices(db_session)
    assert (advance.kind, advance.purpose, advance.total) == (InvoiceKind.INVOICE, InvoicePurpose.ADVANCE, Decimal("120.00"))
    assert advance.cake_payment_id == deposit.id
    assert Document.from_json(advance.document).buyer.name == "Ana Pop"
    page = await cakes.client.get(f"/user-service/get-order-details/{saved.order_id}", headers=bearer(test_settings, user))
    assert page.json()["invoices"] == [
        {"number": advance.number, "kind": "INVOICE", "issueDate": current_clock().today().isoformat(), "total": "120.00"}
    ]


async def test_the_rest_charged_online_gets_the_final_invoice_with_the_advance_deducted(cakes, db_session, invoicing):
    request, customer = await cakes.quoted(days=1, price="400.00", percent="30.00")
    assert (await customer.pay_deposit(request.quotes[-1].id, GOOD_CARD, rest="CARD_AUTO")).status_code == 200

    assert (await cakes.reconcile())["cake:rest-paid"] == 1

    advance, final = await invoices(db_session)
    assert (final.purpose, final.total) == (InvoicePurpose.ORDER, Decimal("280.00"))
    assert advance.total + final.total == Decimal("400.00")
    assert final.order_id == (await cakes.read(request.id)).order_id
    assert Document.from_json(final.document).lines[-1].unit_price == Decimal("-120.00")


async def test_a_cancellation_refund_gets_a_credit_note_for_the_advance(cakes, db_session, invoicing):
    request, customer = await cakes.quoted(days=20, price="400.00", percent="30.00")
    assert (await customer.pay_deposit(request.quotes[-1].id)).status_code == 200

    assert (await customer.cancel()).json() == {"status": "CANCELLED", "refunded": "120.00"}

    advance, credit = await invoices(db_session)
    assert (credit.kind, credit.purpose, credit.total) == (InvoiceKind.CREDIT_NOTE, InvoicePurpose.REFUND, Decimal("120.00"))
    assert credit.corrects_invoice_id == advance.id


async def test_with_invoicing_off_a_cake_is_paid_and_cancelled_with_no_invoice(cakes, db_session):
    request, customer = await cakes.quoted(days=20)
    assert (await customer.pay_deposit(request.quotes[-1].id)).status_code == 200
    assert (await customer.cancel()).status_code == 200

    assert await invoices(db_session) == []


async def test_an_invoice_that_cannot_be_issued_never_undoes_the_deposit(cakes, db_session, invoicing, caplog):
    # The year's first number already used outside the series' counter (history brought in by
    # hand): the advance invoice cannot take it, and the deposit is recorded all the same.
    today = current_clock().today()
    db_session.add(
        Invoice(
            kind=InvoiceKind.INVOICE,
            purpose=InvoicePurpose.ORDER,
            series="CFS",
            year=today.year,
            sequence=1,
            number=f"CFS-{today.year}-00001",
            issue_date=today,
            buyer_name="Client vechi",
            net_total=Decimal("8.26"),
            vat_total=Decimal("1.74"),
            total=Decimal("10.00"),
            document={},
            xml="<Invoice/>",
            efactura_deadline=today + timedelta(days=5),
        )
    )
    await db_session.flush()
    request, customer = await cakes.quoted(price="400.00", percent="30.00")

    paid = await customer.pay_deposit(request.quotes[-1].id)

    assert paid.status_code == 200 and paid.json()["status"] == "ACCEPTED"
    saved = await cakes.read(request.id)
    assert saved.status == CakeRequestStatus.ACCEPTED and saved.order_id is not None
    assert saved.payments[0].card_state == CardPaymentState.CAPTURED
    assert [invoice.buyer_name for invoice in await invoices(db_session)] == ["Client vechi"]
    assert f"invoicing: the advance invoice of cake payment {saved.payments[0].id} failed" in caplog.text
