"""Invoices: the bakery's legal details for invoicing, the gap-free number series, every invoice
and credit note the shop issued, and its filing with ANAF's RO e-Factura.

An issued invoice never changes: what it says is kept as issued (`document`, the rendered XML) and
a refund issues a credit note that refers to it. Numbers come from `invoice_series_counters`, one
row per series and year, incremented inside the issuing transaction: a rolled-back issue gives its
number back, so the series has no gaps and no duplicates under parallel issuing."""

from datetime import date, datetime
from decimal import Decimal
import enum

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    Numeric,
    SmallInteger,
    String,
    Text,
    UniqueConstraint,
    func,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin, TimestampMixin
from .types import db_enum

# A VAT rate in percent: 21.00, 11.00, 0.00.
VatRate = Numeric(5, 2)


class InvoiceKind(str, enum.Enum):
    INVOICE = "INVOICE"
    CREDIT_NOTE = "CREDIT_NOTE"


class InvoicePurpose(str, enum.Enum):
    ORDER = "ORDER"  # an order's invoice (a custom cake's final one deducts its advance)
    ADVANCE = "ADVANCE"  # a custom cake's deposit, invoiced when it is captured
    REFUND = "REFUND"  # a credit note for money given back


class EfacturaStatus(str, enum.Enum):
    PENDING = "PENDING"  # "de încărcat": not yet uploaded (always so without ANAF credentials)
    UPLOADING = "UPLOADING"  # taken by the filing job; the upload's answer not yet recorded
    IN_PROGRESS = "IN_PROGRESS"  # "în curs": uploaded, ANAF has not answered yet
    OK = "OK"  # "ok": accepted by ANAF
    NOK = "NOK"  # "nok": refused; `efactura_message` holds ANAF's error text


class InvoicingSetup(TimestampMixin, Base):
    """The bakery's legal identity on its invoices: one row, as the business setup."""

    __tablename__ = "invoicing_setup"

    id: Mapped[int] = mapped_column(SmallInteger, primary_key=True, autoincrement=False, default=1)
    # Invoicing cannot be switched on while a required field below is missing.
    enabled: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    legal_name: Mapped[str | None] = mapped_column(String(200))
    # Digits only; shown and filed with the `RO` prefix when `vat_payer`.
    cui: Mapped[str | None] = mapped_column(String(12))
    vat_payer: Mapped[bool] = mapped_column(Boolean, default=True, server_default="true")
    registration_number: Mapped[str | None] = mapped_column(String(40))  # J32/123/2015 or J2015000123325
    street_address: Mapped[str | None] = mapped_column(String(200))
    city: Mapped[str | None] = mapped_column(String(80))
    county: Mapped[str | None] = mapped_column(String(8))  # ISO 3166-2:RO, e.g. RO-SB
    postal_code: Mapped[str | None] = mapped_column(String(10))
    bank_name: Mapped[str | None] = mapped_column(String(120))
    iban: Mapped[str | None] = mapped_column(String(34))
    email: Mapped[str | None] = mapped_column(String(254))
    phone: Mapped[str | None] = mapped_column(String(20))
    # One series for invoices and credit notes; its numbers start again at 1 each year.
    series: Mapped[str] = mapped_column(String(12), default="CFS", server_default="CFS")
    # The rate of a line whose category has no rate of its own, and of the delivery fee.
    default_vat_rate: Mapped[Decimal] = mapped_column(VatRate, default=Decimal("21.00"), server_default="21.00")
    delivery_vat_rate: Mapped[Decimal] = mapped_column(VatRate, default=Decimal("21.00"), server_default="21.00")
    # A pay-at-pickup order gets an invoice when delivered only if the customer asked for a company
    # invoice: the counter's fiscal receipt covers the rest. True invoices every delivered order.
    invoice_every_cash_order: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")

    __table_args__ = (CheckConstraint("id = 1", name="singleton"),)


class CategoryVatRate(Base):
    """The VAT rate of a menu category's products (sweets with added sugar and bread differ)."""

    __tablename__ = "category_vat_rates"

    category_id: Mapped[int] = mapped_column(ForeignKey("categories.id", ondelete="CASCADE"), primary_key=True)
    vat_rate: Mapped[Decimal] = mapped_column(VatRate)

    __table_args__ = (CheckConstraint("vat_rate >= 0 AND vat_rate < 100", name="rate"),)


class InvoiceSeriesCounter(Base):
    __tablename__ = "invoice_series_counters"

    series: Mapped[str] = mapped_column(String(12), primary_key=True)
    year: Mapped[int] = mapped_column(SmallInteger, primary_key=True)
    last_number: Mapped[int] = mapped_column(Integer)


class Invoice(IdMixin, Base):
    __tablename__ = "invoices"

    kind: Mapped[InvoiceKind] = mapped_column(db_enum(InvoiceKind, "invoice_kind"))
    purpose: Mapped[InvoicePurpose] = mapped_column(db_enum(InvoicePurpose, "invoice_purpose"))
    series: Mapped[str] = mapped_column(String(12))
    year: Mapped[int] = mapped_column(SmallInteger)
    sequence: Mapped[int] = mapped_column(Integer)
    # As printed and filed: "CFS-2026-00042".
    number: Mapped[str] = mapped_column(String(40), unique=True)
    issue_date: Mapped[date]  # Europe/Bucharest's day of issue
    issued_at: Mapped[datetime] = mapped_column(server_default=func.now())

    order_id: Mapped[int | None] = mapped_column(ForeignKey("orders.id", ondelete="RESTRICT"), index=True)
    cake_payment_id: Mapped[int | None] = mapped_column(ForeignKey("cake_payments.id", ondelete="RESTRICT"))
    # A credit note refers to the invoice it corrects, and to the refund it documents (one each).
    corrects_invoice_id: Mapped[int | None] = mapped_column(ForeignKey("invoices.id", ondelete="RESTRICT"), index=True)
    card_refund_id: Mapped[int | None] = mapped_column(ForeignKey("card_refunds.id", ondelete="RESTRICT"), unique=True)
    # Who asked for it by hand (staff, from the order), if not issued by the shop on its own.
    issued_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))

    # The buyer as invoiced: company (with CUI) or consumer.
    buyer_name: Mapped[str] = mapped_column(String(200))
    buyer_cui: Mapped[str | None] = mapped_column(String(14))
    # Amounts as issued, positive for a credit note too (its kind says which way the money goes).
    net_total: Mapped[Decimal]
    vat_total: Mapped[Decimal]
    total: Mapped[Decimal]
    # The whole document as issued (bakery_shared.invoicing.document.Document as JSON) and its XML:
    # the PDF and XML served later are this, never recomputed from today's menu or setup.
    document: Mapped[dict] = mapped_column(JSONB)
    xml: Mapped[str] = mapped_column(Text)

    efactura_status: Mapped[EfacturaStatus] = mapped_column(
        db_enum(EfacturaStatus, "efactura_status"), default=EfacturaStatus.PENDING
    )
    # The legal limit for filing: issue day + 5 calendar days.
    efactura_deadline: Mapped[date]
    efactura_upload_id: Mapped[str | None] = mapped_column(String(40), unique=True)
    efactura_download_id: Mapped[str | None] = mapped_column(String(40))
    efactura_message: Mapped[str | None] = mapped_column(Text)  # ANAF's error text for a refusal
    efactura_answer: Mapped[bytes | None] = mapped_column(LargeBinary)  # the answer ZIP as downloaded
    efactura_attempts: Mapped[int] = mapped_column(SmallInteger, default=0, server_default="0")
    efactura_updated_at: Mapped[datetime | None]
    # Set when the filing job took the invoice for upload: after a crash before the answer was
    # recorded, the job asks ANAF what it already has instead of uploading again.
    efactura_upload_started_at: Mapped[datetime | None]

    __table_args__ = (
        UniqueConstraint("series", "year", "sequence", name="uq_invoices_series_year_sequence"),
        # One order invoice per order, one advance invoice per deposit: issuing twice finds the first.
        Index(
            "uq_invoices_order_invoice",
            "order_id",
            unique=True,
            postgresql_where=text("purpose = 'ORDER'"),
        ),
        Index(
            "uq_invoices_advance",
            "cake_payment_id",
            unique=True,
            postgresql_where=text("purpose = 'ADVANCE'"),
        ),
        Index("ix_invoices_issue_date", "issue_date"),
        Index(
            "ix_invoices_to_file",
            "efactura_deadline",
            postgresql_where=text("efactura_status IN ('PENDING', 'UPLOADING', 'IN_PROGRESS')"),
        ),
        CheckConstraint("(kind = 'CREDIT_NOTE') = (corrects_invoice_id IS NOT NULL)", name="credit_refers"),
    )
