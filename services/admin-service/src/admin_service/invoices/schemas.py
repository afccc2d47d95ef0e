"""What the staff read of the invoices: one line per invoice or credit note, as listed and filed."""

from datetime import date

from bakery_shared.models import EfacturaStatus, InvoiceKind, InvoicePurpose
from bakery_shared.money import Money
from bakery_shared.schemas import ReadModel


class InvoiceItem(ReadModel):
    id: int
    number: str
    kind: InvoiceKind
    purpose: InvoicePurpose
    order_number: str | None
    issue_date: date
    buyer_name: str
    buyer_cui: str | None
    # Positive for a credit note too: its kind says the money went back.
    total: Money
    efactura_status: EfacturaStatus
    # The last day to file it with ANAF's e-Factura.
    efactura_deadline: date
    # ANAF's reason for a refusal.
    efactura_message: str | None
    # A credit note's: the invoice it corrects.
    corrects_number: str | None


class OrderInvoiceOut(ReadModel):
    """An invoice as the staff's order detail shows it."""

    id: int
    number: str
    kind: InvoiceKind
    total: Money
    efactura_status: EfacturaStatus
