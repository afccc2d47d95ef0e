"""One index fewer to keep on every order: `ix_order_delivery_details_email`, on the
delivery details' e-mail as typed, is used by no query. Every reader of an order's e-mail matches
it whatever its case, `lower(email)` (the open orders a guest may hold for a day, a first order's
check by the account's address, the guests' lines of the customers report and their triggers),
and reads it through `ix_order_delivery_details_email_key` (0010); the plain index was kept up to
date on every order placed and never read.

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-27
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.drop_index("ix_order_delivery_details_email", table_name="order_delivery_details")


def downgrade() -> None:
    op.create_index("ix_order_delivery_details_email", "order_delivery_details", ["email"], unique=False)
