"""Back office: reservation answers and the seats per time slot, reviews of delivered
orders (one per order), and the pieces delivered per product behind the best-sellers report, kept
by triggers as orders become delivered (and back if one ever leaves DELIVERED).

Revision ID: 0007
Revises: 0005
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

RESERVATION_STATUS = postgresql.ENUM("PENDING", "CONFIRMED", "DECLINED", name="reservation_status", create_type=False)
REVIEW_STATUS = postgresql.ENUM("PENDING", "PUBLISHED", "HIDDEN", name="review_status", create_type=False)


def upgrade() -> None:
    RESERVATION_STATUS.create(op.get_bind(), checkfirst=False)
    REVIEW_STATUS.create(op.get_bind(), checkfirst=False)
    op.add_column("reservations", sa.Column("status", RESERVATION_STATUS, server_default="PENDING", nullable=False))
    op.add_column("reservations", sa.Column("decline_reason", sa.Text(), nullable=True))
    op.add_column("reservations", sa.Column("decided_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("reservations", sa.Column("decided_by_id", sa.BigInteger(), nullable=True))
    op.create_foreign_key(
        op.f("fk_reservations_decided_by_id_users"), "reservations", "users", ["decided_by_id"], ["id"], ondelete="SET NULL"
    )
    op.create_index("ix_reservations_date_status_time", "reservations", ["reservation_date", "status", "time"])

    op.create_table(
        "reservation_settings",
        sa.Column("id", sa.SmallInteger(), autoincrement=False, nullable=False),
        sa.Column("seats_per_slot", sa.SmallInteger(), server_default="30", nullable=False),
        sa.Column("slot_minutes", sa.SmallInteger(), server_default="60", nullable=False),
        sa.CheckConstraint("id = 1", name=op.f("ck_reservation_settings_single_row")),
        sa.CheckConstraint("seats_per_slot >= 1", name=op.f("ck_reservation_settings_at_least_one_seat")),
        sa.CheckConstraint("slot_minutes IN (15, 30, 60, 90, 120)", name=op.f("ck_reservation_settings_slot_length")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reservation_settings")),
    )

    op.create_table(
        "reviews",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("order_id", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("author_name", sa.String(length=60), nullable=False),
        sa.Column("rating", sa.SmallInteger(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("status", REVIEW_STATUS, server_default="PENDING", nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("rating BETWEEN 1 AND 5", name=op.f("ck_reviews_rating_1_to_5")),
        sa.ForeignKeyConstraint(["order_id"], ["orders.id"], name=op.f("fk_reviews_order_id_orders"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], name=op.f("fk_reviews_user_id_users"), ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reviews")),
        sa.UniqueConstraint("order_id", name=op.f("uq_reviews_order_id")),
    )
    op.create_index(op.f("ix_reviews_user_id"), "reviews", ["user_id"])
    op.create_index("ix_reviews_status_created_at", "reviews", ["status", "created_at"])


    op.create_table(
        "product_sales",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column("product_name", sa.String(length=120), nullable=False),
        sa.Column("product_id", sa.BigInteger(), nullable=True),
        sa.Column("quantity", sa.BigInteger(), server_default="0", nullable=False),
        sa.ForeignKeyConstraint(
            ["product_id"], ["products.id"], name=op.f("fk_product_sales_product_id_products"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_sales")),
    )
    op.create_index(
        "uq_product_sales_name_product", "product_sales", ["product_name", sa.text("coalesce(product_id, 0)")], unique=True
    )
    for statement in PRODUCT_SALES_TRIGGERS:  # one statement per call (asyncpg prepares each)
        op.execute(statement)
    op.execute(
        """
        INSERT INTO product_sales (product_name, product_id, quantity)
        SELECT l.product_name, l.product_id, sum(d.quantity)
        FROM orders o
        JOIN order_product_lines l ON l.order_id = o.id
        JOIN order_dimension_lines d ON d.product_line_id = l.id
        WHERE o.status = 'DELIVERED'
        GROUP BY l.product_name, l.product_id
        """
    )


# Pieces of one order (or of one new line of a delivered order) added with `sign` 1 or -1.
PRODUCT_SALES_TRIGGERS = [
    """
CREATE FUNCTION product_sales_add(p_order_id bigint, p_line_id bigint, sign integer) RETURNS void AS $$
    INSERT INTO product_sales AS s (product_name, product_id, quantity)
    SELECT l.product_name, l.product_id, sign * sum(d.quantity)
    FROM order_product_lines l JOIN order_dimension_lines d ON d.product_line_id = l.id
    WHERE l.order_id = p_order_id AND (p_line_id IS NULL OR d.id = p_line_id)
    GROUP BY l.product_name, l.product_id
    ON CONFLICT (product_name, (coalesce(product_id, 0))) DO UPDATE SET quantity = s.quantity + excluded.quantity;
$$ LANGUAGE sql
""",
    """
CREATE FUNCTION product_sales_on_status() RETURNS trigger AS $$
BEGIN
    IF NEW.status = 'DELIVERED' AND OLD.status <> 'DELIVERED' THEN
        PERFORM product_sales_add(NEW.id, NULL, 1);
    ELSIF OLD.status = 'DELIVERED' AND NEW.status <> 'DELIVERED' THEN
        PERFORM product_sales_add(NEW.id, NULL, -1);
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql
""",
    """
CREATE TRIGGER product_sales_on_status AFTER UPDATE OF status ON orders
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION product_sales_on_status()
""",
    """
-- A line written to an order that is already delivered (imports, the demo seed, tests).
CREATE FUNCTION product_sales_on_line() RETURNS trigger AS $$
DECLARE
    v_order_id bigint;
BEGIN
    SELECT o.id INTO v_order_id FROM order_product_lines l JOIN orders o ON o.id = l.order_id
    WHERE l.id = NEW.product_line_id AND o.status = 'DELIVERED';
    IF v_order_id IS NOT NULL THEN
        PERFORM product_sales_add(v_order_id, NEW.id, 1);
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql
""",
    """
CREATE TRIGGER product_sales_on_line AFTER INSERT ON order_dimension_lines
    FOR EACH ROW EXECUTE FUNCTION product_sales_on_line()
""",
]


def downgrade() -> None:
    op.execute("DROP TRIGGER product_sales_on_line ON order_dimension_lines")
    op.execute("DROP TRIGGER product_sales_on_status ON orders")
    op.execute("DROP FUNCTION product_sales_on_line(), product_sales_on_status(), product_sales_add(bigint, bigint, integer)")
    op.drop_table("product_sales")
    op.drop_table("reviews")
    op.drop_table("reservation_settings")
    op.drop_index("ix_reservations_date_status_time", table_name="reservations")
    op.drop_constraint(op.f("fk_reservations_decided_by_id_users"), "reservations", type_="foreignkey")
    for column in ("decided_by_id", "decided_at", "decline_reason", "status"):
        op.drop_column("reservations", column)
    REVIEW_STATUS.drop(op.get_bind(), checkfirst=False)
    RESERVATION_STATUS.drop(op.get_bind(), checkfirst=False)
