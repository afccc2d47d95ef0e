"""Orders in user-service: placing one (guests and customers), following it by its
secret link, the staff's orders table, and the customer's own orders."""

from typing import Annotated

from fastapi import APIRouter, Depends, Header, Query, Request, Response

from bakery_shared.auth.dependencies import CUSTOMER_ONLY, STAFF_ONLY, CurrentPrincipal, OptionalPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import (
    ClientAddress,
    ClockDep,
    RedisDep,
    SettingsDep,
    clock_of,
    settings_of,
)
from bakery_shared.errors import NotFound
from bakery_shared.models import OrderStatus, Role
from bakery_shared.openapi import error_responses
from bakery_shared.orders.messages import ORDER_NOT_FOUND
from bakery_shared.params import DEFAULT_PAGE_SIZE, PageNumber, PageSize, PathId

from ..auth.limits import AVAILABLE_DAYS_PER_CLIENT, AbuseLimiter
from ..realtime.presence import panel_count
from .placement.available_days import AvailableDays, AvailableDaysIn, AvailableDaysOut
from .placement.service import OrderPlacement
from .placement.setup_cache import setup_cache
from .placement.shop import Shop
from .repository import CustomerOrderRepository
from .schemas import CartQuoteIn, CartQuoteOut, CustomerOrderDetailOut, OrdersPageOut, PlacedOrderOut, PlaceOrderIn
from .service import customer_detail, order_for_link, orders_page

public_router = APIRouter(tags=["orders"])
staff_router = APIRouter(tags=["orders"], dependencies=STAFF_ONLY)
customer_router = APIRouter(tags=["orders"], dependencies=CUSTOMER_ONLY)


async def get_placement(request: Request, session: SessionDep) -> OrderPlacement:
    # Its collaborators read in one step, not as dependencies of their own (see bakery_shared.dependencies).
    return OrderPlacement(
        Shop(
            session,
            settings=settings_of(request),
            clock=clock_of(request),
            events=request.app.state.events,
            redis=request.app.state.redis,
            panels=panel_count(request.app),
            setup_cache=setup_cache(request.app),
        )
    )


@public_router.post(
    "/price-cart",
    summary="The cart's price with its promotions and coupon, as the checkout types",
    responses=error_responses(429, s429="Prea multe coduri de cupon încercate de la același client într-un timp scurt."),
)
async def price_cart(
    data: CartQuoteIn,
    principal: OptionalPrincipal,
    placement: Annotated[OrderPlacement, Depends(get_placement)],
    client: ClientAddress,
) -> CartQuoteOut:
    user_id = principal.user_id if principal is not None and principal.role == Role.USER else None
    return await placement.quote(data, user_id, client)


@public_router.post(
    "/place-order",
    status_code=201,
    responses={
        200: {"model": PlacedOrderOut, "description": "Comanda făcută deja cu același Idempotency-Key."},
        **error_responses(
            409,
            429,
            s409=(
                "Stoc insuficient, capacitatea zilei atinsă, prea multe comenzi în așteptare pentru aceeași zi "
                "de la același client, sau Idempotency-Key folosit deja pentru altă comandă."
            ),
            s429="Prea multe comenzi fără cont de la același client sau pentru același e-mail într-un timp scurt.",
        ),
    },
)
async def place_order(
    data: PlaceOrderIn,
    response: Response,
    placement: Annotated[OrderPlacement, Depends(get_placement)],
    principal: OptionalPrincipal,
    client: ClientAddress,
    idempotency_key: Annotated[str | None, Header(alias="Idempotency-Key")] = None,
) -> PlacedOrderOut:
    """Guests and customers; a customer's order is linked to the account. A repeated
    `Idempotency-Key` answers the same order (200) and never makes a second. Guests place at most
    so many orders per client and per e-mail in a window (429 past it); signed-in customers are not
    limited this way."""
    placed = await placement.place(data, principal, idempotency_key, client)
    if not placed.created:
        response.status_code = 200
    return placed.answer


@public_router.post(
    "/available-days",
    summary="The days and hours the checkout may offer for a cart, a service and an address's zone",
    responses=error_responses(
        422,
        429,
        s422="Nu livrăm la adresa aleasă. Livrăm doar în: …",
        s429="Prea multe cereri de la același client într-un timp scurt.",
    ),
)
async def available_days(
    data: AvailableDaysIn,
    session: SessionDep,
    clock: ClockDep,
    redis: RedisDep,
    settings: SettingsDep,
    client: ClientAddress,
) -> AvailableDaysOut:
    """Every day from today to the service's furthest advance: available with its first and last
    time, or not, with the reason (closed, zone not served, lead time, production day, capacity
    full). Placing the order checks all of it again. At most so many calls per client in a window
    (429 past it), and at most 200 cart lines, as every call that takes a cart."""
    await AbuseLimiter(redis, settings).hit((AVAILABLE_DAYS_PER_CLIENT, client))
    return await AvailableDays(session, clock).days(data)


@public_router.get("/order-status/{order_number}")
async def order_status(
    order_number: str,
    session: SessionDep,
    order_key: Annotated[
        str | None,
        Header(alias="X-Order-Key", description="The follow link's secret (its `cheie`): the shop's pages send it here."),
    ] = None,
    cheie: Annotated[
        str | None,
        Query(description="The same secret in the address, for older links and clients; logged redacted."),
    ] = None,
) -> CustomerOrderDetailOut:
    """The order detail for whoever holds the follow link. The secret goes in the `X-Order-Key`
    header, which no log or proxy records; `?cheie=` still works."""
    order = await order_for_link(session, order_number, order_key or cheie)
    if order is None:
        raise NotFound(ORDER_NOT_FOUND)
    return await customer_detail(session, order)


@staff_router.get("/get-all-orders")
async def get_all_orders(
    session: SessionDep, status: OrderStatus | None = None, page: PageNumber = 0, size: PageSize = DEFAULT_PAGE_SIZE
) -> OrdersPageOut:
    return await orders_page(session, status=status, page=page, size=size)


@customer_router.get("/get-user-orders")
async def get_user_orders(
    principal: CurrentPrincipal, session: SessionDep, page: PageNumber = 0, size: PageSize = DEFAULT_PAGE_SIZE
) -> OrdersPageOut:
    return await orders_page(session, status=None, page=page, size=size, user_id=principal.user_id)


@customer_router.get("/get-order-details/{order_id}")
async def get_order_details(order_id: PathId, principal: CurrentPrincipal, session: SessionDep) -> CustomerOrderDetailOut:
    order = await CustomerOrderRepository(session).get_for_customer(order_id, principal.user_id)
    if order is None:
        raise NotFound(ORDER_NOT_FOUND)
    return await customer_detail(session, order)
