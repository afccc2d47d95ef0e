"""A bakery's real limits: delivery zones, production capacity and lead times,
allergens and ingredients, the longest inscription a category takes.

The specification's default city table (Sibiu, minimum order 50, delivery fee 15) becomes the first
zone, with the shop's own minimum and fee when a shop already exists.

Revision ID: 0008
Revises: 0005
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "delivery_zones",
        sa.Column("id", sa.BigInteger(), sa.Identity(), nullable=False),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("localities", postgresql.ARRAY(sa.String(80)), server_default="{}", nullable=False),
        sa.Column("postal_codes", postgresql.ARRAY(sa.String(10)), server_default="{}", nullable=False),
        sa.Column("delivery_fee", sa.Numeric(12, 2), nullable=False),
        sa.Column("minimum_order", sa.Numeric(12, 2), nullable=False),
        sa.Column("schedule", postgresql.JSONB(), server_default="[]", nullable=False),
        sa.Column("sort_order", sa.Integer(), server_default="0", nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
        sa.CheckConstraint("delivery_fee >= 0", name=op.f("ck_delivery_zones_delivery_fee_not_negative")),
        sa.CheckConstraint("minimum_order >= 0", name=op.f("ck_delivery_zones_minimum_order_not_negative")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_delivery_zones")),
        sa.UniqueConstraint("name", name=op.f("uq_delivery_zones_name")),
    )
    op.execute(
        "INSERT INTO delivery_zones (name, localities, postal_codes, delivery_fee, minimum_order, schedule, sort_order) "
        "SELECT 'Sibiu', ARRAY['Sibiu'], '{}', COALESCE((SELECT delivery_fee FROM business_setup WHERE id = 1), 15.00), "
        "COALESCE((SELECT minimum_order_value FROM business_setup WHERE id = 1), 50.00), '[]', 0"
    )
    op.create_table(
        "production_load",
        sa.Column("id", sa.BigInteger(), sa.Identity(), nullable=False),
        sa.Column("product_id", sa.BigInteger(), nullable=False),
        sa.Column("dimension_key", sa.Integer(), server_default="0", nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("taken", sa.Integer(), server_default="0", nullable=False),
        sa.CheckConstraint("taken >= 0", name=op.f("ck_production_load_taken_not_negative")),
        sa.ForeignKeyConstraint(
            ["product_id"], ["products.id"], name=op.f("fk_production_load_product_id_products"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_production_load")),
        sa.UniqueConstraint("product_id", "dimension_key", "day", name="uq_production_load_key"),
    )
    op.add_column("products", sa.Column("allergens", postgresql.ARRAY(sa.String(20)), server_default="{}", nullable=False))
    op.add_column("products", sa.Column("ingredients", sa.Text(), nullable=True))
    op.add_column("products", sa.Column("lead_time", sa.String(20), nullable=True))
    op.add_column("products", sa.Column("daily_capacity", sa.Integer(), nullable=True))
    op.add_column(
        "products", sa.Column("production_days", postgresql.ARRAY(sa.SmallInteger()), server_default="{}", nullable=False)
    )
    op.add_column("dimensions", sa.Column("lead_time", sa.String(20), nullable=True))
    op.add_column("dimensions", sa.Column("daily_capacity", sa.Integer(), nullable=True))
    op.add_column("categories", sa.Column("preferred_message_max_length", sa.SmallInteger(), nullable=True))
    op.add_column("business_setup", sa.Column("second_alert_email", sa.String(254), nullable=True))


def downgrade() -> None:
    op.drop_column("business_setup", "second_alert_email")
    op.drop_column("categories", "preferred_message_max_length")
    op.drop_column("dimensions", "daily_capacity")
    op.drop_column("dimensions", "lead_time")
    for column in ("production_days", "daily_capacity", "lead_time", "ingredients", "allergens"):
        op.drop_column("products", column)
    op.drop_table("production_load")
    op.drop_table("delivery_zones")
