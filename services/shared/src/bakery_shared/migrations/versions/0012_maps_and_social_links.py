"""Maps and social links from the setup: the business and each pickup point may carry
coordinates (the /contact maps are drawn from them), and the footer's Facebook, Instagram and TikTok
links are fields of the setup. All nullable: a place without coordinates gets no map, an empty
link no icon.

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-27
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PLACES = ("business_setup", "pickup_locations")
SOCIAL_LINKS = ("facebook_url", "instagram_url", "tiktok_url")
CHECKS = {
    "latitude_range": "latitude BETWEEN -90 AND 90",
    "longitude_range": "longitude BETWEEN -180 AND 180",
    "coordinates_together": "(latitude IS NULL) = (longitude IS NULL)",
}


def upgrade() -> None:
    for table in PLACES:
        op.add_column(table, sa.Column("latitude", sa.Numeric(9, 6), nullable=True))
        op.add_column(table, sa.Column("longitude", sa.Numeric(9, 6), nullable=True))
        for name, condition in CHECKS.items():
            op.create_check_constraint(op.f(f"ck_{table}_{name}"), table, condition)
    for column in SOCIAL_LINKS:
        op.add_column("business_setup", sa.Column(column, sa.String(300), nullable=True))


def downgrade() -> None:
    for column in reversed(SOCIAL_LINKS):
        op.drop_column("business_setup", column)
    for table in reversed(PLACES):
        for name in reversed(CHECKS):
            op.drop_constraint(op.f(f"ck_{table}_{name}"), table, type_="check")
        op.drop_column(table, "longitude")
        op.drop_column(table, "latitude")
