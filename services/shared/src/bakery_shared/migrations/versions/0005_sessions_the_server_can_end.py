"""Sessions the server can end: each user's session version (carried by every token) and an
`active` flag: a password reset, "sign out everywhere" or a deactivated account ends every token
issued before.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Server defaults: existing accounts start at version 1 and active, without a table rewrite.
    op.add_column("users", sa.Column("session_version", sa.Integer(), server_default="1", nullable=False))
    op.add_column("users", sa.Column("active", sa.Boolean(), server_default=sa.text("true"), nullable=False))


def downgrade() -> None:
    op.drop_column("users", "active")
    op.drop_column("users", "session_version")
