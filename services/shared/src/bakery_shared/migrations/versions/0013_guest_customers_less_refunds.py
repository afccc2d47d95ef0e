"""Guests' totals in the customers report less what was refunded on the card: the 0010
triggers summed a delivered guest order's total, so a guest's online order refunded in part still
counted in full, while an account's line already counted what was captured less what was refunded
(`INCOME` in admin-service reports). The same sum now holds for both: `order_income` is that rule
in SQL, the 0010 functions are replaced to use it, and triggers on `order_payments` adjust a
delivered guest order's line when its captured or refunded sum (or its method) changes, as a
refund does. Existing lines are recomputed once.

The payment's trigger moves the line by the difference only: an order's details are inserted
either before its payment (the line counted the total then, as an order without a payment) or
after it (the details' trigger read the payment), so the line always holds what the order counted.

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-27
"""

from collections.abc import Sequence
import importlib.util
from pathlib import Path

from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# A delivered order's money, as the reports count it: paid online, captured less refunded; else its total.
INCOME = "order_income(p.method, p.captured_amount, p.refunded_amount, o.total_price)"


def upgrade() -> None:
    for statement in GUEST_CUSTOMERS_LESS_REFUNDS:  # one statement per call (asyncpg prepares each)
        op.execute(statement)
    op.execute(
        f"""
        UPDATE guest_customers g SET order_amount = s.amount
        FROM (
            SELECT lower(d.email) AS email_key,
                   coalesce(sum({INCOME}) FILTER (WHERE o.status = 'DELIVERED'), 0) AS amount
            FROM order_delivery_details d JOIN orders o ON o.id = d.order_id
            LEFT JOIN order_payments p ON p.order_id = o.id
            WHERE o.user_id IS NULL AND d.email <> ''
            GROUP BY lower(d.email)
        ) s
        WHERE g.email_key = s.email_key AND g.order_amount <> s.amount
        """
    )


GUEST_CUSTOMERS_LESS_REFUNDS = [
    """
CREATE FUNCTION order_income(p_method payment_method, p_captured numeric, p_refunded numeric, p_total numeric)
    RETURNS numeric AS $$
    -- Compared as text: 'ONLINE' joined the enum in 0011, which a fresh database runs in this same
    -- transaction, and PostgreSQL refuses a new enum value there as a literal of the type.
    SELECT CASE WHEN p_method::text = 'ONLINE' THEN coalesce(p_captured, 0) - coalesce(p_refunded, 0) ELSE p_total END
$$ LANGUAGE sql STABLE
""",
    f"""
CREATE OR REPLACE FUNCTION guest_customer_refresh(p_email_key text) RETURNS void AS $$
    INSERT INTO guest_customers AS g (email_key, email, first_name, last_name, phone_number, latest_order_at,
                                      number_of_purchases, order_amount)
    SELECT p_email_key, d.email, d.first_name, d.last_name, d.phone_number, o.created_at,
           count(*) FILTER (WHERE o.status = 'DELIVERED') OVER w,
           coalesce(sum({INCOME}) FILTER (WHERE o.status = 'DELIVERED') OVER w, 0)
    FROM order_delivery_details d JOIN orders o ON o.id = d.order_id
    LEFT JOIN order_payments p ON p.order_id = o.id
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
CREATE OR REPLACE FUNCTION guest_customer_on_new_details() RETURNS trigger AS $$
DECLARE
    o record;
    line guest_customers%ROWTYPE;
    delivered boolean;
    renamed boolean;
BEGIN
    SELECT placed.user_id, placed.status, placed.created_at,
           order_income(paid.method, paid.captured_amount, paid.refunded_amount, placed.total_price) AS income INTO o
    FROM orders placed LEFT JOIN order_payments paid ON paid.order_id = placed.id WHERE placed.id = NEW.order_id;
    IF o.user_id IS NOT NULL OR NEW.email = '' THEN
        RETURN NULL;
    END IF;
    delivered := o.status = 'DELIVERED';
    INSERT INTO guest_customers (email_key, email, first_name, last_name, phone_number, latest_order_at,
                                 number_of_purchases, order_amount)
    VALUES (lower(NEW.email), NEW.email, NEW.first_name, NEW.last_name, NEW.phone_number, o.created_at,
            CASE WHEN delivered THEN 1 ELSE 0 END, CASE WHEN delivered THEN o.income ELSE 0 END)
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
            order_amount = g.order_amount + CASE WHEN delivered THEN o.income ELSE 0 END
        WHERE g.email_key = lower(NEW.email);
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql
""",
    """
CREATE OR REPLACE FUNCTION guest_customer_on_order() RETURNS trigger AS $$
DECLARE
    paid_by payment_method;
    captured numeric;
    refunded numeric;
    was numeric := 0;
    now_ numeric := 0;
    counted integer := (NEW.status = 'DELIVERED')::integer - (OLD.status = 'DELIVERED')::integer;
BEGIN
    IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
        PERFORM guest_customer_refresh(lower(d.email)) FROM order_delivery_details d WHERE d.order_id = NEW.id;
        RETURN NULL;
    END IF;
    -- No payment row: all three stay null, and the order counts its total.
    SELECT method, captured_amount, refunded_amount INTO paid_by, captured, refunded
    FROM order_payments WHERE order_id = NEW.id;
    IF OLD.status = 'DELIVERED' THEN
        was := order_income(paid_by, captured, refunded, OLD.total_price);
    END IF;
    IF NEW.status = 'DELIVERED' THEN
        now_ := order_income(paid_by, captured, refunded, NEW.total_price);
    END IF;
    IF counted <> 0 OR was <> now_ THEN
        UPDATE guest_customers g SET number_of_purchases = g.number_of_purchases + counted,
                                     order_amount = g.order_amount + now_ - was
        FROM order_delivery_details d WHERE d.order_id = NEW.id AND g.email_key = lower(d.email);
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql
""",
    """
CREATE FUNCTION guest_customer_on_payment() RETURNS trigger AS $$
DECLARE
    o record;
    was numeric;
    now_ numeric;
BEGIN
    IF TG_OP = 'DELETE' THEN
        SELECT id, user_id, status, total_price INTO o FROM orders WHERE id = OLD.order_id;
    ELSE
        SELECT id, user_id, status, total_price INTO o FROM orders WHERE id = NEW.order_id;
    END IF;
    -- Only a delivered guest order counts on a guest's line (an order being placed is not delivered).
    IF NOT FOUND OR o.user_id IS NOT NULL OR o.status <> 'DELIVERED' THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
        was := o.total_price;  -- counted as an order without a payment until now
    ELSE
        was := order_income(OLD.method, OLD.captured_amount, OLD.refunded_amount, o.total_price);
    END IF;
    IF TG_OP = 'DELETE' THEN
        now_ := o.total_price;
    ELSE
        now_ := order_income(NEW.method, NEW.captured_amount, NEW.refunded_amount, o.total_price);
    END IF;
    IF was <> now_ THEN
        UPDATE guest_customers g SET order_amount = g.order_amount + now_ - was
        FROM order_delivery_details d
        WHERE d.order_id = o.id AND g.email_key = lower(d.email) AND d.email <> '';
    END IF;
    RETURN NULL;
END $$ LANGUAGE plpgsql
""",
    # Three triggers, so the WHEN clauses keep the function from being called at all for what
    # cannot change a line: a payment at pickup or delivery written or removed (it counts the
    # order's total either way, as no payment does), a payment updated in other columns. Every
    # order placed writes a payment: that path stays a comparison. Method compared as text (see above).
    """
CREATE TRIGGER guest_customer_on_new_payment AFTER INSERT ON order_payments FOR EACH ROW
    WHEN (NEW.method::text = 'ONLINE') EXECUTE FUNCTION guest_customer_on_payment()
""",
    """
CREATE TRIGGER guest_customer_on_changed_payment AFTER UPDATE OF method, captured_amount, refunded_amount
    ON order_payments FOR EACH ROW
    WHEN ((OLD.method, OLD.captured_amount, OLD.refunded_amount) IS DISTINCT FROM (NEW.method, NEW.captured_amount, NEW.refunded_amount))
    EXECUTE FUNCTION guest_customer_on_payment()
""",
    """
CREATE TRIGGER guest_customer_on_removed_payment AFTER DELETE ON order_payments FOR EACH ROW
    WHEN (OLD.method::text = 'ONLINE') EXECUTE FUNCTION guest_customer_on_payment()
""",
]


def _revision_0010():
    """The 0010 migration's module: its function bodies are what the downgrade puts back."""
    path = Path(__file__).with_name("0010_customers_report.py")
    spec = importlib.util.spec_from_file_location("bakery_migration_0010", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def downgrade() -> None:
    for trigger in ("guest_customer_on_new_payment", "guest_customer_on_changed_payment", "guest_customer_on_removed_payment"):
        op.execute(f"DROP TRIGGER {trigger} ON order_payments")
    op.execute("DROP FUNCTION guest_customer_on_payment()")
    for statement in _revision_0010().GUEST_CUSTOMER_TRIGGERS:
        if statement.lstrip().startswith("CREATE FUNCTION"):
            op.execute(statement.replace("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION", 1))
    op.execute("DROP FUNCTION order_income(payment_method, numeric, numeric, numeric)")
    # The lines go back to 0010's sums: each delivered order's total.
    op.execute(
        """
        UPDATE guest_customers g SET order_amount = s.amount
        FROM (
            SELECT lower(d.email) AS email_key,
                   coalesce(sum(o.total_price) FILTER (WHERE o.status = 'DELIVERED'), 0) AS amount
            FROM order_delivery_details d JOIN orders o ON o.id = d.order_id
            WHERE o.user_id IS NULL AND d.email <> ''
            GROUP BY lower(d.email)
        ) s
        WHERE g.email_key = s.email_key AND g.order_amount <> s.amount
        """
    )
