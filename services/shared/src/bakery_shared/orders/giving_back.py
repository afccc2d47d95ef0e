"""An order that will not be made gives back what it took: its pieces of limited stock and the
kitchen capacity of its production day. Staff rejecting an order (admin-service) and an unpaid
order whose payment hold lapsed (user-service) both call `give_back`."""

from collections import Counter
from collections.abc import Iterable
from datetime import date

from sqlalchemy.ext.asyncio import AsyncSession

from ..clock import local_moment
from ..last_key import bump_last_key
from ..models import UNLIMITED_STOCK, Dimension, Order, Product
from .production import LoadKey, capacity_of
from .repository import OrderRepository, ProductionRepository


def production_day(order: Order) -> date:
    """The day the kitchen makes the order: its moment's day in Sibiu, or the day it was placed
    (as soon as possible)."""
    return local_moment(order.pickup_or_delivery_moment or order.created_at).date()


def pieces_taken(order: Order) -> Counter[int]:
    """Pieces per dimension id, of the order's products and of its promotions' choices."""
    taken: Counter[int] = Counter()
    for line in order.product_lines:
        for d in line.dimension_lines:
            if d.dimension_id is not None:
                taken[d.dimension_id] += d.quantity
    for promotion in order.promotion_lines:
        for choice in promotion.choices:
            if choice.dimension_id is not None:
                taken[choice.dimension_id] += promotion.quantity
    return taken


def restock(dimensions: Iterable[Dimension], taken: Counter[int]) -> bool:
    """Puts the pieces back on the limited stocks; whether any stock changed."""
    changed = False
    for dimension in dimensions:
        if not dimension.stock_unlimited and dimension.stock < UNLIMITED_STOCK:
            dimension.stock = min(dimension.stock + taken[dimension.id], UNLIMITED_STOCK - 1)
            changed = True
    return changed


def capacity_taken(
    dimensions: Iterable[Dimension], products: dict[int, Product], taken: Counter[int], day: date
) -> Counter[LoadKey]:
    """The production load the pieces took on `day`, by the products' limits as they are now."""
    back: Counter[LoadKey] = Counter()
    for dimension in dimensions:
        product = products.get(dimension.product_id)
        limit = capacity_of(product, dimension) if product is not None else None
        if limit is not None:
            back[(product.id, limit[0], day)] += taken[dimension.id]
    return back


async def give_back(session: AsyncSession, order: Order) -> None:
    """Gives the order's pieces back (limited stock only) and moves the storefront's last-key, so
    the menu shows them again at once; then the production capacity it took for its day (counted
    by the products' limits as they are now), after the same dimension locks, in key order."""
    taken = pieces_taken(order)
    if not taken:
        return
    orders = OrderRepository(session)
    dimensions = await orders.lock_dimensions(taken)
    if restock(dimensions.values(), taken):
        await session.flush()
        await bump_last_key(session)
    products = await orders.products_by_id({d.product_id for d in dimensions.values()})
    back = capacity_taken(dimensions.values(), products, taken, production_day(order))
    await ProductionRepository(session).give_back(dict(back))
