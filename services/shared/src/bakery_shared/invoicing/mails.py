"""The invoice mail: the buyer gets each invoice and credit note with its PDF attached.

Issuing queues a request row (its `text` is the invoice's id); the mail sender renders the PDF
from the stored document when it sends, so issuing never waits for a PDF and a retried mail
carries the same document."""

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from ..mail.mailer import Attachment, Mail, render_mail
from ..mail.queue import queue_mail
from ..models import Invoice, InvoiceKind, QueuedMail
from ..money import ro_money
from ..settings import Settings
from .document import Document
from .pdf import render_pdf
from .repository import InvoiceRepository

INVOICE_MAIL = "invoice"
SUBJECT = "Factura {number} — {business}"


def queue_invoice_mail(session: AsyncSession, invoice: Invoice, recipient: str, business: str, now: datetime) -> None:
    subject = SUBJECT.format(number=invoice.number, business=business).removesuffix(" — ")
    queue_mail(session, Mail(to=recipient, subject=subject, html="", text=str(invoice.id), purpose=INVOICE_MAIL), now)


def invoice_mail(invoice: Invoice, recipient: str, subject: str) -> Mail:
    document = Document.from_json(invoice.document)
    mail = render_mail(
        INVOICE_MAIL,
        to=recipient,
        subject=subject,
        buyer=document.buyer.name,
        number=invoice.number,
        day=f"{invoice.issue_date:%d-%m-%Y}",
        total=ro_money(invoice.total),
        order_number=document.order_number,
        credit_note=invoice.kind == InvoiceKind.CREDIT_NOTE,
        corrects=document.corrects_number,
        business=document.seller.name,
    )
    pdf = Attachment(f"{invoice.number}.pdf", render_pdf(document), "application/pdf")
    return Mail(mail.to, mail.subject, mail.html, mail.text, mail.purpose, mail.headers, (pdf,))


async def _invoices(session: AsyncSession, rows: Sequence[QueuedMail], settings: Settings, now: datetime) -> list[Mail | None]:
    repository = InvoiceRepository(session)
    mails: list[Mail | None] = []
    for row in rows:
        invoice = await repository.get(int(row.text)) if row.text.strip().isdigit() else None
        mails.append(invoice_mail(invoice, row.recipient, row.subject) if invoice is not None else None)
    return mails


RESOLVERS = {INVOICE_MAIL: _invoices}
