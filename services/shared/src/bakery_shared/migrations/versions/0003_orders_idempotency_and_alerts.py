"""Orders: a longer idempotency key with its request fingerprint, and the unanswered-order alert.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.alter_column("orders", "idempotency_key", type_=sa.String(length=100), existing_type=sa.String(length=64), existing_nullable=True)
    op.add_column("orders", sa.Column("idempotency_fingerprint", sa.String(length=64), nullable=True))
    op.add_column("orders", sa.Column("unanswered_alert_sent_at", sa.DateTime(timezone=True), nullable=True))
    op.create_index(
        "ix_orders_unanswered",
        "orders",
        ["created_at"],
        unique=False,
        postgresql_where=sa.text("status = 'NEW' AND unanswered_alert_sent_at IS NULL"),
    )


def downgrade() -> None:
    op.drop_index("ix_orders_unanswered", table_name="orders", postgresql_where=sa.text("status = 'NEW' AND unanswered_alert_sent_at IS NULL"))
    op.drop_column("orders", "unanswered_alert_sent_at")
    op.drop_column("orders", "idempotency_fingerprint")
    op.alter_column("orders", "idempotency_key", type_=sa.String(length=64), existing_type=sa.String(length=100), existing_nullable=True)
