"""user-service's order queries: the customer's own orders, the panels' pages, and what placing
an order locks and reads."""

from collections.abc import Callable, Iterable
from datetime import datetime
from functools import lru_cache
from typing import Any

import asyncpg
from sqlalchemy import Dialect, Table, func, inspect, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import selectinload

from bakery_shared.driver import on_driver
from bakery_shared.models import (
    UNLIMITED_STOCK,
    Dimension,
    Order,
    OrderDeliveryDetails,
    OrderDimensionLine,
    OrderLineExtra,
    OrderPayment,
    OrderProductLine,
    OrderPromotionChoice,
    OrderPromotionLine,
    OrderStatus,
    OrderStatusChange,
)
from bakery_shared.orders.repository import OrderRepository

from .placement.repository import DimensionRow, PlacingRepository, ProductRow

# An order that still holds the kitchen's time: not delivered, not rejected (and, paid online,
# not lapsed unpaid: one awaiting its card holds the time too).
OPEN_STATUSES = (OrderStatus.NEW, OrderStatus.SCHEDULED, OrderStatus.CONFIRMED, OrderStatus.AWAITING_PAYMENT)
# Never on the staff's table: an order nobody has paid for yet, or whose hold lapsed unpaid.
HIDDEN_FROM_STAFF = (OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_EXPIRED)
# Never on the customer's list: an order that lapsed unpaid (nothing will be made).
HIDDEN_FROM_CUSTOMER = (OrderStatus.PAYMENT_EXPIRED,)


class CustomerOrderRepository(OrderRepository):
    async def get_for_customer(self, order_id: int, user_id: int) -> Order | None:
        return await self._one(Order.id == order_id, Order.user_id == user_id)

    async def page(
        self, *, status: OrderStatus | None, page: int, size: int, user_id: int | None = None
    ) -> tuple[list[Order], int, dict[OrderStatus, int]]:
        """Newest first, with the total and the count per status of every order in view (the
        customer's own, or all)."""
        hidden = HIDDEN_FROM_CUSTOMER if user_id is not None else HIDDEN_FROM_STAFF
        scope = [Order.status.not_in(hidden)]
        if user_id is not None:
            scope.append(Order.user_id == user_id)
        filters = [*scope, *([Order.status == status] if status is not None else [])]
        counts = {
            row[0]: row[1]
            for row in await self.session.execute(select(Order.status, func.count()).where(*scope).group_by(Order.status))
        }
        total = await self.session.scalar(select(func.count()).select_from(Order).where(*filters)) or 0
        rows = await self.session.scalars(
            select(Order)
            .where(*filters)
            .options(selectinload(Order.delivery_details))
            .order_by(Order.created_at.desc(), Order.id.desc())
            .offset(page * size)
            .limit(size)
        )
        return list(rows), total, counts

    # ---- placing ---------------------------------------------------------------------------------

    async def queue_behind_key(self, key: str) -> None:
        """Requests with the same Idempotency-Key wait here for each other until commit."""
        await on_driver(self.session, "execute", _QUEUE_BEHIND, key, 42)

    async def open_orders_between(self, user_id: int | None, email: str, start: datetime, end: datetime) -> int:
        """Orders not yet delivered (new, scheduled, confirmed, awaiting payment) for a day,
        [start, end), of an account, or of a guest's e-mail (orders with no account). Counted
        after the customer's lock (`PlacingRepository.last_key(behind_customer=…)`), in a statement of its own, so the
        count sees every order committed while this one waited."""
        statuses = [status.value for status in OPEN_STATUSES]
        if user_id is not None:
            return await on_driver(self.session, "fetchval", _OPEN_ORDERS_OF_ACCOUNT, statuses, start, end, user_id)
        return await on_driver(self.session, "fetchval", _OPEN_ORDERS_OF_GUEST, statuses, start, end, email)

    async def by_idempotency_key(self, key: str) -> Order | None:
        return await self.session.scalar(select(Order).where(Order.idempotency_key == key).options(selectinload(Order.payment)))

    async def dimensions_for_order(self, ids: Iterable[int], *, lock: bool = True) -> dict[int, Dimension | DimensionRow]:
        """Every dimension the cart touches, read as plain rows on the hot path. Only those of
        limited stock are locked (in id order, then read again as ORM rows, whose stock the order
        changes and the flush writes), so concurrent orders queue on the rows whose stock they
        share and never sell a piece twice; orders of unlimited sizes take no row lock at all and
        run side by side. (FOR NO KEY UPDATE: what the stock UPDATE takes anyway, and it does not
        block the key-share locks other orders' lines take on the same row through their foreign key.)"""
        found: dict[int, Dimension | DimensionRow] = dict(await PlacingRepository(self.session).dimensions(sorted(set(ids))))
        limited = [d.id for d in found.values() if not (d.stock_unlimited or d.stock >= UNLIMITED_STOCK)]
        if limited and lock:
            for d in await self.session.scalars(
                select(Dimension)
                .where(Dimension.id.in_(limited))
                .order_by(Dimension.id)
                .with_for_update(key_share=True)  # FOR NO KEY UPDATE
                .execution_options(populate_existing=True)
            ):
                found[d.id] = d
        return found

    async def dimensions(self, ids: Iterable[int]) -> dict[int, Dimension]:
        """Read only, no lock (the checkout's day list)."""
        wanted = set(ids)
        if not wanted:
            return {}
        return {d.id: d for d in await self.session.scalars(select(Dimension).where(Dimension.id.in_(wanted)))}

    async def products(self, ids: Iterable[int]) -> dict[int, ProductRow]:
        """With their category and its extras, in the same statement (plain rows, read only)."""
        return await PlacingRepository(self.session).products(sorted(set(ids)))

    async def allocate(self, order: Order, *, events: int = 0, mails: int = 0) -> tuple[list[int], list[int]]:
        """One round trip: the order's number and an id for every row of it, in the order the rows
        are listed (lines, their sizes, extras and choices keep their order by id), and the ids of
        `events` outbox events and `mails` queued mails (returned), so the whole order can then be
        written by one statement (see `insert`). An id left unused is a harmless gap."""
        parts = _parts(order)
        counts = {table.name: len(rows) for table, rows in parts.items()} | {"outbox_events": events, "mail_queue": mails}
        row = tuple(await on_driver(self.session, "fetchrow", _ALLOCATE, *(counts[name] for name in _ALLOCATED)))
        order.order_number = str(row[0])
        for rows, ids in zip(parts.values(), row[1:-2], strict=True):
            for obj, obj_id in zip(rows, ids, strict=True):
                obj.id = obj_id  # type: ignore[attr-defined]
        for detail in (
            order.delivery_details,
            order.payment,
            *order.status_history,
            *order.product_lines,
            *order.promotion_lines,
        ):
            if detail is not None:
                detail.order_id = order.id
        for line in order.product_lines:
            for child in (*line.dimension_lines, *line.extras):
                child.product_line_id = line.id
        for line in order.promotion_lines:
            for choice in line.choices:
                choice.promotion_line_id = line.id
        return list(row[-2]), list(row[-1])

    async def insert(self, order: Order, *alongside: object) -> Order:
        """The order and every part of it (lines, their sizes, extras and choices, delivery
        details, payment, first status) in one statement: one data-modifying CTE per row, every id
        allocated beforehand. The objects stay out of the session: they are the answer's source.
        `alongside`: rows already added to the session, their ids allocated too, that go in the
        same statement instead of the commit's flush (the order's outbox event, its mails); they
        leave the session."""
        parts = _parts(order)
        for obj in alongside:
            parts.setdefault(inspect(obj).mapper.local_table, []).append(obj)
            self.session.expunge(obj)
        rows = [(table, _row(table, obj)) for table, objs in parts.items() for obj in objs]
        statement, converters = _insert_statement(
            tuple((table, tuple(row)) for table, row in rows), self.session.get_bind().dialect
        )
        values = [value for _, row in rows for value in row.values()]
        try:
            await on_driver(
                self.session,
                "execute",
                statement,
                *(convert(value) if convert else value for convert, value in zip(converters, values, strict=True)),
            )
        except asyncpg.IntegrityConstraintViolationError as error:
            # As SQLAlchemy would raise it: the placing's Idempotency-Key race is decided by it.
            raise IntegrityError(statement, None, error) from error
        return order


_QUEUE_BEHIND = "SELECT pg_advisory_xact_lock(hashtextextended($1, $2))"
_OPEN_ORDERS = (
    "SELECT count(*) FROM orders o {join} WHERE o.status = ANY($1::order_status[])"
    " AND coalesce(o.pickup_or_delivery_moment, o.created_at) >= $2 AND coalesce(o.pickup_or_delivery_moment, o.created_at) < $3"
)
_OPEN_ORDERS_OF_ACCOUNT = _OPEN_ORDERS.format(join="") + " AND o.user_id = $4"
_OPEN_ORDERS_OF_GUEST = (
    _OPEN_ORDERS.format(join="JOIN order_delivery_details d ON d.order_id = o.id")
    + " AND o.user_id IS NULL AND lower(d.email) = lower($4)"
)

# The tables of an order, in the order their rows are listed (see `_parts`).
_ORDER_TABLES = [
    Order.__table__,
    OrderDeliveryDetails.__table__,
    OrderPayment.__table__,
    OrderStatusChange.__table__,
    OrderProductLine.__table__,
    OrderDimensionLine.__table__,
    OrderLineExtra.__table__,
    OrderPromotionLine.__table__,
    OrderPromotionChoice.__table__,
]


def _parts(order: Order) -> dict[Table, list[object]]:
    """Every row of the order, by table."""
    rows: list[list[object]] = [
        [order],
        [order.delivery_details] if order.delivery_details else [],
        [order.payment] if order.payment else [],
        list(order.status_history),
        list(order.product_lines),
        [d for line in order.product_lines for d in line.dimension_lines],
        [e for line in order.product_lines for e in line.extras],
        list(order.promotion_lines),
        [c for line in order.promotion_lines for c in line.choices],
    ]
    return dict(zip(_ORDER_TABLES, rows, strict=True))


# What `allocate` numbers, in the order of its parameters.
_ALLOCATED = [*(table.name for table in _ORDER_TABLES), "outbox_events", "mail_queue"]


def _ids(table: str, number: int) -> str:
    return (
        f"ARRAY(SELECT nextval(pg_get_serial_sequence('{table}', 'id')) FROM generate_series(1, ${number}::int) AS n ORDER BY n)"
    )


# Written once: the statement is the same for every order, only the counts change.
_ALLOCATE = "SELECT nextval('order_number_seq'), " + ", ".join(
    _ids(name, number) for number, name in enumerate(_ALLOCATED, start=1)
)

Converter = Callable[[Any], Any] | None


@lru_cache(maxsize=64)
def _insert_statement(shape: tuple[tuple[Table, tuple[str, ...]], ...], dialect: Dialect) -> tuple[str, list[Converter]]:
    """The one statement for orders of this shape (which tables, how many rows, which columns):
    a data-modifying CTE per row, with positional parameters for the driver. Built once per
    shape, so an order costs no statement building; beside it, each parameter's conversion by its
    column's type (enums, JSON), the very one the ORM applies."""
    ctes, converters, number = [], [], 0
    for index, (table, columns) in enumerate(shape):
        places = []
        for column in columns:
            number += 1
            places.append(f"${number}")
            converters.append(table.c[column].type.bind_processor(dialect))
        ctes.append(f"w{index} AS (INSERT INTO {table.name} ({', '.join(columns)}) VALUES ({', '.join(places)}))")
    return f"WITH {', '.join(ctes)} SELECT 1", converters


def _row(table: Table, obj: object) -> dict[str, object]:
    """The row of a mapped object: its attributes, the column's own default where it has none
    (as a flush would), the database's default for the rest."""
    state = inspect(obj)
    row: dict[str, object] = {}
    for column in table.columns:
        value = state.dict.get(state.mapper.get_property_by_column(column).key)
        if value is None and column.default is not None and column.default.is_scalar:
            value = column.default.arg
        if value is None and column.server_default is not None and not column.nullable:
            continue
        row[column.name] = value
    return row
