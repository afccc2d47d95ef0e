"""The staff's side of an order (ADMIN and MANAGER): its detail and its lifecycle (SPEC §4)."""

from fastapi import APIRouter, Request

from bakery_shared.auth.dependencies import STAFF_ONLY, CurrentPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.errors import NotFound
from bakery_shared.models import Order
from bakery_shared.orders import OrderLifecycle, load_order, order_detail
from bakery_shared.orders import messages as m
from bakery_shared.orders.schemas import ConfirmOrderIn, OrderDetailOut, OrderNumberIn, RejectOrderIn

router = APIRouter(tags=["orders"], dependencies=STAFF_ONLY)


@router.get("/get-order-details/{order_id}")
async def get_order_details(order_id: int, session: SessionDep) -> OrderDetailOut:
    order = await load_order(session, Order.id == order_id)
    if order is None:
        raise NotFound(m.ORDER_NOT_FOUND)
    return await order_detail(session, order)


@router.post("/confirm-order")
async def confirm_order(data: ConfirmOrderIn, request: Request, principal: CurrentPrincipal, session: SessionDep) -> OrderDetailOut:
    return await OrderLifecycle(session, request.app, principal).confirm(data)


@router.post("/reject-order")
async def reject_order(data: RejectOrderIn, request: Request, principal: CurrentPrincipal, session: SessionDep) -> OrderDetailOut:
    return await OrderLifecycle(session, request.app, principal).reject(data)


@router.post("/mark-as-delivered")
async def mark_as_delivered(data: OrderNumberIn, request: Request, principal: CurrentPrincipal, session: SessionDep) -> OrderDetailOut:
    return await OrderLifecycle(session, request.app, principal).deliver(data.orderNumber)
