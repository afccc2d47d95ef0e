"""Production capacity: how many pieces of a product, or of one of its sizes, the
kitchen can finish on one day, and what orders have taken of it.

Placing an order takes its pieces with one conditional upsert per (product, size key, day), in
sorted key order and after the dimensions' stock locks, so concurrent orders queue on the rows they
share and a day never goes past its capacity. A rejected order gives them back in the same order
(admin-service, after the same dimension locks)."""

from datetime import date

from ..models import Dimension, Product

# (product id, dimension key (0: the whole product), day)
LoadKey = tuple[int, int, date]


def capacity_of(product: Product, dimension: Dimension) -> tuple[int, int] | None:
    """(dimension key, daily capacity) the piece counts against, or None when nothing limits it.
    A size with its own capacity counts on its own; otherwise the product's capacity covers all."""
    if dimension.daily_capacity is not None:
        return dimension.id, dimension.daily_capacity
    if product.daily_capacity is not None:
        return 0, product.daily_capacity
    return None
