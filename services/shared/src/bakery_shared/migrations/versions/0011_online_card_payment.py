"""Online card payment: an order may await its card's authorization (holding stock and
capacity for a while), the card payment's state and amounts live beside the order's payment, refunds
are recorded one by one, and every Stripe webhook event handled is kept by its unique id.

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-26
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CARD_STATES = ("AWAITING", "AUTHORIZED", "CAPTURED", "PARTIALLY_REFUNDED", "REFUNDED", "RELEASED", "EXPIRED")
CARD_PAYMENT_STATE = postgresql.ENUM(*CARD_STATES, name="card_payment_state", create_type=False)


def upgrade() -> None:
    for value in ("AWAITING_PAYMENT", "PAYMENT_EXPIRED"):
        op.execute(f"ALTER TYPE order_status ADD VALUE IF NOT EXISTS '{value}'")
    op.execute("ALTER TYPE payment_method ADD VALUE IF NOT EXISTS 'ONLINE'")
    CARD_PAYMENT_STATE.create(op.get_bind(), checkfirst=True)

    op.add_column("business_setup", sa.Column("online_card_payment", sa.Boolean(), server_default="false", nullable=False))

    op.add_column("order_payments", sa.Column("card_state", CARD_PAYMENT_STATE, nullable=True))
    op.add_column("order_payments", sa.Column("intent_id", sa.String(255), nullable=True))
    op.add_column("order_payments", sa.Column("card_attempts", sa.SmallInteger(), server_default="0", nullable=False))
    for column in ("hold_until", "authorized_at", "captured_at", "released_at", "expiry_flagged_at"):
        op.add_column("order_payments", sa.Column(column, sa.DateTime(timezone=True), nullable=True))
    op.add_column("order_payments", sa.Column("captured_amount", sa.Numeric(12, 2), nullable=True))
    op.add_column("order_payments", sa.Column("refunded_amount", sa.Numeric(12, 2), server_default="0", nullable=False))
    op.add_column("order_payments", sa.Column("decline_message", sa.Text(), nullable=True))
    op.create_unique_constraint(op.f("uq_order_payments_intent_id"), "order_payments", ["intent_id"])
    op.create_check_constraint(op.f("ck_order_payments_refunded_not_negative"), "order_payments", "refunded_amount >= 0")
    op.create_index(
        "ix_order_payments_card_open",
        "order_payments",
        ["card_state"],
        postgresql_where=sa.text("card_state IN ('AWAITING', 'AUTHORIZED')"),
    )

    op.create_table(
        "card_refunds",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("payment_id", sa.BigInteger(), nullable=False),
        sa.Column("amount", sa.Numeric(12, 2), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("provider_refund_id", sa.String(255), nullable=True),
        sa.Column("created_by_id", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.CheckConstraint("amount > 0", name=op.f("ck_card_refunds_refund_positive")),
        sa.ForeignKeyConstraint(["payment_id"], ["order_payments.id"], name=op.f("fk_card_refunds_payment_id_order_payments"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["created_by_id"], ["users.id"], name=op.f("fk_card_refunds_created_by_id_users"), ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_card_refunds")),
        sa.UniqueConstraint("provider_refund_id", name=op.f("uq_card_refunds_provider_refund_id")),
    )
    op.create_index(op.f("ix_card_refunds_payment_id"), "card_refunds", ["payment_id"])

    op.create_table(
        "payment_events",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("event_id", sa.String(255), nullable=False),
        sa.Column("event_type", sa.String(80), nullable=False),
        sa.Column("intent_id", sa.String(255), nullable=True),
        sa.Column("received_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payment_events")),
        sa.UniqueConstraint("event_id", name=op.f("uq_payment_events_event_id")),
    )


def downgrade() -> None:
    op.drop_table("payment_events")
    op.drop_index(op.f("ix_card_refunds_payment_id"), table_name="card_refunds")
    op.drop_table("card_refunds")
    op.drop_index("ix_order_payments_card_open", table_name="order_payments")
    op.drop_constraint(op.f("ck_order_payments_refunded_not_negative"), "order_payments", type_="check")
    op.drop_constraint(op.f("uq_order_payments_intent_id"), "order_payments", type_="unique")
    for column in (
        "decline_message",
        "refunded_amount",
        "captured_amount",
        "expiry_flagged_at",
        "released_at",
        "captured_at",
        "authorized_at",
        "hold_until",
        "card_attempts",
        "intent_id",
        "card_state",
    ):
        op.drop_column("order_payments", column)
    op.drop_column("business_setup", "online_card_payment")
    CARD_PAYMENT_STATE.drop(op.get_bind(), checkfirst=True)
    # Enum values stay: PostgreSQL cannot drop them.
