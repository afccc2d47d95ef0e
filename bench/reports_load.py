#!/usr/bin/env python3
"""The owner's reports on a big shop: seeds 100,000 orders (two product lines each, over 400 days,
every status, 2,000 customers with accounts, and a quarter of the orders placed by about 3,000
guests known only by the e-mail of their delivery details, some typed in capitals, some being an
account's address; every order has its delivery details) into a throwaway Postgres (triggers
off while seeding, then the best-sellers totals filled the way migration 0007 fills them, then
VACUUM ANALYZE as autovacuum would), then times each report call the way
admin-service answers it (the same service, repository and queries, on one connection) and prints
p50 and max per call. Target: under 100 ms each. Figures only: nothing here passes or fails.

    .venv/bin/python bench/reports_load.py          (make bench-reports)
"""

import asyncio
from datetime import date, timedelta
import os
from pathlib import Path
import statistics
import subprocess
import tempfile
import time

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession, create_async_engine

from admin_service.reports.service import Reports
from bakery_devtools.servers import create_database, free_port, init_postgres, postgres_command, stop_postgres, wait_for_postgres
from bakery_shared.clock import Clock
from bakery_shared.migrate import upgrade_to_head

ORDERS = int(os.environ.get("BENCH_ORDERS", "100000"))
CUSTOMERS = 2000
GUESTS = 3000
RUNS = 20
TARGET_MS = 100

SEED = f"""
SET session_replication_role = replica;
INSERT INTO categories (name, value, special_category) SELECT 'Categoria ' || c, 'categoria-' || c, false FROM generate_series(1, 8) c;
INSERT INTO products (name, description, category_id, standard_order_type, pre_order_order_type, is_veggie, out_of_stock, available, allow_preferred_message, sort_order)
  SELECT 'Produs ' || p, '', (SELECT min(id) FROM categories) + p % 8, true, false, false, false, true, false, p FROM generate_series(1, 120) p;
INSERT INTO users (first_name, last_name, email, password_hash, role, newsletter_accepted)
  SELECT 'Client' || u, 'Nume' || lpad(u::text, 5, '0'), 'client' || u || '@example.ro', 'x', 'ROLE_USER', u % 3 = 0 FROM generate_series(1, {CUSTOMERS}) u;
INSERT INTO orders (order_number, status, user_id, delivery_method, sub_total_price, total_price, created_at, updated_at)
  SELECT 'B-' || o,
         (ARRAY['DELIVERED','DELIVERED','DELIVERED','REJECTED','CONFIRMED','NEW']::order_status[])[1 + o % 6],
         CASE WHEN o % 4 = 0 THEN NULL ELSE (SELECT min(id) FROM users) + o % {CUSTOMERS} END,
         'PICKUP', (10 + o % 300)::numeric(12,2), (10 + o % 300)::numeric(12,2),
         now() - (o % 400) * interval '1 day' - (o % 1440) * interval '1 minute', now()
  FROM generate_series(1, {ORDERS}) o;
-- Every order's delivery details: an account's orders under its own e-mail; each guest (o % 4 = 0)
-- is one of GUESTS e-mails, a third of their orders spelt in capitals, the first 100 typed as
-- an account's address (those are not listed apart); names vary from order to order.
INSERT INTO order_delivery_details (order_id, first_name, last_name, phone_number, email)
  SELECT o.id,
         CASE WHEN o.user_id IS NULL THEN 'Oaspete' || (o.id % 5) ELSE u.first_name END,
         CASE WHEN o.user_id IS NULL THEN 'Nume' || lpad(((o.id / 4) % {GUESTS})::text, 5, '0') ELSE u.last_name END,
         '07' || lpad((o.id % 100000000)::text, 8, '0'),
         CASE WHEN o.user_id IS NOT NULL THEN u.email
              WHEN (o.id / 4) % {GUESTS} < 100 THEN 'CLIENT' || ((o.id / 4) % {GUESTS} + 1) || '@Example.ro'
              WHEN o.id % 3 = 0 THEN 'Oaspete' || ((o.id / 4) % {GUESTS}) || '@Example.RO'
              ELSE 'oaspete' || ((o.id / 4) % {GUESTS}) || '@example.ro' END
  FROM orders o LEFT JOIN users u ON u.id = o.user_id;
INSERT INTO newsletter_subscribers (email, consent, confirmed_at)
  SELECT 'oaspete' || g || '@example.ro', true, CASE WHEN g % 2 = 0 THEN now() END FROM generate_series(0, {GUESTS} - 1, 3) g;
INSERT INTO order_product_lines (order_id, product_id, product_name)
  SELECT o.id, p.id, p.name FROM orders o
  JOIN LATERAL (SELECT id, name FROM products WHERE id IN ((SELECT min(id) FROM products) + o.id % 120, (SELECT min(id) FROM products) + (o.id * 7) % 120)) p ON true;
INSERT INTO order_dimension_lines (product_line_id, dimension_value, quantity, unit_price)
  SELECT id, '1 buc', 1 + id % 5, 10 FROM order_product_lines;
SET session_replication_role = origin;
INSERT INTO product_sales (product_name, product_id, quantity)
  SELECT l.product_name, l.product_id, sum(d.quantity) FROM orders o
  JOIN order_product_lines l ON l.order_id = o.id JOIN order_dimension_lines d ON d.product_line_id = l.id
  WHERE o.status = 'DELIVERED' GROUP BY l.product_name, l.product_id;
-- The guests' report lines, each built by the function the triggers use (migration 0010).
SELECT guest_customer_refresh(k) FROM (SELECT DISTINCT lower(d.email) AS k FROM order_delivery_details d
  JOIN orders o ON o.id = d.order_id WHERE o.user_id IS NULL AND d.email <> '') guests;
"""


async def timed(name: str, call) -> None:
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        await call()
        times.append((time.perf_counter() - started) * 1000)
    p50, worst = statistics.median(times), max(times)
    verdict = "ok" if p50 < TARGET_MS else "SLOW"
    print(f"{name:<48} p50 {p50:7.1f} ms   max {worst:7.1f} ms   {verdict}")


async def measure(url: str) -> None:
    engine = create_async_engine(url)
    async with engine.begin() as connection:
        started = time.perf_counter()
        for statement in SEED.split(";\n"):
            if statement.strip():
                await connection.execute(text(statement))
        orders = await connection.scalar(text("SELECT count(*) FROM orders"))
        lines = await connection.scalar(text("SELECT count(*) FROM order_product_lines"))
        print(f"seeded {orders} orders, {lines} product lines in {time.perf_counter() - started:.1f} s")
    # What autovacuum does to a shop that has been running: statistics, and the visibility map that
    # lets index-only scans skip the table.
    async with engine.connect() as connection:
        await (await connection.execution_options(isolation_level="AUTOCOMMIT")).execute(text("VACUUM ANALYZE"))
    if os.environ.get("BENCH_EXPLAIN"):
        async with engine.connect() as connection:
            plan = await connection.execute(text("EXPLAIN (ANALYZE, BUFFERS) " + os.environ["BENCH_EXPLAIN"]))
            print("\n".join(row[0] for row in plan))
    async with AsyncSession(engine) as session:
        reports = Reports(session, Clock())
        today = date.today()
        await timed("sales/order-numbers-current-month", reports.current_month)
        await timed("sales/order-numbers-last-month", reports.last_month)
        await timed("sales/order-numbers-between-dates (a year)", lambda: reports.sales(today - timedelta(days=365), today))
        await timed("sales/per-day (a month)", lambda: reports.per_day(today - timedelta(days=30), today))
        await timed("most-sold/products", lambda: reports.best_sellers(None, None))
        await timed("most-sold/products?category=categoria-3", lambda: reports.best_sellers("categoria-3", None))
        await timed("most-sold/products?searchTerm=produs 1", lambda: reports.best_sellers(None, "produs 1"))
        await timed("clients?page=0&size=20", lambda: reports.clients(0, 20))
        await timed("clients?page=99&size=20", lambda: reports.clients(99, 20))
        await timed("clients/csv (every customer)", reports.clients_csv)
        first = await reports.clients(0, 20)
        guests = sum(not row.has_account for row in (await reports.repository.customers())[0])
        print(f"customers: {first.total_elements} ({guests} guests)")
    await engine.dispose()
    print(f"target: p50 under {TARGET_MS} ms for each call")


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="bench-reports-") as folder:
        os.chmod(folder, 0o755)  # as root, the cluster runs as the postgres user, who must reach it
        datadir, port = Path(folder) / "pg", free_port()
        init_postgres(datadir)
        server = subprocess.Popen(
            postgres_command(datadir, port, throwaway=True), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        try:
            wait_for_postgres(port, process=server)
            create_database(port, "bench")
            url = f"postgresql+asyncpg://bakery@127.0.0.1:{port}/bench"
            upgrade_to_head(url)
            asyncio.run(measure(url))
        finally:
            stop_postgres(datadir, server)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
