"""Custom cakes: requests with their photos, versioned quotes, the deposit and the rest as card
payments (their records and refunds in the card payments' own tables, beside an order's), every
change of a request, and the owner's rules in one row, with flavours and fillings to start from.

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-29
"""

from collections.abc import Sequence

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CAKE_REQUEST_STATUS = postgresql.ENUM(
    "REQUESTED",
    "QUOTED",
    "ACCEPTED",
    "LOCKED",
    "DELIVERED",
    "DECLINED",
    "EXPIRED",
    "CANCELLED",
    name="cake_request_status",
    create_type=False,
)
REST_PAYMENT = postgresql.ENUM("AT_PICKUP", "CARD_AUTO", name="cake_rest_payment", create_type=False)
PURPOSE = postgresql.ENUM("DEPOSIT", "REST", name="cake_payment_purpose", create_type=False)
NEW_TYPES = (CAKE_REQUEST_STATUS, REST_PAYMENT, PURPOSE)

# What a new bakery starts from; the owner edits both lists in the setup.
FLAVOURS = ["Vanilie", "Ciocolată", "Fructe de pădure", "Caramel sărat", "Fistic", "Lămâie"]
FILLINGS = ["Cremă de mascarpone", "Ganache de ciocolată", "Cremă de vanilie și fructe", "Mousse de zmeură", "Cremă de fistic"]


def upgrade() -> None:
    for enum_type in NEW_TYPES:
        enum_type.create(op.get_bind(), checkfirst=True)
    op.create_table(
        "cake_setup",
        sa.Column("id", sa.SmallInteger(), autoincrement=False, nullable=False),
        sa.Column("deposit_percent", sa.Numeric(precision=12, scale=2), server_default="30.00", nullable=False),
        sa.Column("free_cancellation_days", sa.SmallInteger(), server_default="7", nullable=False),
        sa.Column("kept_percent", sa.Numeric(precision=12, scale=2), server_default="30.00", nullable=False),
        sa.Column("lock_days", sa.SmallInteger(), server_default="3", nullable=False),
        sa.Column("quote_validity_days", sa.SmallInteger(), server_default="5", nullable=False),
        sa.Column("lead_days", sa.SmallInteger(), server_default="3", nullable=False),
        sa.Column("rest_charge_hours", sa.SmallInteger(), server_default="48", nullable=False),
        sa.Column("cakes_per_day", sa.SmallInteger(), nullable=True),
        sa.Column("alert_after_hours", sa.SmallInteger(), server_default="4", nullable=False),
        sa.Column("flavours", postgresql.JSONB(astext_type=sa.Text()), server_default="[]", nullable=False),
        sa.Column("fillings", postgresql.JSONB(astext_type=sa.Text()), server_default="[]", nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.CheckConstraint(
            "deposit_percent BETWEEN 0 AND 100 AND kept_percent BETWEEN 0 AND 100", name=op.f("ck_cake_setup_percents")
        ),
        sa.CheckConstraint("id = 1", name=op.f("ck_cake_setup_singleton")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cake_setup")),
    )
    op.create_table(
        "cake_requests",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("status", CAKE_REQUEST_STATUS, nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("follow_key_hash", sa.String(length=64), nullable=False),
        sa.Column("product_id", sa.BigInteger(), nullable=True),
        sa.Column("category_id", sa.BigInteger(), nullable=True),
        sa.Column("event_moment", sa.DateTime(timezone=True), nullable=False),
        sa.Column("delivery_method", postgresql.ENUM(name="delivery_method", create_type=False), nullable=False),
        sa.Column("pickup_location_id", sa.BigInteger(), nullable=True),
        sa.Column("delivery_details", postgresql.JSONB(astext_type=sa.Text()), server_default="{}", nullable=False),
        sa.Column("contact_name", sa.String(length=120), nullable=False),
        sa.Column("contact_email", sa.String(length=254), nullable=False),
        sa.Column("contact_phone", sa.String(length=20), nullable=False),
        sa.Column("servings", sa.SmallInteger(), nullable=False),
        sa.Column("flavour", sa.String(length=80), nullable=False),
        sa.Column("filling", sa.String(length=80), nullable=False),
        sa.Column("inscription", sa.String(length=120), nullable=True),
        sa.Column("allergies", sa.Text(), nullable=True),
        sa.Column("budget", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("photos", postgresql.JSONB(astext_type=sa.Text()), server_default="[]", nullable=False),
        sa.Column("rest_payment", REST_PAYMENT, nullable=True),
        sa.Column("stripe_customer_id", sa.String(length=255), nullable=True),
        sa.Column("saved_payment_method_id", sa.String(length=255), nullable=True),
        sa.Column("rest_unpaid_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("rest_paid_with", postgresql.ENUM(name="payment_method", create_type=False), nullable=True),
        sa.Column("decline_reason", sa.Text(), nullable=True),
        sa.Column("order_id", sa.BigInteger(), nullable=True),
        sa.Column("waiting_alert_sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("reminder_sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.CheckConstraint("budget IS NULL OR budget >= 0", name=op.f("ck_cake_requests_budget_not_negative")),
        sa.CheckConstraint("servings > 0", name=op.f("ck_cake_requests_servings_positive")),
        sa.ForeignKeyConstraint(
            ["category_id"], ["categories.id"], name=op.f("fk_cake_requests_category_id_categories"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(["order_id"], ["orders.id"], name=op.f("fk_cake_requests_order_id_orders"), ondelete="SET NULL"),
        sa.ForeignKeyConstraint(
            ["pickup_location_id"],
            ["pickup_locations.id"],
            name=op.f("fk_cake_requests_pickup_location_id_pickup_locations"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["product_id"], ["products.id"], name=op.f("fk_cake_requests_product_id_products"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], name=op.f("fk_cake_requests_user_id_users"), ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cake_requests")),
        sa.UniqueConstraint("follow_key_hash", name=op.f("uq_cake_requests_follow_key_hash")),
        sa.UniqueConstraint("order_id", name=op.f("uq_cake_requests_order_id")),
    )
    op.create_index("ix_cake_requests_event_moment", "cake_requests", ["event_moment"], unique=False)
    op.create_index("ix_cake_requests_status_created_at", "cake_requests", ["status", "created_at"], unique=False)
    op.create_index(op.f("ix_cake_requests_user_id"), "cake_requests", ["user_id"], unique=False)
    op.create_table(
        "cake_quotes",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("request_id", sa.BigInteger(), nullable=False),
        sa.Column("version", sa.SmallInteger(), nullable=False),
        sa.Column("price", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("deposit_percent", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("deposit_amount", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("valid_until", sa.Date(), nullable=False),
        sa.Column("lock_date", sa.Date(), nullable=False),
        sa.Column("created_by_id", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.CheckConstraint("deposit_percent BETWEEN 0 AND 100", name=op.f("ck_cake_quotes_deposit_percent_range")),
        sa.CheckConstraint("price > 0 AND deposit_amount >= 0 AND deposit_amount <= price", name=op.f("ck_cake_quotes_sums")),
        sa.ForeignKeyConstraint(
            ["created_by_id"], ["users.id"], name=op.f("fk_cake_quotes_created_by_id_users"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["request_id"], ["cake_requests.id"], name=op.f("fk_cake_quotes_request_id_cake_requests"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cake_quotes")),
        sa.UniqueConstraint("request_id", "version", name="uq_cake_quotes_request_version"),
    )
    op.create_table(
        "cake_request_changes",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("request_id", sa.BigInteger(), nullable=False),
        sa.Column("from_status", CAKE_REQUEST_STATUS, nullable=True),
        sa.Column("to_status", CAKE_REQUEST_STATUS, nullable=True),
        sa.Column("message", sa.Text(), nullable=True),
        sa.Column("changed_by_id", sa.BigInteger(), nullable=True),
        sa.Column("changed_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.ForeignKeyConstraint(
            ["changed_by_id"], ["users.id"], name=op.f("fk_cake_request_changes_changed_by_id_users"), ondelete="SET NULL"
        ),
        sa.ForeignKeyConstraint(
            ["request_id"],
            ["cake_requests.id"],
            name=op.f("fk_cake_request_changes_request_id_cake_requests"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cake_request_changes")),
    )
    op.create_index(op.f("ix_cake_request_changes_request_id"), "cake_request_changes", ["request_id"], unique=False)
    op.create_table(
        "cake_payments",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("request_id", sa.BigInteger(), nullable=False),
        sa.Column("purpose", PURPOSE, nullable=False),
        sa.Column("quote_id", sa.BigInteger(), nullable=False),
        sa.Column("amount", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("card_state", postgresql.ENUM(name="card_payment_state", create_type=False), nullable=True),
        sa.Column("intent_id", sa.String(length=255), nullable=True),
        sa.Column("card_attempts", sa.SmallInteger(), server_default="0", nullable=False),
        sa.Column("authorized_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("captured_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("released_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("captured_amount", sa.Numeric(precision=12, scale=2), nullable=True),
        sa.Column("refunded_amount", sa.Numeric(precision=12, scale=2), server_default="0", nullable=False),
        sa.Column("decline_message", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.CheckConstraint("amount > 0 AND refunded_amount >= 0", name=op.f("ck_cake_payments_sums")),
        sa.ForeignKeyConstraint(
            ["quote_id"], ["cake_quotes.id"], name=op.f("fk_cake_payments_quote_id_cake_quotes"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["request_id"], ["cake_requests.id"], name=op.f("fk_cake_payments_request_id_cake_requests"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cake_payments")),
        sa.UniqueConstraint("intent_id", name=op.f("uq_cake_payments_intent_id")),
        sa.UniqueConstraint("quote_id", "purpose", name="uq_cake_payments_quote_purpose"),
    )
    op.create_index(
        "ix_cake_payments_card_open",
        "cake_payments",
        ["card_state"],
        unique=False,
        postgresql_where=sa.text("card_state IN ('AWAITING', 'AUTHORIZED')"),
    )
    op.create_index(op.f("ix_cake_payments_request_id"), "cake_payments", ["request_id"], unique=False)
    op.add_column("card_payment_records", sa.Column("cake_payment_id", sa.BigInteger(), nullable=True))
    op.alter_column("card_payment_records", "payment_id", existing_type=sa.BIGINT(), nullable=True)
    op.create_index(op.f("ix_card_payment_records_cake_payment_id"), "card_payment_records", ["cake_payment_id"], unique=False)
    op.create_foreign_key(
        op.f("fk_card_payment_records_cake_payment_id_cake_payments"),
        "card_payment_records",
        "cake_payments",
        ["cake_payment_id"],
        ["id"],
        ondelete="CASCADE",
    )
    op.add_column("card_refunds", sa.Column("cake_payment_id", sa.BigInteger(), nullable=True))
    op.alter_column("card_refunds", "payment_id", existing_type=sa.BIGINT(), nullable=True)
    op.create_index(op.f("ix_card_refunds_cake_payment_id"), "card_refunds", ["cake_payment_id"], unique=False)
    op.create_foreign_key(
        op.f("fk_card_refunds_cake_payment_id_cake_payments"),
        "card_refunds",
        "cake_payments",
        ["cake_payment_id"],
        ["id"],
        ondelete="CASCADE",
    )
    for table in ("card_payment_records", "card_refunds"):
        op.create_check_constraint(op.f(f"ck_{table}_one_payment"), table, "(payment_id IS NULL) <> (cake_payment_id IS NULL)")
    setup = sa.table(
        "cake_setup",
        sa.column("id", sa.SmallInteger()),
        sa.column("flavours", postgresql.JSONB()),
        sa.column("fillings", postgresql.JSONB()),
    )
    op.bulk_insert(setup, [{"id": 1, "flavours": FLAVOURS, "fillings": FILLINGS}])


def downgrade() -> None:
    # A cake's refunds and records go with the cakes: the columns they hang on are dropped.
    op.execute("DELETE FROM card_payment_records WHERE cake_payment_id IS NOT NULL")
    op.execute("DELETE FROM card_refunds WHERE cake_payment_id IS NOT NULL")
    for table in ("card_payment_records", "card_refunds"):
        op.drop_constraint(op.f(f"ck_{table}_one_payment"), table, type_="check")
    op.drop_constraint(op.f("fk_card_refunds_cake_payment_id_cake_payments"), "card_refunds", type_="foreignkey")
    op.drop_index(op.f("ix_card_refunds_cake_payment_id"), table_name="card_refunds")
    op.alter_column("card_refunds", "payment_id", existing_type=sa.BIGINT(), nullable=False)
    op.drop_column("card_refunds", "cake_payment_id")
    op.drop_constraint(op.f("fk_card_payment_records_cake_payment_id_cake_payments"), "card_payment_records", type_="foreignkey")
    op.drop_index(op.f("ix_card_payment_records_cake_payment_id"), table_name="card_payment_records")
    op.alter_column("card_payment_records", "payment_id", existing_type=sa.BIGINT(), nullable=False)
    op.drop_column("card_payment_records", "cake_payment_id")
    op.drop_index(op.f("ix_cake_payments_request_id"), table_name="cake_payments")
    op.drop_index(
        "ix_cake_payments_card_open",
        table_name="cake_payments",
        postgresql_where=sa.text("card_state IN ('AWAITING', 'AUTHORIZED')"),
    )
    op.drop_table("cake_payments")
    op.drop_index(op.f("ix_cake_request_changes_request_id"), table_name="cake_request_changes")
    op.drop_table("cake_request_changes")
    op.drop_table("cake_quotes")
    op.drop_index(op.f("ix_cake_requests_user_id"), table_name="cake_requests")
    op.drop_index("ix_cake_requests_status_created_at", table_name="cake_requests")
    op.drop_index("ix_cake_requests_event_moment", table_name="cake_requests")
    op.drop_table("cake_requests")
    op.drop_table("cake_setup")
    for enum_type in NEW_TYPES:
        enum_type.drop(op.get_bind(), checkfirst=True)
