"""Invoices: the bakery's legal details and the VAT rate of each menu category, a gap-free number
series per year, every invoice and credit note as issued with its e-Factura filing, and the company
a customer asks an invoice for (on the order, and kept on the account for the next checkout).

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-29
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "invoice_series_counters",
        sa.Column("series", sa.String(length=12), nullable=False),
        sa.Column("year", sa.SmallInteger(), nullable=False),
        sa.Column("last_number", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("series", "year", name=op.f("pk_invoice_series_counters")),
    )
    op.create_table(
        "invoicing_setup",
        sa.Column("id", sa.SmallInteger(), autoincrement=False, nullable=False),
        sa.Column("enabled", sa.Boolean(), server_default="false", nullable=False),
        sa.Column("legal_name", sa.String(length=200), nullable=True),
        sa.Column("cui", sa.String(length=12), nullable=True),
        sa.Column("vat_payer", sa.Boolean(), server_default="true", nullable=False),
        sa.Column("registration_number", sa.String(length=40), nullable=True),
        sa.Column("street_address", sa.String(length=200), nullable=True),
        sa.Column("city", sa.String(length=80), nullable=True),
        sa.Column("county", sa.String(length=8), nullable=True),
        sa.Column("postal_code", sa.String(length=10), nullable=True),
        sa.Column("bank_name", sa.String(length=120), nullable=True),
        sa.Column("iban", sa.String(length=34), nullable=True),
        sa.Column("email", sa.String(length=254), nullable=True),
        sa.Column("phone", sa.String(length=20), nullable=True),
        sa.Column("series", sa.String(length=12), server_default="CFS", nullable=False),
        sa.Column("default_vat_rate", sa.Numeric(precision=5, scale=2), server_default="21.00", nullable=False),
        sa.Column("delivery_vat_rate", sa.Numeric(precision=5, scale=2), server_default="21.00", nullable=False),
        sa.Column("invoice_every_cash_order", sa.Boolean(), server_default="false", nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.CheckConstraint("id = 1", name=op.f("ck_invoicing_setup_singleton")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_invoicing_setup")),
    )
    op.create_table(
        "category_vat_rates",
        sa.Column("category_id", sa.BigInteger(), nullable=False),
        sa.Column("vat_rate", sa.Numeric(precision=5, scale=2), nullable=False),
        sa.CheckConstraint("vat_rate >= 0 AND vat_rate < 100", name=op.f("ck_category_vat_rates_rate")),
        sa.ForeignKeyConstraint(
            ["category_id"], ["categories.id"], name=op.f("fk_category_vat_rates_category_id_categories"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("category_id", name=op.f("pk_category_vat_rates")),
    )
    op.create_table(
        "invoices",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("kind", sa.Enum("INVOICE", "CREDIT_NOTE", name="invoice_kind"), nullable=False),
        sa.Column("purpose", sa.Enum("ORDER", "ADVANCE", "REFUND", name="invoice_purpose"), nullable=False),
        sa.Column("series", sa.String(length=12), nullable=False),
        sa.Column("year", sa.SmallInteger(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("number", sa.String(length=40), nullable=False),
        sa.Column("issue_date", sa.Date(), nullable=False),
        sa.Column("issued_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.Column("order_id", sa.BigInteger(), nullable=True),
        sa.Column("cake_payment_id", sa.BigInteger(), nullable=True),
        sa.Column("corrects_invoice_id", sa.BigInteger(), nullable=True),
        sa.Column("card_refund_id", sa.BigInteger(), nullable=True),
        sa.Column("issued_by_id", sa.BigInteger(), nullable=True),
        sa.Column("buyer_name", sa.String(length=200), nullable=False),
        sa.Column("buyer_cui", sa.String(length=14), nullable=True),
        sa.Column("net_total", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("vat_total", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("total", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("document", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("xml", sa.Text(), nullable=False),
        sa.Column(
            "efactura_status", sa.Enum("PENDING", "UPLOADING", "IN_PROGRESS", "OK", "NOK", name="efactura_status"), nullable=False
        ),
        sa.Column("efactura_deadline", sa.Date(), nullable=False),
        sa.Column("efactura_upload_id", sa.String(length=40), nullable=True),
        sa.Column("efactura_download_id", sa.String(length=40), nullable=True),
        sa.Column("efactura_message", sa.Text(), nullable=True),
        sa.Column("efactura_answer", sa.LargeBinary(), nullable=True),
        sa.Column("efactura_attempts", sa.SmallInteger(), server_default="0", nullable=False),
        sa.Column("efactura_updated_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("efactura_upload_started_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint("(kind = 'CREDIT_NOTE') = (corrects_invoice_id IS NOT NULL)", name=op.f("ck_invoices_credit_refers")),
        sa.ForeignKeyConstraint(
            ["cake_payment_id"], ["cake_payments.id"], name=op.f("fk_invoices_cake_payment_id_cake_payments"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(
            ["card_refund_id"], ["card_refunds.id"], name=op.f("fk_invoices_card_refund_id_card_refunds"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(
            ["corrects_invoice_id"], ["invoices.id"], name=op.f("fk_invoices_corrects_invoice_id_invoices"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(["issued_by_id"], ["users.id"], name=op.f("fk_invoices_issued_by_id_users"), ondelete="SET NULL"),
        sa.ForeignKeyConstraint(["order_id"], ["orders.id"], name=op.f("fk_invoices_order_id_orders"), ondelete="RESTRICT"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_invoices")),
        sa.UniqueConstraint("card_refund_id", name=op.f("uq_invoices_card_refund_id")),
        sa.UniqueConstraint("efactura_upload_id", name=op.f("uq_invoices_efactura_upload_id")),
        sa.UniqueConstraint("number", name=op.f("uq_invoices_number")),
        sa.UniqueConstraint("series", "year", "sequence", name="uq_invoices_series_year_sequence"),
    )
    op.create_index(op.f("ix_invoices_corrects_invoice_id"), "invoices", ["corrects_invoice_id"], unique=False)
    op.create_index("ix_invoices_issue_date", "invoices", ["issue_date"], unique=False)
    op.create_index(op.f("ix_invoices_order_id"), "invoices", ["order_id"], unique=False)
    op.create_index(
        "ix_invoices_to_file",
        "invoices",
        ["efactura_deadline"],
        unique=False,
        postgresql_where=sa.text("efactura_status IN ('PENDING', 'UPLOADING', 'IN_PROGRESS')"),
    )
    op.create_index(
        "uq_invoices_advance", "invoices", ["cake_payment_id"], unique=True, postgresql_where=sa.text("purpose = 'ADVANCE'")
    )
    op.create_index(
        "uq_invoices_order_invoice", "invoices", ["order_id"], unique=True, postgresql_where=sa.text("purpose = 'ORDER'")
    )
    op.add_column("orders", sa.Column("invoice_details", postgresql.JSONB(astext_type=sa.Text()), nullable=True))
    op.add_column("users", sa.Column("invoice_details", postgresql.JSONB(astext_type=sa.Text()), nullable=True))
    # The one row exists from the start, switched off until the owner fills in the legal details.
    op.execute("INSERT INTO invoicing_setup (id) VALUES (1)")


def downgrade() -> None:
    op.drop_column("users", "invoice_details")
    op.drop_column("orders", "invoice_details")
    op.drop_index("uq_invoices_order_invoice", table_name="invoices", postgresql_where=sa.text("purpose = 'ORDER'"))
    op.drop_index("uq_invoices_advance", table_name="invoices", postgresql_where=sa.text("purpose = 'ADVANCE'"))
    op.drop_index(
        "ix_invoices_to_file",
        table_name="invoices",
        postgresql_where=sa.text("efactura_status IN ('PENDING', 'UPLOADING', 'IN_PROGRESS')"),
    )
    op.drop_index(op.f("ix_invoices_order_id"), table_name="invoices")
    op.drop_index("ix_invoices_issue_date", table_name="invoices")
    op.drop_index(op.f("ix_invoices_corrects_invoice_id"), table_name="invoices")
    op.drop_table("invoices")
    op.drop_table("category_vat_rates")
    op.drop_table("invoicing_setup")
    op.drop_table("invoice_series_counters")
    for enum_name in ("efactura_status", "invoice_purpose", "invoice_kind"):
        op.execute(f"DROP TYPE IF EXISTS {enum_name}")
