"""A delivery order keeps the postal code it was priced by, for the courier and the receipts.

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


def upgrade() -> None:
    op.add_column("order_delivery_details", sa.Column("postal_code", sa.String(10), nullable=True))


def downgrade() -> None:
    op.drop_column("order_delivery_details", "postal_code")
