"""The staff's side of an order (ADMIN and MANAGER): its detail and its lifecycle (accept, reject,
mark delivered)."""

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Depends, Query

from bakery_shared.auth.dependencies import ADMIN_ONLY, STAFF_ONLY, CurrentPrincipal
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep, EventsDep, SettingsDep
from bakery_shared.errors import ErrorResponse, NotFound, ValidationFailed
from bakery_shared.models import CardRefund, Order
from bakery_shared.openapi import error_responses
from bakery_shared.orders.messages import ORDER_NOT_FOUND
from bakery_shared.orders.repository import OrderRepository
from bakery_shared.orders.service import order_detail
from bakery_shared.params import PathId
from bakery_shared.payments.dependencies import CardPaymentsDep

from .detail import StaffOrderDetailOut, staff_detail
from .lifecycle import NOT_THE_STAFFS
from .production_list import ProductionListOut, production_list
from .schemas import ConfirmOrderIn, OrderNumberIn, RefundOrderIn, RejectOrderIn
from .service import OrderLifecycle

router = APIRouter(tags=["orders"], dependencies=STAFF_ONLY)


async def get_lifecycle(
    session: SessionDep,
    principal: CurrentPrincipal,
    events: EventsDep,
    settings: SettingsDep,
    clock: ClockDep,
    cards: CardPaymentsDep,
) -> OrderLifecycle:
    return OrderLifecycle(session, principal=principal, events=events, settings=settings, clock=clock, cards=cards)


LifecycleDep = Annotated[OrderLifecycle, Depends(get_lifecycle)]


async def _answer(lifecycle: OrderLifecycle, order: Order, refund: CardRefund | None = None) -> StaffOrderDetailOut:
    """After a step: the order announced (its detail built once), answered with its invoicing."""
    return await staff_detail(lifecycle.session, order, await lifecycle.announced(order, refund))


PAYMENTS_DOWN = "Plata online cu cardul nu este disponibilă acum. Încercați din nou în câteva minute."
# The order number names no order (404), or the order's status (or its card payment) does not
# allow the step (409); Stripe could not be reached for an order paid online (503).
LIFECYCLE_REFUSALS = {**error_responses(404, 409), 503: {"model": ErrorResponse, "description": PAYMENTS_DOWN}}


@router.get("/get-order-details/{order_id}")
async def get_order_details(order_id: PathId, session: SessionDep) -> StaffOrderDetailOut:
    order = await OrderRepository(session).get(order_id)
    if order is None or order.status in NOT_THE_STAFFS:  # unpaid online orders are not the staff's
        raise NotFound(ORDER_NOT_FOUND)
    return await staff_detail(session, order, await order_detail(session, order))


@router.post("/confirm-order", responses=LIFECYCLE_REFUSALS)
async def confirm_order(data: ConfirmOrderIn, lifecycle: LifecycleDep) -> StaffOrderDetailOut:
    return await _answer(lifecycle, await lifecycle.confirm(data))


@router.post("/reject-order", responses=LIFECYCLE_REFUSALS)
async def reject_order(data: RejectOrderIn, lifecycle: LifecycleDep) -> StaffOrderDetailOut:
    return await _answer(lifecycle, await lifecycle.reject(data))


@router.post("/mark-as-delivered", responses=LIFECYCLE_REFUSALS)
async def mark_as_delivered(data: OrderNumberIn, lifecycle: LifecycleDep) -> StaffOrderDetailOut:
    return await _answer(lifecycle, await lifecycle.deliver(data.orderNumber))


@router.post(
    "/refund-order",
    dependencies=ADMIN_ONLY,
    summary="Refund part or all of an order's online card payment (ADMIN)",
    responses={**error_responses(404, 409, 422), 503: LIFECYCLE_REFUSALS[503]},
)
async def refund_order(data: RefundOrderIn, lifecycle: LifecycleDep) -> StaffOrderDetailOut:
    order, refund = await lifecycle.refund(data)
    return await _answer(lifecycle, order, refund)


PRODUCTION_DAY_RULE = "Alegeți o zi între anii 2000 și 2999."


@router.get(
    "/production-list",
    summary="The kitchen's production list for one day (default: today)",
    responses=error_responses(422, s422=PRODUCTION_DAY_RULE),
)
async def get_production_list(
    session: SessionDep,
    clock: ClockDep,
    day: Annotated[date | None, Query(alias="date", description="Ziua (YYYY-MM-DD); implicit astăzi.")] = None,
) -> ProductionListOut:
    wanted = day or clock.today()
    if not 2000 <= wanted.year <= 2999:
        raise ValidationFailed.because(PRODUCTION_DAY_RULE, "date")
    return await production_list(session, wanted)
