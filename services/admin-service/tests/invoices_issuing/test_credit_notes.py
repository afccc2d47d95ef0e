"""A refund issues a credit note referring to the invoice: the whole sum mirrors the invoice, a
part is shared among its VAT rates and totals exactly what went back."""

from decimal import Decimal

from sqlalchemy import select

from bakery_devtools.testing.orders import checkout, product_line
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.invoicing.amounts import totals
from bakery_shared.invoicing.document import Document, DocumentKind
from bakery_shared.invoicing.issuing import issue_credit_note, issue_order_invoice
from bakery_shared.models import CardRefund, InvoiceKind, InvoicePurpose, OrderPayment

from .conftest import filable, order_of


async def invoiced_order(storefront, db_session, bakery, settings):
    cake, loaf = bakery["cake"], bakery["loaf"]
    items = [product_line(cake.id, cake.dimensions[0].id, 1), product_line(loaf.id, loaf.dimensions[0].id, 4)]
    response = await storefront.post("/user-service/place-order", json=checkout(items, location_id=bakery["location"].id))
    assert response.status_code == 201, response.text
    order = await order_of(db_session, response.json()["orderNumber"])
    invoice = await issue_order_invoice(db_session, order.id, now=current_clock().now(), settings=settings)
    return order, invoice


async def refunded(db_session, order, amount: Decimal) -> CardRefund:
    payment = await db_session.scalar(select(OrderPayment).where(OrderPayment.order_id == order.id))
    refund = CardRefund(payment_id=payment.id, amount=amount, reason="Comanda nu a mai putut fi pregătită.")
    db_session.add(refund)
    await db_session.flush()
    return refund


async def test_a_full_refund_s_credit_note_cancels_the_invoice(storefront, db_session, bakery, test_settings):
    order, invoice = await invoiced_order(storefront, db_session, bakery, test_settings)
    refund = await refunded(db_session, order, order.total_price)

    note = await issue_credit_note(db_session, refund.id, now=current_clock().now(), settings=test_settings)
    filable(note)

    assert note.kind == InvoiceKind.CREDIT_NOTE and note.purpose == InvoicePurpose.REFUND
    assert note.corrects_invoice_id == invoice.id and note.order_id == order.id
    assert (note.total, note.net_total, note.vat_total) == (invoice.total, invoice.net_total, invoice.vat_total)
    document = Document.from_json(note.document)
    assert document.kind == DocumentKind.CREDIT_NOTE
    assert document.corrects_number == invoice.number and document.corrects_issue_date == invoice.issue_date
    assert [rate.gross for rate in totals(document).rates] == [
        rate.gross for rate in totals(Document.from_json(invoice.document)).rates
    ]
    again = await issue_credit_note(db_session, refund.id, now=current_clock().now(), settings=test_settings)
    assert again.id == note.id


async def test_a_partial_refund_s_credit_note_totals_exactly_what_went_back(storefront, db_session, bakery, test_settings):
    order, invoice = await invoiced_order(storefront, db_session, bakery, test_settings)
    refund = await refunded(db_session, order, Decimal("37.33"))

    note = await issue_credit_note(db_session, refund.id, now=current_clock().now(), settings=test_settings)
    filable(note)

    document = Document.from_json(note.document)
    assert note.total == totals(document).total == Decimal("37.33")
    assert {line.vat_rate for line in document.lines} == {Decimal("21.00"), Decimal("11.00")}
    assert all(line.name == f"Restituire parțială comanda {order.order_number}" for line in document.lines)
    assert document.corrects_number == invoice.number


async def test_a_refund_of_an_order_never_invoiced_has_no_credit_note(storefront, db_session, bakery, test_settings):
    loaf = bakery["loaf"]
    body = checkout([product_line(loaf.id, loaf.dimensions[0].id, 10)], location_id=bakery["location"].id)
    response = await storefront.post("/user-service/place-order", json=body)
    order = await order_of(db_session, response.json()["orderNumber"])
    refund = await refunded(db_session, order, Decimal("5.00"))
    assert await issue_credit_note(db_session, refund.id, now=current_clock().now(), settings=test_settings) is None
