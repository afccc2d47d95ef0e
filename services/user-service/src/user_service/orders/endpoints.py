"""Ordering on the storefront (docs/contracts/ordering.md): placing an order, following it by its
secret link, the staff's orders table, and the customer's own orders."""

from typing import Annotated

from fastapi import APIRouter, Header, Query, Request, Response

from bakery_shared.auth.dependencies import CUSTOMER_ONLY, STAFF_ONLY, CurrentPrincipal, OptionalPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.errors import NotFound
from bakery_shared.models import Order, OrderStatus
from bakery_shared.orders import DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, OrderPlacement, load_order, order_detail, order_for_link, orders_page
from bakery_shared.orders import messages as m
from bakery_shared.orders.schemas import OrderDetailOut, OrdersPageOut, PlacedOrderOut, PlaceOrderIn

public_router = APIRouter(tags=["orders"])
staff_router = APIRouter(tags=["orders"], dependencies=STAFF_ONLY)
customer_router = APIRouter(tags=["orders"], dependencies=CUSTOMER_ONLY)

PageQuery = Annotated[int, Query(ge=0)]
SizeQuery = Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)]


@public_router.post("/place-order", status_code=201)
async def place_order(
    data: PlaceOrderIn,
    request: Request,
    response: Response,
    session: SessionDep,
    principal: OptionalPrincipal,
    idempotency_key: Annotated[str | None, Header(alias="Idempotency-Key")] = None,
) -> PlacedOrderOut:
    """Guests and customers; a customer's order is linked to the account. A repeated
    `Idempotency-Key` answers the same order (200) and never makes a second."""
    placed = await OrderPlacement(session, request.app).place(data, principal, idempotency_key)
    if not placed.created:
        response.status_code = 200
    return placed.answer


@public_router.get("/order-status/{order_number}")
async def order_status(order_number: str, session: SessionDep, cheie: str | None = None) -> OrderDetailOut:
    """The order detail for whoever holds the follow link."""
    order = await order_for_link(session, order_number, cheie)
    if order is None:
        raise NotFound(m.ORDER_NOT_FOUND)
    return await order_detail(session, order)


@staff_router.get("/get-all-orders")
async def get_all_orders(
    session: SessionDep, status: OrderStatus | None = None, page: PageQuery = 0, size: SizeQuery = DEFAULT_PAGE_SIZE
) -> OrdersPageOut:
    return await orders_page(session, status=status, page=page, size=size)


@customer_router.get("/get-user-orders")
async def get_user_orders(
    principal: CurrentPrincipal, session: SessionDep, page: PageQuery = 0, size: SizeQuery = DEFAULT_PAGE_SIZE
) -> OrdersPageOut:
    return await orders_page(session, status=None, page=page, size=size, user_id=principal.user_id)


@customer_router.get("/get-order-details/{order_id}")
async def get_order_details(order_id: int, principal: CurrentPrincipal, session: SessionDep) -> OrderDetailOut:
    order = await load_order(session, Order.id == order_id, Order.user_id == principal.user_id)
    if order is None:
        raise NotFound(m.ORDER_NOT_FOUND)
    return await order_detail(session, order)


routers = [public_router, staff_router, customer_router]
