"""Marketing: promotions of every kind with their conditions and uses, personal
newsletter coupons, double opt-in for the newsletter, newsletter sends tracked by mail batch, and
extra mail headers (List-Unsubscribe).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

NEW_TYPES = ("PRODUCT_DISCOUNT", "CART_PERCENTAGE_DISCOUNT", "CART_FIXED_DISCOUNT", "BUY_ONE_GET_ONE", "FREE_ITEM")
NEW_CONDITIONS = ("WEEKDAYS", "HOURS", "DELIVERY_METHOD", "PRE_ORDER_ONLY", "FIRST_ORDER", "MAX_USES", "MAX_USES_PER_CUSTOMER")


def upgrade() -> None:
    for value in NEW_TYPES:
        op.execute(f"ALTER TYPE promotion_type ADD VALUE IF NOT EXISTS '{value}'")
    for value in NEW_CONDITIONS:
        op.execute(f"ALTER TYPE promotion_condition_type ADD VALUE IF NOT EXISTS '{value}'")

    op.add_column("promotions", sa.Column("combinable", sa.Boolean(), server_default="false", nullable=False))
    op.add_column("promotions", sa.Column("uses_count", sa.Integer(), server_default="0", nullable=False))
    op.add_column("promotions", sa.Column("targets", postgresql.JSONB(), server_default="{}", nullable=False))
    op.add_column("orders", sa.Column("discount_lines", postgresql.JSONB(), server_default="[]", nullable=False))
    op.add_column("mail_queue", sa.Column("headers", postgresql.JSONB(), nullable=True))

    op.add_column("newsletter_subscribers", sa.Column("confirmed_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("newsletter_subscribers", sa.Column("confirm_token_hash", sa.String(64), nullable=True))
    op.add_column("newsletter_subscribers", sa.Column("consent_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("newsletter_subscribers", sa.Column("source", sa.String(40), nullable=True))
    op.create_unique_constraint(
        op.f("uq_newsletter_subscribers_confirm_token_hash"), "newsletter_subscribers", ["confirm_token_hash"]
    )
    op.add_column("newsletter_sends", sa.Column("batch", sa.String(80), nullable=True))

    op.create_table(
        "promotion_redemptions",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("promotion_id", sa.BigInteger(), nullable=False),
        sa.Column("order_id", sa.BigInteger(), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("amount", sa.Numeric(12, 2), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.ForeignKeyConstraint(
            ["promotion_id"], ["promotions.id"], name=op.f("fk_promotion_redemptions_promotion_id_promotions"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(["order_id"], ["orders.id"], name=op.f("fk_promotion_redemptions_order_id_orders"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], name=op.f("fk_promotion_redemptions_user_id_users"), ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_promotion_redemptions")),
    )
    op.create_index(op.f("ix_promotion_redemptions_promotion_id"), "promotion_redemptions", ["promotion_id"], unique=False)
    op.create_index(op.f("ix_promotion_redemptions_order_id"), "promotion_redemptions", ["order_id"], unique=False)
    op.create_index("ix_promotion_redemptions_promotion_email", "promotion_redemptions", ["promotion_id", "email"], unique=False)

    op.create_table(
        "personal_coupons",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("promotion_id", sa.BigInteger(), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("code", sa.String(length=40), nullable=False),
        sa.Column("valid_until", sa.Date(), nullable=False),
        sa.Column("redeemed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.text("now()"), nullable=False),
        sa.ForeignKeyConstraint(
            ["promotion_id"], ["promotions.id"], name=op.f("fk_personal_coupons_promotion_id_promotions"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_personal_coupons")),
        sa.UniqueConstraint("code", name=op.f("uq_personal_coupons_code")),
    )
    op.create_index(op.f("ix_personal_coupons_promotion_id"), "personal_coupons", ["promotion_id"], unique=False)
    op.create_index(op.f("ix_personal_coupons_email"), "personal_coupons", ["email"], unique=False)

def downgrade() -> None:
    op.drop_table("personal_coupons")
    op.drop_table("promotion_redemptions")
    op.drop_column("newsletter_sends", "batch")
    op.drop_constraint(op.f("uq_newsletter_subscribers_confirm_token_hash"), "newsletter_subscribers")
    for column in ("source", "consent_at", "confirm_token_hash", "confirmed_at"):
        op.drop_column("newsletter_subscribers", column)
    op.drop_column("mail_queue", "headers")
    op.drop_column("orders", "discount_lines")
    for column in ("targets", "uses_count", "combinable"):
        op.drop_column("promotions", column)
    # Enum values stay: PostgreSQL cannot drop them.
