"""A pay-at-pickup order is invoiced when handed over only if it asked for a company invoice (or
the setup invoices every one); a refused invoice is issued again under its own number."""

from decimal import Decimal

from bakery_devtools.testing.orders import checkout, product_line
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.invoicing.document import Document, PaymentMeans
from bakery_shared.invoicing.issuing import invoice_on_delivery, issue_order_invoice, reissue_refused
from bakery_shared.models import EfacturaStatus, OrderStatus

from .conftest import filable, order_of

COMPANY = {
    "companyName": "Brutăria Veche SRL",
    "cui": "18547290",
    "registrationNumber": None,
    "streetAddress": "Str. Morii 3",
    "city": "Sibiu",
    "county": "RO-SB",
}


async def delivered_order(storefront, db_session, bakery, **details):
    loaf = bakery["loaf"]
    body = checkout([product_line(loaf.id, loaf.dimensions[0].id, 6)], location_id=bakery["location"].id)
    response = await storefront.post("/user-service/place-order", json=body)
    order = await order_of(db_session, response.json()["orderNumber"])
    order.status = OrderStatus.DELIVERED
    order.invoice_details = details.get("invoice_details")
    await db_session.flush()
    return order


async def test_a_consumer_s_cash_order_is_covered_by_the_fiscal_receipt(storefront, db_session, bakery, invoicing, test_settings):
    order = await delivered_order(storefront, db_session, bakery)
    assert await invoice_on_delivery(db_session, order.id, now=current_clock().now(), settings=test_settings) is None

    invoicing.invoice_every_cash_order = True
    await db_session.flush()
    invoice = await invoice_on_delivery(db_session, order.id, now=current_clock().now(), settings=test_settings)
    filable(invoice)
    [payment] = Document.from_json(invoice.document).payments
    assert payment.means == PaymentMeans.CASH and payment.amount == order.total_price


async def test_a_company_s_cash_order_is_invoiced_when_handed_over(storefront, db_session, bakery, test_settings):
    order = await delivered_order(storefront, db_session, bakery, invoice_details=COMPANY)
    invoice = await invoice_on_delivery(db_session, order.id, now=current_clock().now(), settings=test_settings)
    filable(invoice)
    assert invoice.buyer_name == "Brutăria Veche SRL" and invoice.buyer_cui == "18547290"  # not a VAT payer: no RO


async def test_a_refused_invoice_is_issued_again_with_its_number_and_today_s_setup(
    storefront, db_session, bakery, invoicing, test_settings
):
    order = await delivered_order(storefront, db_session, bakery, invoice_details=COMPANY)
    invoice = await issue_order_invoice(db_session, order.id, now=current_clock().now(), settings=test_settings)
    number = invoice.number
    invoice.efactura_status, invoice.efactura_message = EfacturaStatus.NOK, "E: adresa vânzătorului lipsește"
    invoicing.street_address = "Str. Nicolae Bălcescu 14"
    await db_session.flush()

    again = await reissue_refused(db_session, invoice.id, now=current_clock().now(), settings=test_settings)

    assert again.id == invoice.id and again.number == number
    assert again.efactura_status == EfacturaStatus.PENDING and again.efactura_message is None
    assert Document.from_json(again.document).seller.street_address == "Str. Nicolae Bălcescu 14"
    assert again.total == order.total_price == Decimal(again.total)
