"""The buyer gets the invoice by mail with its PDF attached (through the real SMTP sink), and
nothing is issued while invoicing is off."""

from datetime import timedelta
import socket

from sqlalchemy import func, select

from bakery_devtools.testing.orders import checkout, product_line
from bakery_devtools.testing.plugin import bound_sessionmaker, current_clock
from bakery_shared.invoicing.document import Document
from bakery_shared.invoicing.issuing import issue_order_invoice
from bakery_shared.invoicing.mails import RESOLVERS
from bakery_shared.invoicing.pdf import render_pdf
from bakery_shared.mail import Mailer, MailSender
from bakery_shared.models import Invoice, InvoiceSeriesCounter

from .conftest import order_of


async def placed_order(storefront, db_session, bakery):
    loaf = bakery["loaf"]
    body = checkout([product_line(loaf.id, loaf.dimensions[0].id, 6)], location_id=bakery["location"].id)
    response = await storefront.post("/user-service/place-order", json=body)
    assert response.status_code == 201, response.text
    return await order_of(db_session, response.json()["orderNumber"])


async def test_the_invoice_is_mailed_with_its_pdf(storefront, db_session, db_connection, bakery, test_settings, mailbox):
    order = await placed_order(storefront, db_session, bakery)
    mailbox.clear()
    invoice = await issue_order_invoice(db_session, order.id, now=current_clock().now(), settings=test_settings)

    sender = MailSender(
        lambda: bound_sessionmaker(db_connection), Mailer(test_settings), current_clock(), test_settings, RESOLVERS
    )
    assert await sender.send_due() == 1

    [mail] = mailbox.messages(to="ana@example.ro")
    assert mail["Subject"] == f"Factura {invoice.number} — Cofetăria Dulce Sibiu"
    text = mailbox.text_of(mail)
    assert invoice.number in text and f"{invoice.issue_date:%d-%m-%Y}" in text and order.order_number in text
    [pdf] = list(mail.iter_attachments())
    assert pdf.get_filename() == f"{invoice.number}.pdf" and pdf.get_content_type() == "application/pdf"
    # The invoice's own PDF (fpdf2 stamps each rendering with its moment: compared by size).
    content = pdf.get_content()
    assert content.startswith(b"%PDF") and abs(len(content) - len(render_pdf(Document.from_json(invoice.document)))) < 64


async def test_nothing_is_issued_while_invoicing_is_off(storefront, db_session, bakery, invoicing, test_settings):
    order = await placed_order(storefront, db_session, bakery)
    invoicing.enabled = False
    await db_session.flush()

    assert await issue_order_invoice(db_session, order.id, now=current_clock().now(), settings=test_settings) is None
    assert await db_session.scalar(select(func.count(Invoice.id))) == 0
    assert await db_session.scalar(select(func.count()).select_from(InvoiceSeriesCounter)) == 0


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def test_a_mail_retried_after_a_server_failure_still_carries_its_pdf(
    storefront, db_session, db_connection, bakery, test_settings, mailbox, clock
):
    order = await placed_order(storefront, db_session, bakery)
    mailbox.clear()
    invoice = await issue_order_invoice(db_session, order.id, now=clock.now(), settings=test_settings)
    sessions = lambda: bound_sessionmaker(db_connection)  # noqa: E731
    down = test_settings.model_copy(update={"smtp_port": closed_port()})
    assert await MailSender(sessions, Mailer(down), clock, test_settings, RESOLVERS).send_due() == 0

    clock.move_to(clock.now() + timedelta(minutes=5))
    assert await MailSender(sessions, Mailer(test_settings), clock, test_settings, RESOLVERS).send_due() == 1

    [mail] = mailbox.messages(to="ana@example.ro")
    [pdf] = list(mail.iter_attachments())
    assert pdf.get_filename() == f"{invoice.number}.pdf" and pdf.get_content().startswith(b"%PDF")
