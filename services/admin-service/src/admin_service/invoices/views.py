"""An invoice as the staff's screens show it."""

from bakery_shared.models import Invoice

from .schemas import InvoiceItem, OrderInvoiceOut


def invoice_item(invoice: Invoice, order_number: str | None, corrects_number: str | None) -> InvoiceItem:
    return InvoiceItem(
        id=invoice.id,
        number=invoice.number,
        kind=invoice.kind,
        purpose=invoice.purpose,
        order_number=order_number,
        issue_date=invoice.issue_date,
        buyer_name=invoice.buyer_name,
        buyer_cui=invoice.buyer_cui,
        total=invoice.total,
        efactura_status=invoice.efactura_status,
        efactura_deadline=invoice.efactura_deadline,
        efactura_message=invoice.efactura_message,
        corrects_number=corrects_number,
    )


def order_invoice(invoice: Invoice) -> OrderInvoiceOut:
    return OrderInvoiceOut(
        id=invoice.id, number=invoice.number, kind=invoice.kind, total=invoice.total, efactura_status=invoice.efactura_status
    )
