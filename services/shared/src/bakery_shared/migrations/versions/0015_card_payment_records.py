"""Every step of an online card payment's money is a row: `card_payment_records` holds each
authorization, capture, release, expiry and refund, beside the refunds' own rows and the webhook
events, so a payment's state can be recomputed from its records (`bakery_shared.payments.states`).

Payments made before keep their state: their records are written here from what the payment row
says (the moments it kept, the order's total where it kept no sum, each refund row, and any refunded
sum no refund row explains), so the records agree with the state of every existing payment. Captured
money is marked refunded in part or in full as its sums say (a payment marked refunded in part whose
refunds took back all that was captured is refunded in full: that is where its money is).

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-29
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

CARD_STEP = postgresql.ENUM("AUTHORIZATION", "EXPIRY", "CAPTURE", "RELEASE", "REFUND", name="card_step", create_type=False)

# Every existing online payment, with its order: `p` and `o` in the statements below.
PAYMENTS = "FROM order_payments p JOIN orders o ON o.id = p.order_id WHERE p.method::text = 'ONLINE' AND p.card_state IS NOT NULL"
COLUMNS = "(payment_id, step, amount, intent_id, refund_id, created_by_id, created_at)"
# One statement per call (asyncpg prepares each), and one step per statement, so the records of a
# payment take their ids in the order the steps happened.
BACKFILL = [
    # The captured sum: the order's total where the row kept none, which is what accepting captures.
    """
    UPDATE order_payments p SET captured_amount = o.total_price
    FROM orders o
    WHERE o.id = p.order_id AND p.captured_amount IS NULL
      AND p.card_state::text IN ('CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED')
    """,
    # Captured money is refunded in part or in full as its sums say.
    """
    UPDATE order_payments SET card_state = CASE
        WHEN refunded_amount <= 0 THEN 'CAPTURED'::card_payment_state
        WHEN refunded_amount >= captured_amount THEN 'REFUNDED'::card_payment_state
        ELSE 'PARTIALLY_REFUNDED'::card_payment_state END
    WHERE card_state::text IN ('CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED')
    """,
    f"""
    INSERT INTO card_payment_records {COLUMNS}
    SELECT p.id, 'AUTHORIZATION', coalesce(p.captured_amount, o.total_price), p.intent_id, NULL, NULL,
           coalesce(p.authorized_at, o.created_at)
    {PAYMENTS} AND p.card_state::text IN ('AUTHORIZED', 'CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'RELEASED')
    ORDER BY p.id
    """,
    f"""
    INSERT INTO card_payment_records {COLUMNS}
    SELECT p.id, 'EXPIRY', NULL, p.intent_id, NULL, NULL, coalesce(p.hold_until, o.updated_at)
    {PAYMENTS} AND p.card_state::text = 'EXPIRED'
    ORDER BY p.id
    """,
    f"""
    INSERT INTO card_payment_records {COLUMNS}
    SELECT p.id, 'RELEASE', NULL, p.intent_id, NULL, NULL, coalesce(p.released_at, o.updated_at)
    {PAYMENTS} AND p.card_state::text = 'RELEASED'
    ORDER BY p.id
    """,
    f"""
    INSERT INTO card_payment_records {COLUMNS}
    SELECT p.id, 'CAPTURE', p.captured_amount, p.intent_id, NULL, NULL,
           coalesce(p.captured_at, p.authorized_at, o.created_at)
    {PAYMENTS} AND p.card_state::text IN ('CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED')
    ORDER BY p.id
    """,
    f"""
    INSERT INTO card_payment_records {COLUMNS}
    SELECT p.id, 'REFUND', r.amount, p.intent_id, r.id, r.created_by_id, r.created_at
    {PAYMENTS.replace("WHERE", "JOIN card_refunds r ON r.payment_id = p.id WHERE")}
      AND p.card_state::text IN ('PARTIALLY_REFUNDED', 'REFUNDED')
    ORDER BY p.id, r.id
    """,
    # A refunded sum that no refund row explains (written by hand, say) is a refund all the same.
    f"""
    INSERT INTO card_payment_records {COLUMNS}
    SELECT p.id, 'REFUND', p.refunded_amount - coalesce(r.amount, 0), p.intent_id, NULL, NULL, o.updated_at
    {PAYMENTS.replace("WHERE", "LEFT JOIN (SELECT payment_id, sum(amount) AS amount FROM card_refunds GROUP BY payment_id) r ON r.payment_id = p.id WHERE")}
      AND p.card_state::text IN ('PARTIALLY_REFUNDED', 'REFUNDED') AND p.refunded_amount > coalesce(r.amount, 0)
    ORDER BY p.id
    """,
]


def upgrade() -> None:
    CARD_STEP.create(op.get_bind(), checkfirst=True)
    op.create_table(
        "card_payment_records",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("payment_id", sa.BigInteger(), nullable=False),
        sa.Column("step", CARD_STEP, nullable=False),
        sa.Column("amount", sa.Numeric(12, 2), nullable=True),
        sa.Column("intent_id", sa.String(255), nullable=True),
        sa.Column("refund_id", sa.BigInteger(), nullable=True),
        sa.Column("created_by_id", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.CheckConstraint("amount IS NULL OR amount >= 0", name=op.f("ck_card_payment_records_amount_not_negative")),
        sa.CheckConstraint(
            "(amount IS NOT NULL) = (step IN ('AUTHORIZATION', 'CAPTURE', 'REFUND'))",
            name=op.f("ck_card_payment_records_amount_of_step"),
        ),
        sa.ForeignKeyConstraint(
            ["payment_id"],
            ["order_payments.id"],
            name=op.f("fk_card_payment_records_payment_id_order_payments"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["refund_id"], ["card_refunds.id"], name=op.f("fk_card_payment_records_refund_id_card_refunds"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["created_by_id"], ["users.id"], name=op.f("fk_card_payment_records_created_by_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_card_payment_records")),
        sa.UniqueConstraint("refund_id", name=op.f("uq_card_payment_records_refund_id")),
    )
    op.create_index(op.f("ix_card_payment_records_payment_id"), "card_payment_records", ["payment_id"])
    for statement in BACKFILL:
        op.execute(statement)


def downgrade() -> None:
    op.drop_index(op.f("ix_card_payment_records_payment_id"), table_name="card_payment_records")
    op.drop_table("card_payment_records")
    CARD_STEP.drop(op.get_bind(), checkfirst=True)
