"""A custom cake's card is set up (a Stripe SetupIntent the browser confirms with the card) before
its deposit or rest is charged with it: the payment keeps that SetupIntent's id, so the return
call, the webhook and the reconciliation all find the card the customer gave.

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-29
"""

from collections.abc import Sequence

from alembic import op
import sqlalchemy as sa

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("cake_payments", sa.Column("setup_intent_id", sa.String(length=255), nullable=True))
    op.create_unique_constraint(op.f("uq_cake_payments_setup_intent_id"), "cake_payments", ["setup_intent_id"])


def downgrade() -> None:
    op.drop_constraint(op.f("uq_cake_payments_setup_intent_id"), "cake_payments", type_="unique")
    op.drop_column("cake_payments", "setup_intent_id")
