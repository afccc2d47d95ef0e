"""Limited stock held by online orders nobody paid. An online order takes its pieces when it is
placed and holds them until its card is authorized or its hold lapses (`payment_hold_minutes`),
with no card given yet: so one client could keep a product sold out by placing online orders and
never paying them.

What was decided: a cap per client, not a shorter hold (a shorter hold hurts the customer who
takes a minute longer over 3-D Secure, and a client could still place order after order). The
online orders that take limited stock are remembered per client, its address and its account
when signed in, for `unpaid_holds_window_minutes` (60) from their placing; when
`unpaid_holds_per_client` (2) of them are unpaid (awaiting the card, or lapsed), the client's
next online order taking limited stock is refused (409, saying to pay the order begun or to pay
at pickup) until one is paid or leaves the window. An order whose card was authorized never
counts, so a customer who pays is never limited; orders paid at pickup and staff's phone orders
are not limited this way.

The bound: one client address (or account) keeps limited stock held by unpaid orders for at most
`unpaid_holds_per_client` holds in any window: by default two holds of 15 minutes an hour, the
pieces of two orders (each within the stock). Orders placed at the same moment may both pass
the check (one more each). While Redis does not answer, the cap is not applied (logged): orders
keep being taken.
"""

from collections.abc import Awaitable, Callable
import logging

from redis.exceptions import RedisError

from bakery_shared.auth.counts import digest
from bakery_shared.errors import Conflict

from . import messages as m
from .checking import Cart
from .discounting import DiscountedOrder
from .shop import Shop
from .stock import is_unlimited

log = logging.getLogger(__name__)


def holders(cart: Cart, client: str) -> list[str] | None:
    """Whom an online order taking limited stock counts against; None when it is not limited."""
    if cart.staff or not cart.online:
        return None
    keys = [f"unpaid-holds:client:{digest(client)}"]
    if cart.user_id is not None:
        keys.append(f"unpaid-holds:user:{cart.user_id}")
    return keys


def takes_limited_stock(discounted: DiscountedOrder) -> bool:
    return any(not is_unlimited(discounted.dimensions[dimension_id]) for dimension_id in discounted.priced.needed)


async def check_unpaid_holds(shop: Shop, discounted: DiscountedOrder, client: str) -> Callable[[int], Awaitable[None]] | None:
    """Refuses the order when its client already has its count of unpaid online orders holding
    limited stock; else how to remember the order once saved (None: nothing to remember)."""
    keys = holders(discounted.cart, client)
    if keys is None or not takes_limited_stock(discounted):
        return None
    window = shop.settings.unpaid_holds_window_minutes * 60
    since = shop.clock.now().timestamp() - window
    try:
        async with shop.redis.pipeline(transaction=False) as pipe:
            for key in keys:
                pipe.zremrangebyscore(key, "-inf", since)
                pipe.zrange(key, 0, -1)
            answers = await pipe.execute()
    except RedisError as error:
        log.warning("unpaid holds: Redis does not answer (%s); the cap is not applied to this order", error)
        return None
    placed = sorted({int(member) for members in answers[1::2] for member in members})
    count = await shop.orders.unpaid_among(placed)
    if count >= shop.settings.unpaid_holds_per_client:
        message = m.UNPAID_HOLDS_FULL.format(count=count, minutes=shop.settings.unpaid_holds_window_minutes)
        raise Conflict(message, errors={"orderPaymentOptions": message})

    async def remember(order_id: int) -> None:
        # Before the commit: an order rolled back leaves an id no order has, which counts for nothing.
        now = shop.clock.now().timestamp()
        try:
            async with shop.redis.pipeline(transaction=False) as pipe:
                for key in keys:
                    pipe.zadd(key, {str(order_id): now})
                    pipe.expire(key, window)
                await pipe.execute()
        except RedisError as error:
            log.warning("unpaid holds: Redis does not answer (%s); order %s is not remembered", error, order_id)

    return remember
