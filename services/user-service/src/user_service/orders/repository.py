"""user-service's order queries: the customer's own orders, the panels' pages, and what placing
an order locks and reads."""

from collections.abc import Callable, Iterable
from datetime import datetime
from functools import lru_cache
import json
from typing import Any

import asyncpg
from sqlalchemy import Dialect, Table, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import selectinload

from bakery_shared.driver import on_driver
from bakery_shared.models import (
    UNLIMITED_STOCK,
    Dimension,
    Invoice,
    InvoicePurpose,
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
    OutboxEvent,
    QueuedMail,
)
from bakery_shared.orders.repository import OrderRepository

from .placement.repository import DimensionRow, PlacingRepository, ProductRow
from .placement.rows import NewOrder

# An order that still holds the kitchen's time: not delivered, not rejected (and, paid online,
# not lapsed unpaid: one awaiting its card holds the time too).
OPEN_STATUSES = (OrderStatus.NEW, OrderStatus.SCHEDULED, OrderStatus.CONFIRMED, OrderStatus.AWAITING_PAYMENT)
# Never on the staff's table: an order nobody has paid for yet, or whose hold lapsed unpaid.
HIDDEN_FROM_STAFF = (OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_EXPIRED)
# Never on the customer's list: an order that lapsed unpaid (nothing will be made).
HIDDEN_FROM_CUSTOMER = (OrderStatus.PAYMENT_EXPIRED,)
# Online orders nobody paid: awaiting the card, or lapsed.
_UNPAID = (OrderStatus.AWAITING_PAYMENT, OrderStatus.PAYMENT_EXPIRED)


class CustomerOrderRepository(OrderRepository):
    async def invoice_numbers(self, order_ids: list[int]) -> dict[int, str]:
        """The number of each order's invoice (not its advance or credit notes), by order id."""
        if not order_ids:
            return {}
        rows = await self.session.execute(
            select(Invoice.order_id, Invoice.number).where(
                Invoice.order_id.in_(order_ids), Invoice.purpose == InvoicePurpose.ORDER
            )
        )
        return {row.order_id: row.number for row in rows}

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

    async def unpaid_among(self, order_ids: list[int]) -> int:
        """How many of these orders nobody paid: online, awaiting the card or lapsed."""
        if not order_ids:
            return 0
        query = select(func.count()).select_from(Order).where(Order.id.in_(order_ids), Order.status.in_(_UNPAID))
        return await self.session.scalar(query) or 0

    async def open_orders_between(self, user_id: int | None, email: str, start: datetime, end: datetime) -> int:
        """Orders not yet delivered (new, scheduled, confirmed, awaiting payment) for a day,
        [start, end), of an account, or of a guest's e-mail (orders with no account). Counted
        after the customer's lock (`PlacingRepository.last_key(behind=…)`), in a statement of its own, so the
        count sees every order committed while this one waited."""
        statuses = [status.value for status in OPEN_STATUSES]
        if user_id is not None:
            return await on_driver(self.session, "fetchval", _OPEN_ORDERS_OF_ACCOUNT, statuses, start, end, user_id)
        return await on_driver(self.session, "fetchval", _OPEN_ORDERS_OF_GUEST, statuses, start, end, email)

    async def by_idempotency_key(self, key: str) -> Order | None:
        # Nearly every key is new: a prepared probe answers those, and only a retry loads the order.
        if await on_driver(self.session, "fetchval", _ORDER_OF_KEY, key) is None:
            return None
        return await self.session.scalar(select(Order).where(Order.idempotency_key == key).options(selectinload(Order.payment)))

    async def dimensions_for_order(self, ids: Iterable[int], *, lock: bool = True) -> dict[int, Dimension | DimensionRow]:
        """Every dimension the cart touches, read as plain rows on the hot path. Only those of
        limited stock are locked (in id order, then read again as ORM rows, whose stock the order
        changes and the flush writes), so concurrent orders queue on the rows whose stock they
        share and never sell a piece twice; orders of unlimited sizes take no row lock at all and
        run side by side. (FOR NO KEY UPDATE: what the stock UPDATE takes anyway, and it does not
        block the key-share locks other orders' lines take on the same row through their foreign key.)"""
        found: dict[int, Dimension | DimensionRow] = dict(await PlacingRepository(self.session).dimensions(sorted(set(ids))))
        return await self._lock_limited(found, lock=lock)

    async def dimensions_and_products(
        self, dimension_ids: Iterable[int], product_ids: Iterable[int], *, lock: bool = True
    ) -> tuple[dict[int, Dimension | DimensionRow], dict[int, ProductRow]]:
        """`dimensions_for_order` and `products` with one read for both (then the locks, as there)."""
        dimensions, products = await PlacingRepository(self.session).dimensions_and_products(
            sorted(set(dimension_ids)), sorted(set(product_ids))
        )
        return await self._lock_limited(dict(dimensions), lock=lock), products

    async def _lock_limited(
        self, found: dict[int, Dimension | DimensionRow], *, lock: bool
    ) -> dict[int, Dimension | DimensionRow]:
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

    async def write(self, order: NewOrder, *alongside: object) -> None:
        """The order and every row under it (lines, their sizes, extras and choices, delivery
        details, payment, first status) in one statement, which numbers it: `order.id` and
        `order.order_number` are set from it. `alongside`: rows already added to the session (the
        order's outbox event, its mails) that go in the same statement instead of the commit's
        flush, and leave the session; `ORDER_NUMBER` in their text, and an event's `orderNumber`
        and `id`, become the order's own there."""
        shape, values = _order_rows(order, alongside)
        for obj in alongside:
            self.session.expunge(obj)
        statement, converters = _write_statement(shape, self.session.get_bind().dialect)
        try:
            row = await on_driver(
                self.session,
                "fetchrow",
                statement,
                # None is SQL NULL for every column (a JSON column's own converter would write JSON's null).
                *(
                    convert(value) if convert is not None and value is not None else value
                    for convert, value in zip(converters, values, strict=True)
                ),
            )
        except asyncpg.IntegrityConstraintViolationError as error:
            # As SQLAlchemy would raise it: the placing's Idempotency-Key race is decided by it.
            raise IntegrityError(statement, None, error) from error
        order.id, order.order_number = row[0], row[1]
        for obj in alongside:
            if isinstance(obj, OutboxEvent):
                obj.id = row[2]

    async def set_follow_hash(self, order_id: int, token_hash: str) -> None:
        await on_driver(self.session, "execute", _SET_FOLLOW_HASH, order_id, token_hash)

    async def remember_invoice_details(self, user_id: int, details: dict[str, Any]) -> None:
        """The company a customer just asked an invoice for, kept on the account."""
        await on_driver(self.session, "execute", _REMEMBER_INVOICE_DETAILS, user_id, json.dumps(details, ensure_ascii=False))


_ORDER_OF_KEY = "SELECT id FROM orders WHERE idempotency_key = $1"
_OPEN_ORDERS = (
    "SELECT count(*) FROM orders o {join} WHERE o.status = ANY($1::order_status[])"
    " AND coalesce(o.pickup_or_delivery_moment, o.created_at) >= $2 AND coalesce(o.pickup_or_delivery_moment, o.created_at) < $3"
)
_OPEN_ORDERS_OF_ACCOUNT = _OPEN_ORDERS.format(join="") + " AND o.user_id = $4"
_OPEN_ORDERS_OF_GUEST = (
    _OPEN_ORDERS.format(join="JOIN order_delivery_details d ON d.order_id = o.id")
    + " AND o.user_id IS NULL AND lower(d.email) = lower($4)"
)

_SET_FOLLOW_HASH = "UPDATE orders SET guest_access_token_hash = $2 WHERE id = $1"
_REMEMBER_INVOICE_DETAILS = "UPDATE users SET invoice_details = $2::jsonb WHERE id = $1"

# Stands for the order's number, which the statement writing the order allocates, in the text of
# the rows written beside it (a mail's link, an event's payload).
ORDER_NUMBER = "\x00order-number\x00"

# Each table's columns as the order's rows fill them (the others keep their defaults); a row's
# reference to its parent (the order, its line) comes first, from the statement's own ids.
_ORDER_COLUMNS = (
    "status",
    "user_id",
    "guest_access_token_hash",
    "delivery_method",
    "pickup_location_id",
    "pickup_location_name",
    "pickup_location_description",
    "pickup_or_delivery_moment",
    "additional_information",
    "sub_total_price",
    "delivery_fee",
    "total_package_cost",
    "coupon",
    "updated_price_after_coupon",
    "discount_lines",
    "invoice_details",
    "total_price",
    "idempotency_key",
    "idempotency_fingerprint",
    "created_at",
    "updated_at",
)
_DETAILS_COLUMNS = (
    "first_name",
    "last_name",
    "phone_number",
    "email",
    "street_address",
    "street_number_address",
    "building_number",
    "apartment_number",
    "city",
    "postal_code",
    "delivery_fee",
)
_PAYMENT_COLUMNS = ("method", "cash_amount", "card_amount", "card_state", "hold_until")
_STATUS_COLUMNS = ("to_status", "changed_at")
_LINE_COLUMNS = ("product_id", "product_name", "preferred_message")
_SIZE_COLUMNS = ("dimension_id", "dimension_value", "quantity", "unit_price", "box_price")
_EXTRA_COLUMNS = ("name", "price")
_BUNDLE_COLUMNS = ("promotion_id", "promotion_name", "quantity", "promotion_total")
_CHOICE_COLUMNS = (
    "label",
    "product_id",
    "dimension_id",
    "product_name",
    "dimension_name",
    "product_price",
    "package_price",
    "is_free_product",
)
_EVENT_COLUMNS = ("channel", "payload")
_MAIL_COLUMNS = (
    "purpose",
    "batch",
    "recipient",
    "subject",
    "html",
    "text",
    "headers",
    "message_id",
    "status",
    "attempts",
    "next_attempt_at",
)

_MAIL_TABLE = QueuedMail.__table__
_MAIL_TEXT = _MAIL_COLUMNS.index("text")
_MAIL_NUMBERED = tuple(column == "text" for column in _MAIL_COLUMNS)

# A table's rows: (table, its columns, how each row refers to its parent, one tuple of values per row)
Rows = tuple[Table, tuple[str, ...], str | None, list[tuple[object, ...]]]
# What the statement's text depends on: per table, its columns, the parents its rows refer to,
# and which values are written with the order's number.
Shape = tuple[tuple[Table, tuple[str, ...], str | None, tuple[tuple[int | None, tuple[bool, ...]], ...]], ...]


def _values(obj: object, columns: tuple[str, ...]) -> tuple[object, ...]:
    return tuple(getattr(obj, column) for column in columns)


def _order_rows(order: NewOrder, alongside: tuple[object, ...]) -> tuple[Shape, list[object]]:
    """The statement's shape and its values, in the order of its parameters."""
    tables: list[tuple[Table, tuple[str, ...], str | None, list[tuple[int | None, tuple[object, ...]]]]] = [
        (Order.__table__, _ORDER_COLUMNS, "self", [(None, _values(order, _ORDER_COLUMNS))]),
        (OrderDeliveryDetails.__table__, _DETAILS_COLUMNS, "order", [(None, _values(order.delivery_details, _DETAILS_COLUMNS))]),
        (OrderPayment.__table__, _PAYMENT_COLUMNS, "order", [(None, _values(order.payment, _PAYMENT_COLUMNS))]),
        (OrderStatusChange.__table__, _STATUS_COLUMNS, "order", [(None, (order.status, order.created_at))]),
        (
            OrderProductLine.__table__,
            _LINE_COLUMNS,
            "line",
            [(n, _values(line, _LINE_COLUMNS)) for n, line in enumerate(order.product_lines)],
        ),
        (
            OrderDimensionLine.__table__,
            _SIZE_COLUMNS,
            "of line",
            [(n, _values(size, _SIZE_COLUMNS)) for n, line in enumerate(order.product_lines) for size in line.dimension_lines],
        ),
        (
            OrderLineExtra.__table__,
            _EXTRA_COLUMNS,
            "of line",
            [(n, _values(extra, _EXTRA_COLUMNS)) for n, line in enumerate(order.product_lines) for extra in line.extras],
        ),
        (
            OrderPromotionLine.__table__,
            _BUNDLE_COLUMNS,
            "bundle",
            [(n, _values(line, _BUNDLE_COLUMNS)) for n, line in enumerate(order.promotion_lines)],
        ),
        (
            OrderPromotionChoice.__table__,
            _CHOICE_COLUMNS,
            "of bundle",
            [(n, _values(c, _CHOICE_COLUMNS)) for n, line in enumerate(order.promotion_lines) for c in line.choices],
        ),
    ]
    mails: list[tuple[int | None, tuple[object, ...]]] = []
    for obj in alongside:
        if isinstance(obj, OutboxEvent):
            # Its number and id are the statement's (see `_write_statement`).
            payload = {key: value for key, value in obj.payload.items() if key not in ("orderNumber", "id")}
            tables.append((OutboxEvent.__table__, _EVENT_COLUMNS, "event", [(None, (obj.channel, payload))]))
        else:
            assert isinstance(obj, QueuedMail)
            mails.append((None, _values(obj, _MAIL_COLUMNS)))
    # One INSERT for them all: its rows take their ids in the order given (the sender sends mails
    # queued at the same instant by id: the receipt first), which separate CTEs would not promise.
    tables.append((QueuedMail.__table__, _MAIL_COLUMNS, None, mails))
    shape, values = [], []
    for table, columns, parent, rows in tables:
        if not rows:
            continue
        plain = (False,) * len(columns)
        marks = []
        for parent_index, row in rows:
            # Only a mail's text carries the number (a link, or the number alone): in two parts.
            if table is _MAIL_TABLE and ORDER_NUMBER in row[_MAIL_TEXT]:  # type: ignore[operator]
                marks.append((parent_index, _MAIL_NUMBERED))
                values += [*row[:_MAIL_TEXT], *row[_MAIL_TEXT].split(ORDER_NUMBER, 1), *row[_MAIL_TEXT + 1 :]]  # type: ignore[union-attr]
            else:
                marks.append((parent_index, plain))
                values += row
        shape.append((table, columns, parent, tuple(marks)))
    return tuple(shape), values


Converter = Callable[[Any], Any] | None
_PARENT = {
    "self": ("id, order_number", "(SELECT id FROM a), (SELECT number FROM a)"),
    "order": ("order_id", "(SELECT id FROM a)"),
    "line": ("id, order_id", "(SELECT lines[{n}] FROM a), (SELECT id FROM a)"),
    "of line": ("product_line_id", "(SELECT lines[{n}] FROM a)"),
    "bundle": ("id, order_id", "(SELECT bundles[{n}] FROM a), (SELECT id FROM a)"),
    "of bundle": ("promotion_line_id", "(SELECT bundles[{n}] FROM a)"),
}


def _ids(table: str, count: int) -> str:
    """`count` ids of `table`, increasing in the order of its rows (lines keep their order by id)."""
    return f"ARRAY(SELECT nextval(pg_get_serial_sequence('{table}', 'id')) FROM generate_series(1, {count}) AS n ORDER BY n)"


@lru_cache(maxsize=64)
def _write_statement(shape: Shape, dialect: Dialect) -> tuple[str, list[Converter]]:
    """The one statement for orders of this shape: the order's number and the ids the lines'
    children refer to first (in a CTE of their own, evaluated once), then an INSERT per table
    with positional parameters for the driver; it answers the order's id and number and the
    event's id. Built once per shape, so an order costs no statement building; beside it, each
    parameter's conversion by its column's type (enums, JSON), the very one the ORM applies."""
    counts = {parent: len(marks) for _, _, parent, marks in shape if parent in ("line", "bundle")}
    ctes = [
        "a AS MATERIALIZED (SELECT nextval('order_number_seq')::text AS number,"
        " nextval(pg_get_serial_sequence('orders', 'id')) AS id,"
        f" {_ids('order_product_lines', counts.get('line', 0))} AS lines,"
        f" {_ids('order_promotion_lines', counts.get('bundle', 0))} AS bundles)"
    ]
    converters: list[Converter] = []
    returning = "NULL::bigint"
    for index, (table, columns, parent, marks) in enumerate(shape):
        rows = []
        for parent_index, numbered in marks:
            places = []
            for column, is_numbered in zip(columns, numbered, strict=True):
                convert = table.c[column].type.bind_processor(dialect)
                if is_numbered:
                    places.append(f"${len(converters) + 1} || (SELECT number FROM a) || ${len(converters) + 2}")
                    converters += [None, None]
                elif parent == "event" and column == "payload":
                    places.append(
                        f"${len(converters) + 1}::jsonb"
                        " || jsonb_build_object('orderNumber', (SELECT number FROM a), 'id', (SELECT id FROM a))"
                    )
                    converters.append(convert)
                else:
                    places.append(f"${len(converters) + 1}")
                    converters.append(convert)
            if parent in _PARENT:
                places.insert(0, _PARENT[parent][1].format(n=(parent_index or 0) + 1))
            rows.append(f"({', '.join(places)})")
        names = ", ".join(columns)
        if parent in _PARENT:
            names = f"{_PARENT[parent][0]}, {names}"
        tail = ""
        if parent == "event":
            tail, returning = " RETURNING id", f"(SELECT id FROM w{index})"
        ctes.append(f"w{index} AS (INSERT INTO {table.name} ({names}) VALUES {', '.join(rows)}{tail})")
    return f"WITH {', '.join(ctes)} SELECT a.id, a.number, {returning} FROM a", converters
