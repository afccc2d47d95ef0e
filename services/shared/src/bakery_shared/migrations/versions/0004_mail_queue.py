"""The mail queue: mails are saved with the change that causes them and sent in the background.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

MAIL_STATUS = postgresql.ENUM("WAITING", "SENT", "FAILED", name="mail_status", create_type=False)


def upgrade() -> None:
    MAIL_STATUS.create(op.get_bind(), checkfirst=True)
    op.create_table(
        "mail_queue",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("purpose", sa.String(length=40), nullable=False),
        sa.Column("batch", sa.String(length=80), nullable=True),
        sa.Column("recipient", sa.String(length=254), nullable=False),
        sa.Column("subject", sa.String(length=300), nullable=False),
        sa.Column("html", sa.Text(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("message_id", sa.String(length=200), nullable=False),
        sa.Column("status", MAIL_STATUS, nullable=False),
        sa.Column("attempts", sa.Integer(), server_default="0", nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_mail_queue")),
        sa.UniqueConstraint("message_id", name=op.f("uq_mail_queue_message_id")),
    )
    op.create_index(
        "ix_mail_queue_waiting", "mail_queue", ["next_attempt_at", "id"], postgresql_where=sa.text("status = 'WAITING'")
    )
    op.create_index("ix_mail_queue_batch", "mail_queue", ["batch", "status"], postgresql_where=sa.text("batch IS NOT NULL"))


def downgrade() -> None:
    op.drop_index("ix_mail_queue_batch", table_name="mail_queue", postgresql_where=sa.text("batch IS NOT NULL"))
    op.drop_index("ix_mail_queue_waiting", table_name="mail_queue", postgresql_where=sa.text("status = 'WAITING'"))
    op.drop_table("mail_queue")
    MAIL_STATUS.drop(op.get_bind(), checkfirst=True)
