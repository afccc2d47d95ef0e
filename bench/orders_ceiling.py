"""The database ceiling of `make bench-orders`: the rows one placed order wrote, written again by
the simplest client there is (one asyncpg pool, all of an order's INSERTs as one prepared
statement, no HTTP, no validation, no pricing), as fast as it goes. The shop can never beat it;
how close it gets says how much of its time goes to everything that is not the database.

The rows are read back from a real order of the run, so the ceiling follows the schema and the
shop's own writes (whichever tables they are) without a list kept here: the order, every row that
points at it (and at those rows, down the foreign keys), its outbox event and its queued mails.
Copies differ only where the schema wants a value of their own (unique columns). They are written
as already sent and published, so that the shop's mail sender and outbox relay leave them be."""

import asyncio
from dataclasses import dataclass
from datetime import UTC, datetime
import os
import time
import uuid

import asyncpg

# A foreign key of one column: (table, column) -> the table it points at.
_FOREIGN_KEYS = """
SELECT c.conrelid::regclass::text AS child, a.attname AS column, c.confrelid::regclass::text AS parent
FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
WHERE c.contype = 'f' AND array_length(c.conkey, 1) = 1
"""
# Columns that must hold a value of their own in every row (a unique index of one column).
_UNIQUE = """
SELECT t.relname AS table, a.attname AS column, i.indisprimary AS primary
FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
WHERE i.indisunique AND i.indnatts = 1 AND t.relnamespace = 'public'::regnamespace
"""


@dataclass
class Row:
    table: str
    values: dict[str, object]
    parent: int | None = None  # index of the row this one points at (by `link`)
    link: str | None = None  # its column holding the parent's id


def database_url() -> str:
    return os.environ["DATABASE_URL"].replace("postgresql+asyncpg://", "postgresql://")


async def rows_of(conn: asyncpg.Connection, order_number: str, email: str) -> list[Row]:
    """The rows the order wrote, parents before children."""
    order = await conn.fetchrow("SELECT * FROM orders WHERE order_number = $1", order_number)
    rows = [Row("orders", dict(order))]
    keys = await conn.fetch(_FOREIGN_KEYS)
    frontier = [0]
    while frontier:
        parent = frontier.pop(0)
        for key in keys:
            if key["parent"] != rows[parent].table or key["child"] == rows[parent].table:
                continue
            found = await conn.fetch(f'SELECT * FROM {key["child"]} WHERE "{key["column"]}" = $1', rows[parent].values["id"])
            for record in found:
                rows.append(Row(key["child"], dict(record), parent, key["column"]))
                frontier.append(len(rows) - 1)
    events = await conn.fetch("SELECT * FROM outbox_events WHERE payload->>'orderNumber' = $1", order_number)
    mails = await conn.fetch("SELECT * FROM mail_queue WHERE recipient = $1", email)
    rows += [Row("outbox_events", dict(e)) for e in events] + [Row("mail_queue", dict(m)) for m in mails]
    return rows


class Statement:
    """One INSERT ... per row as data-modifying CTEs of one statement; parameters: each row's values,
    fresh ones in the unique columns."""

    def __init__(self, rows: list[Row], unique: set[tuple[str, str]], primary: set[tuple[str, str]]) -> None:
        self.rows = rows
        self.fresh: list[int] = []  # parameter positions (0-based) that get a new unique text
        self.params: list[object] = []
        ctes = []
        for number, row in enumerate(rows):
            columns, values = [], []
            for column, value in row.values.items():
                if (row.table, column) in primary:
                    continue  # the table's own id: its default
                columns.append(f'"{column}"')
                if column == row.link:
                    values.append(f"(SELECT id FROM w{row.parent})")
                elif (row.table, column) == ("orders", "order_number"):
                    values.append("nextval('order_number_seq')::text")
                else:
                    if (row.table, column) in unique and value is not None:
                        self.fresh.append(len(self.params))
                    value = _settled(row.table, column, value)
                    self.params.append(value)
                    values.append(f"${len(self.params)}")
            needed = any(other.parent == number for other in rows)
            ctes.append(
                f"w{number} AS (INSERT INTO {row.table} ({', '.join(columns)}) VALUES ({', '.join(values)})"
                + (" RETURNING id)" if needed else ")")
            )
        self.sql = f"WITH {', '.join(ctes)} SELECT 1"

    def arguments(self) -> list[object]:
        args = list(self.params)
        for position in self.fresh:
            args[position] = uuid.uuid4().hex
        return args


def _settled(table: str, column: str, value: object) -> object:
    """Copies are written as already handled: the shop's relay and sender must not pick them up."""
    if table == "mail_queue" and column == "status":
        return "SENT"
    if table == "outbox_events" and column == "published_at" and value is None:
        return datetime.now(UTC)
    return value


async def ceiling(order_number: str, email: str, orders: int, clients: int) -> tuple[float, int]:
    """(orders a second, rows per order) for `orders` copies of the order written by `clients`
    connections at once."""
    pool = await asyncpg.create_pool(database_url(), min_size=clients, max_size=clients)
    try:
        async with pool.acquire() as conn:
            rows = await rows_of(conn, order_number, email)
            unique_rows = await conn.fetch(_UNIQUE)
        unique = {(r["table"], r["column"]) for r in unique_rows if not r["primary"]}
        primary = {(r["table"], r["column"]) for r in unique_rows if r["primary"]}
        statement = Statement(rows, unique, primary)
        left = orders

        async def client() -> None:
            nonlocal left
            async with pool.acquire() as conn:
                prepared = await conn.prepare(statement.sql)
                while left > 0:
                    left -= 1
                    await prepared.fetchval(*statement.arguments())

        began = time.perf_counter()
        await asyncio.gather(*(client() for _ in range(clients)))
        return orders / (time.perf_counter() - began), len(rows)
    finally:
        await pool.close()
