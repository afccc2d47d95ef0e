"""The customers report on a big shop: the accounts' delivered orders summed from a
partial index, and the guests (orders without an account, one line per e-mail) read from
`guest_customers`, a table the triggers below keep, instead of grouping every guest order on each
page (bench/reports_load.py, 100,000 orders).

A line is named as the e-mail's latest order. A new guest order adds its e-mail's line if there is
none (ON CONFLICT DO NOTHING) and writes the line only when it names the customer otherwise, so
orders of one e-mail placed at once do not queue on the line's row lock; a status or price change
adjusts the delivered sums; the rare rest (an order deleted or given an owner, a contact edited)
rebuilds that one line from the e-mail's orders, found through the lower(e-mail) index.

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
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
    op.create_index("ix_order_delivery_details_email_key", "order_delivery_details", [sa.text("lower(email)")])
    op.create_table(
        "guest_customers",
        sa.Column("email_key", sa.String(254), nullable=False),
        sa.Column("email", sa.String(254), nullable=False),
        sa.Column("first_name", sa.String(40), nullable=False),
        sa.Column("last_name", sa.String(40), nullable=False),
        sa.Column("phone_number", sa.String(20), nullable=False),
        sa.Column("latest_order_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("number_of_purchases", sa.Integer(), server_default="0", nullable=False),
        sa.Column("order_amount", sa.Numeric(12, 2), server_default="0", nullable=False),
        sa.PrimaryKeyConstraint("email_key", name=op.f("pk_guest_customers")),
    )
    for statement in GUEST_CUSTOMER_TRIGGERS:  # one statement per call (asyncpg prepares each)
        op.execute(statement)
    op.execute(
        """
        INSERT INTO guest_customers (email_key, email, first_name, last_name, phone_number, latest_order_at,
                                     number_of_purchases, order_amount)
        SELECT DISTINCT ON (lower(d.email)) lower(d.email), d.email, d.first_name, d.last_name, d.phone_number, o.created_at,
               count(*) FILTER (WHERE o.status = 'DELIVERED') OVER w,
               coalesce(sum(o.total_price) FILTER (WHERE o.status = 'DELIVERED') OVER w, 0)
        FROM order_delivery_details d JOIN orders o ON o.id = d.order_id
        WHERE o.user_id IS NULL AND d.email <> ''
        WINDOW w AS (PARTITION BY lower(d.email))
        ORDER BY lower(d.email), o.created_at DESC, o.id DESC
        """
    )


GUEST_CUSTOMER_TRIGGERS = [
    """
CREATE FUNCTION guest_customer_refresh(p_email_key text) RETURNS void AS $$
    INSERT INTO guest_customers AS g (email_key, email, first_name, last_name, phone_number, latest_order_at,
                                      number_of_purchases, order_amount)
    SELECT p_email_key, d.email, d.first_name, d.last_name, d.phone_number, o.created_at,
           count(*) FILTER (WHERE o.status = 'DELIVERED') OVER w,
           coalesce(sum(o.total_price) FILTER (WHERE o.status = 'DELIVERED') OVER w, 0)
    FROM order_delivery_details d JOIN orders o ON o.id = d.order_id
    WHERE lower(d.email) = p_email_key AND o.user_id IS NULL AND d.email <> ''
    WINDOW w AS ()
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT 1
    ON CONFLICT (email_key) DO UPDATE SET
        email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
        phone_number = excluded.phone_number, latest_order_at = excluded.latest_order_at,
        number_of_purchases = excluded.number_of_purchases, order_amount = excluded.order_amount;
    DELETE FROM guest_customers g WHERE g.email_key = p_email_key AND NOT EXISTS (
        SELECT 1 FROM order_delivery_details d JOIN orders o ON o.id = d.order_id
        WHERE lower(d.email) = p_email_key AND o.user_id IS NULL AND d.email <> '');
$$ LANGUAGE sql
""",
    """
CREATE FUNCTION guest_customer_on_new_details() RETURNS trigger AS $$
DECLARE
    o record;
    line guest_customers%ROWTYPE;
    delivered boolean;
    renamed boolean;
BEGIN
    SELECT user_id, status, total_price, created_at INTO o FROM orders WHERE id = NEW.order_id;
    IF o.user_id IS NOT NULL OR NEW.email = '' THEN
        RETURN NULL;
    END IF;
    delivered := o.status = 'DELIVERED';
    INSERT INTO guest_customers (email_key, email, first_name, last_name, phone_number, latest_order_at,
                                 number_of_purchases, order_amount)
    VALUES (lower(NEW.email), NEW.email, NEW.first_name, NEW.last_name, NEW.phone_number, o.created_at,
            CASE WHEN delivered THEN 1 ELSE 0 END, CASE WHEN delivered THEN o.total_price ELSE 0 END)
    ON CONFLICT (email_key) DO NOTHING;
    IF FOUND THEN
        RETURN NULL;
    END IF;
    -- Read without a lock: most orders of a known e-mail change nothing on its line.
    SELECT * INTO line FROM guest_customers WHERE email_key = lower(NEW.email);
    renamed := o.created_at > line.latest_order_at
        AND (line.email, line.first_name, line.last_name, line.phone_number)
            IS DISTINCT FROM (NEW.email, NEW.first_name, NEW.last_name, NEW.phone_number);
    IF renamed OR delivered THEN
        UPDATE guest_customers g SET
            email = CASE WHEN renamed THEN NEW.email ELSE g.email END,
            first_name = CASE WHEN renamed THEN NEW.first_name ELSE g.first_name END,
            last_name = CASE WHEN renamed THEN NEW.last_name ELSE g.last_name END,
            phone_number = CASE WHEN renamed THEN NEW.phone_number ELSE g.phone_number END,
            latest_order_at = CASE WHEN renamed THEN o.created_at ELSE g.latest_order_at END,
            number_of_purchases = g.number_of_purchases + CASE WHEN delivered THEN 1 ELSE 0 END,
            order_amount = g.order_amount + CASE WHEN delivered THEN o.total_price ELSE 0 END
        WHERE g.email_key = lower(NEW.email);
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql
""",
    """
CREATE TRIGGER guest_customer_on_new_details AFTER INSERT ON order_delivery_details
    FOR EACH ROW EXECUTE FUNCTION guest_customer_on_new_details()
""",
    """
CREATE FUNCTION guest_customer_on_changed_details() RETURNS trigger AS $$
BEGIN
    PERFORM guest_customer_refresh(lower(OLD.email));
    IF TG_OP = 'UPDATE' AND lower(NEW.email) <> lower(OLD.email) THEN
        PERFORM guest_customer_refresh(lower(NEW.email));
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql
""",
    """
CREATE TRIGGER guest_customer_on_changed_details AFTER DELETE OR UPDATE OF email, first_name, last_name, phone_number
    ON order_delivery_details FOR EACH ROW EXECUTE FUNCTION guest_customer_on_changed_details()
""",
    """
CREATE FUNCTION guest_customer_on_order() RETURNS trigger AS $$
DECLARE
    was numeric := CASE WHEN OLD.status = 'DELIVERED' THEN OLD.total_price ELSE 0 END;
    now_ numeric := CASE WHEN NEW.status = 'DELIVERED' THEN NEW.total_price ELSE 0 END;
    counted integer := (NEW.status = 'DELIVERED')::integer - (OLD.status = 'DELIVERED')::integer;
BEGIN
    IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
        PERFORM guest_customer_refresh(lower(d.email)) FROM order_delivery_details d WHERE d.order_id = NEW.id;
    ELSIF counted <> 0 OR was <> now_ THEN
        UPDATE guest_customers g SET number_of_purchases = g.number_of_purchases + counted,
                                     order_amount = g.order_amount + now_ - was
        FROM order_delivery_details d WHERE d.order_id = NEW.id AND g.email_key = lower(d.email);
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql
""",
    """
CREATE TRIGGER guest_customer_on_order AFTER UPDATE OF status, total_price, user_id ON orders FOR EACH ROW
    WHEN ((OLD.user_id IS NULL OR NEW.user_id IS NULL)
          AND (OLD.status, OLD.total_price, OLD.user_id) IS DISTINCT FROM (NEW.status, NEW.total_price, NEW.user_id))
    EXECUTE FUNCTION guest_customer_on_order()
""",
]


def downgrade() -> None:
    op.execute("DROP TRIGGER guest_customer_on_order ON orders")
    op.execute("DROP TRIGGER guest_customer_on_changed_details ON order_delivery_details")
    op.execute("DROP TRIGGER guest_customer_on_new_details ON order_delivery_details")
    op.execute(
        "DROP FUNCTION guest_customer_on_order(), guest_customer_on_changed_details(), guest_customer_on_new_details(), "
        "guest_customer_refresh(text)"
    )
    op.drop_table("guest_customers")
    op.drop_index("ix_order_delivery_details_email_key", table_name="order_delivery_details")
    op.drop_index("ix_orders_delivered_user_id", table_name="orders", postgresql_where=DELIVERED)
