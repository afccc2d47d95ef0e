"""The customers report (issue 11) sums every account's delivered orders on each page: a partial
index of the delivered orders by customer, carrying their totals, lets Postgres read those sums
from the index alone instead of scanning every order (bench/reports_load.py, 100,000 orders).

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

DELIVERED = sa.text("status = 'DELIVERED'")


def upgrade() -> None:
    op.create_index(
        "ix_orders_delivered_user_id",
        "orders",
        ["user_id"],
        unique=False,
        postgresql_include=["total_price"],
        postgresql_where=DELIVERED,
    )


def downgrade() -> None:
    op.drop_index("ix_orders_delivered_user_id", table_name="orders", postgresql_where=DELIVERED)
