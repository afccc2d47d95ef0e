"""What placing an order reads on its hot path, as prepared statements on the request's own
asyncpg connection: the storefront's last-key, and the sizes the cart names with their products,
categories and extras. The connection is the session's, inside its transaction, so these reads see
what the request wrote and nothing committed later than its other statements could; asyncpg keeps
each statement prepared per connection, and no ORM identity map, loader or statement compiler runs.

Rows come back as plain records with the models' attribute names (`ProductRow` reads like a
`Product`), for reading only: a size of limited stock, whose stock the order changes, is read
again as a locked ORM row (see `CustomerOrderRepository.dimensions_for_order`).
"""

from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.driver import on_driver
from bakery_shared.models import MinimumQuantityType, Product


@dataclass(slots=True)
class ExtraRow:
    name: str
    price: Decimal


@dataclass(slots=True)
class CategoryRow:
    id: int
    name: str
    is_pickup_from_specific_location: bool
    given_location_for_pickup_id: int | None
    preferred_message: bool
    preferred_message_max_length: int | None
    extra_ingredients: list[ExtraRow]


@dataclass(slots=True)
class ProductRow:
    id: int
    category_id: int
    name: str
    standard_order_type: bool
    pre_order_order_type: bool
    out_of_stock: bool
    available: bool
    allow_preferred_message: bool
    lead_time: str | None
    daily_capacity: int | None
    production_days: list[int]
    category: CategoryRow

    order_type = property(Product.order_type.fget)  # the model's own rule, not a copy of it


@dataclass(slots=True)
class DimensionRow:
    id: int
    product_id: int
    value: str
    price: Decimal
    stock: int
    stock_unlimited: bool
    availability: bool
    minimum_quantity_type: MinimumQuantityType
    minimum_quantity_number: int | None
    box_needed: bool
    box_price: Decimal | None
    lead_time: str | None
    daily_capacity: int | None


_LAST_KEY = "SELECT version FROM business_setup WHERE id = 1"
# The advisory locks' second keys: requests under one Idempotency-Key queue behind each other under
# KEY_QUEUE (a retry waits for the first attempt, then finds its order); one customer's orders (an
# account's, or a guest's e-mail's) under CUSTOMER_QUEUE. Both until commit.
KEY_QUEUE = 42
CUSTOMER_QUEUE = 17
# The last-key behind one lock, or two (taken in that order by every request, so none waits for
# another in a circle), in one round trip. The version is the statement's snapshot, as a statement
# of its own before the locks would read it; what must see orders committed while this one waited
# (a retry's order, the customer's open orders) is read afterwards, in statements of their own.
_LAST_KEY_BEHIND = {
    1: "SELECT pg_advisory_xact_lock(hashtextextended($1, $2))::text, (SELECT version FROM business_setup WHERE id = 1)",
    2: (
        "SELECT pg_advisory_xact_lock(hashtextextended($1, $2))::text, pg_advisory_xact_lock(hashtextextended($3, $4))::text,"
        " (SELECT version FROM business_setup WHERE id = 1)"
    ),
}

_DIMENSIONS = (
    "SELECT id, product_id, value, price, stock, stock_unlimited, availability, minimum_quantity_type::text,"
    " minimum_quantity_number, box_needed, box_price, lead_time, daily_capacity"
    " FROM dimensions WHERE id = ANY($1)"
)

# A product with its category and the category's extras (in their order) in one row.
_PRODUCTS = (
    "SELECT p.id, p.category_id, p.name, p.standard_order_type, p.pre_order_order_type, p.out_of_stock, p.available,"
    " p.allow_preferred_message, p.lead_time, p.daily_capacity, p.production_days,"
    " c.name, c.is_pickup_from_specific_location, c.given_location_for_pickup_id, c.preferred_message,"
    " c.preferred_message_max_length,"
    " ARRAY(SELECT e.name FROM category_extra_ingredients e WHERE e.category_id = c.id ORDER BY e.sort_order, e.id),"
    " ARRAY(SELECT e.price FROM category_extra_ingredients e WHERE e.category_id = c.id ORDER BY e.sort_order, e.id)"
    " FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ANY($1)"
)


# Both at once, for the cart's pricing: the sizes' rows, then the products' (each half fills its own
# columns, the other's are NULL; UNION ALL gives every column the type of its typed half).
_DIMENSION_COLUMNS, _PRODUCT_COLUMNS = 13, 18
_SIZES_AND_PRODUCTS = (
    _DIMENSIONS.replace(" FROM dimensions", ", " + ", ".join(["NULL"] * _PRODUCT_COLUMNS) + " FROM dimensions")
    + " UNION ALL "
    + _PRODUCTS.replace("SELECT p.id,", "SELECT " + ", ".join(["NULL"] * _DIMENSION_COLUMNS) + ", p.id,", 1).replace(
        "ANY($1)", "ANY($2)"
    )
)


class PlacingRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def last_key(self, *, behind: list[tuple[str, int]] = ()) -> int | None:
        """The storefront's last-key; None when the shop has no setup yet. `behind`: the locks to
        wait for first, (name, queue) each, at most two, in the same statement."""
        if not behind:
            return await on_driver(self.session, "fetchval", _LAST_KEY)
        arguments = [part for lock in behind for part in lock]
        return (await on_driver(self.session, "fetchrow", _LAST_KEY_BEHIND[len(behind)], *arguments))[-1]

    async def dimensions(self, ids: list[int]) -> dict[int, DimensionRow]:
        if not ids:
            return {}
        return dict(map(_dimension, await on_driver(self.session, "fetch", _DIMENSIONS, ids)))

    async def products(self, ids: list[int]) -> dict[int, ProductRow]:
        if not ids:
            return {}
        return dict(map(_product, await on_driver(self.session, "fetch", _PRODUCTS, ids)))

    async def dimensions_and_products(
        self, dimension_ids: list[int], product_ids: list[int]
    ) -> tuple[dict[int, DimensionRow], dict[int, ProductRow]]:
        """`dimensions` and `products` in one round trip."""
        rows = await on_driver(self.session, "fetch", _SIZES_AND_PRODUCTS, dimension_ids, product_ids)
        dimensions = dict(_dimension(row) for row in rows if row[0] is not None)
        products = dict(_product(row[_DIMENSION_COLUMNS:]) for row in rows if row[0] is None)
        return dimensions, products


def _dimension(row) -> tuple[int, DimensionRow]:
    return row[0], DimensionRow(row[0], row[1], row[2], row[3], row[4], row[5], row[6], MinimumQuantityType(row[7]), *row[8:13])


def _product(row) -> tuple[int, ProductRow]:
    extras = [ExtraRow(name, price) for name, price in zip(row[16], row[17], strict=True)]
    return row[0], ProductRow(*row[:11], category=CategoryRow(row[1], *row[11:16], extras))
