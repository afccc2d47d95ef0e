"""Placing an order: a pipeline of stages, each taking the previous stage's value and answering the
next, all in the request's transaction.

    cart -> checked cart -> priced cart -> planned cart -> discounted order -> reserved order -> saved order

Each stage's value carries, flat, the fields the later stages read: no stage reaches through an
earlier one's. A saved order paid at pickup is announced (`orders.placed`) as a card payment's
order is once authorized.

Nothing here commits: the session dependency does, so a refusal at any stage saves nothing. Around
the pipeline: the Idempotency-Key (a retry answers the order already made), the guests' limits,
and the cap on limited stock held by a client's unpaid online orders (unpaid_holds.py).
"""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.exc import IntegrityError

from bakery_shared.auth.tokens import Principal
from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.errors import Conflict
from bakery_shared.models import Order, OrderStatus, Role
from bakery_shared.orders.fields import discount_lines_out, discount_of

from ...auth.limits import GUEST_ORDER_PER_CLIENT, GUEST_ORDER_PER_EMAIL, AbuseLimiter
from ...promotions.attempts import count_coupon_attempt
from ..notifications import follow_url
from ..schemas import CartQuoteIn, CartQuoteOut, PlacedOrderOut, PlaceOrderIn
from . import messages as m
from .checking import Cart, check, last_key_in_turn
from .discounting import discount
from .idempotency import checked_key, fingerprint, follow_token
from .planning import limit_open_orders, plan
from .pricing import price
from .quote import quote
from .reserving import reserve
from .rows import NewOrder
from .saving import save
from .shop import Shop
from .unpaid_holds import check_unpaid_holds

# The order's unique columns a second order under the same Idempotency-Key collides on: the key,
# and a guest's follow link, whose token is made from the key (whichever the insert checks first).
_MADE_FROM_THE_KEY = ("idempotency_key", "guest_access_token_hash")


@dataclass
class Placed:
    answer: PlacedOrderOut
    created: bool


class OrderPlacement:
    def __init__(self, shop: Shop) -> None:
        self.shop = shop

    async def place(
        self, data: PlaceOrderIn, principal: Principal | None, idempotency_key: str | None, client: str = "unknown"
    ) -> Placed:
        user_id = principal.user_id if principal is not None and principal.role == Role.USER else None
        staff = principal is not None and principal.role != Role.USER
        key = checked_key(idempotency_key)
        # The body's fingerprint only tells a retry from another order under the same key.
        cart = Cart(data, user_id, key, fingerprint(data, user_id) if key is not None else "", staff)
        await count_coupon_attempt(self.shop.redis, self.shop.settings, data.coupon, client)
        if cart.key is None:
            await self._limit_guest(data, principal, client)
            return await self._place(cart, await last_key_in_turn(self.shop, cart), client)
        version = await last_key_in_turn(self.shop, cart)  # behind the key's lock: a retry waits here
        replay = await self._replay(cart)
        if replay is not None:
            return replay  # a retry of an order already counted
        await self._limit_guest(data, principal, client)
        try:
            return await self._place(cart, version, client)
        except IntegrityError as exc:
            # Belt and braces next to the advisory lock: the unique key decides. Nothing was
            # written before the order in this transaction (the limits above count in Redis), so
            # the whole of it goes, with no savepoint paid by every order for this rare case,
            # and the order that won is read in a new one.
            if not any(column in str(exc.orig) for column in _MADE_FROM_THE_KEY):
                raise
            await self.shop.session.rollback()
            self.shop.session.info.pop("after_commit", None)
            replay = await self._replay(cart)
            if replay is None:
                raise
            return replay

    async def _place(self, cart: Cart, version: int | None, client: str) -> Placed:
        shop = self.shop
        checked = await check(shop, cart, version)
        priced = await price(shop, checked)
        planned = plan(shop, priced)
        await limit_open_orders(shop, planned)
        discounted = await discount(shop, planned)
        remember = await check_unpaid_holds(shop, discounted, client)
        reserved = await reserve(shop, discounted)
        saved = await save(shop, reserved)
        if remember is not None:
            await remember(saved.order.id)
        return Placed(answer(saved.order, saved.token), created=True)

    async def quote(self, data: CartQuoteIn, user_id: int | None, client: str = "unknown") -> CartQuoteOut:
        return await quote(self.shop, data, user_id, client)

    async def _limit_guest(self, data: PlaceOrderIn, principal: Principal | None, client: str) -> None:
        """A guest's order mails the address it gives and may hold limited stock until the staff
        answer: so many per client and per e-mail in a window, or 429. Signed-in customers and
        staff are known, and not limited this way."""
        if principal is None:
            await AbuseLimiter(self.shop.redis, self.shop.settings).hit(
                (GUEST_ORDER_PER_CLIENT, client), (GUEST_ORDER_PER_EMAIL, data.deliveryDetailsBean.email)
            )

    async def _replay(self, cart: Cart) -> Placed | None:
        assert cart.key is not None
        order = await self.shop.orders.by_idempotency_key(cart.key)
        if order is None:
            return None
        if order.idempotency_fingerprint != cart.fingerprint:
            raise Conflict(m.IDEMPOTENCY_KEY_REUSED)
        return Placed(answer(order, follow_token(self.shop.settings.jwt_secret, cart.key)), created=False)


def answer(order: Order | NewOrder, token: str) -> PlacedOrderOut:
    return PlacedOrderOut(
        id=order.id,
        orderNumber=order.order_number,
        status=order.status,
        subTotalPrice=order.sub_total_price,
        totalPackageCost=order.total_package_cost,
        deliveryFee=order.delivery_fee,
        discount=discount_of(order),
        discounts=discount_lines_out(order),
        coupon=order.coupon,
        totalPrice=order.total_price,
        followToken=token,
        followUrl=follow_url(order.order_number, token),
        payBy=pay_by(order),
    )


def pay_by(order: Order | NewOrder) -> datetime | None:
    payment = order.payment
    if order.status != OrderStatus.AWAITING_PAYMENT or payment is None or payment.hold_until is None:
        return None
    return payment.hold_until.astimezone(BUSINESS_ZONE)
