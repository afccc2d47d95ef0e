"""Stock: enough left for every dimension the order takes (limited stock only), then taken.

The dimensions of limited stock were locked in id order before their stock was read (see the
repository's `dimensions_for_order`), so concurrent orders queue on the rows they share and never
sell a piece twice; orders of unlimited sizes take no lock at all beyond their own rows.
"""

from bakery_shared.errors import Conflict
from bakery_shared.models import UNLIMITED_STOCK, Dimension, Product

from . import messages as m


def is_unlimited(dimension: Dimension) -> bool:
    return dimension.stock_unlimited or dimension.stock >= UNLIMITED_STOCK


def stock_message(name: str, left: int) -> str:
    if left <= 0:
        return m.STOCK_NONE.format(name=name)
    if left == 1:
        return m.STOCK_ONE.format(name=name)
    return m.STOCK_SOME.format(name=name, left=left)


def check_stock(needed: dict[int, int], dimensions: dict[int, Dimension], products: dict[int, Product]) -> None:
    for dimension_id in sorted(needed):
        dimension = dimensions[dimension_id]
        if not is_unlimited(dimension) and needed[dimension_id] > dimension.stock:
            message = stock_message(f"{products[dimension.product_id].name} {dimension.value}", dimension.stock)
            raise Conflict(message, errors={"items": message})


def take_stock(needed: dict[int, int], dimensions: dict[int, Dimension]) -> bool:
    """Takes the pieces; whether any limited stock moved (the storefront's last-key must then move)."""
    moved = False
    for dimension_id in sorted(needed):
        dimension = dimensions[dimension_id]
        if not is_unlimited(dimension):
            dimension.stock -= needed[dimension_id]
            moved = True
    return moved
