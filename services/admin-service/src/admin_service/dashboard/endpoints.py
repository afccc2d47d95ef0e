"""GET /admin-service/dashboard (ADMIN): today at a glance, on Sibiu's day."""

from datetime import datetime, timedelta
from decimal import Decimal

from fastapi import APIRouter

from bakery_shared.auth.dependencies import ADMIN_ONLY
from bakery_shared.db import SessionDep
from bakery_shared.dependencies import ClockDep
from bakery_shared.models import Order, OrderStatus
from bakery_shared.orders.fields import client_name
from bakery_shared.reservations import reservation_out

from ..invoices.repository import InvoiceListRepository
from ..reports.periods import start_of
from .repository import STAFF_SEE, DashboardRepository
from .schemas import DashboardOut, LowStockItem, StatusCount, WaitingOrder

router = APIRouter(tags=["dashboard"], dependencies=ADMIN_ONLY)


def shown_since(order: Order) -> datetime:
    """When the staff could first see the order: an order paid online appears once its card is
    authorized, maybe near the end of its payment hold, and has waited only since then."""
    authorized_at = order.payment.authorized_at if order.payment is not None else None
    return authorized_at or order.created_at


@router.get("/dashboard")
async def dashboard(session: SessionDep, clock: ClockDep) -> DashboardOut:
    """Today's orders by status, the income so far (delivered orders), the orders waiting for an
    answer and for how long, today's reservations, new subscribers and customers, the products
    with 1 to 4 pieces left, and the invoices to look at: those due at ANAF by tomorrow and not
    filed yet, and those ANAF refused."""
    repository = DashboardRepository(session)
    now = clock.now()
    today = clock.local_now().date()
    start, end = start_of(today), start_of(today + timedelta(days=1))
    by_status = await repository.orders_by_status(start, end)
    waiting, waiting_total = await repository.unanswered()
    invoices = InvoiceListRepository(session)
    return DashboardOut(
        day=today,
        orders_by_status=[StatusCount(status=s.value, count=by_status.get(s, 0)) for s in OrderStatus if s in STAFF_SEE],
        income_today=(await repository.income(start, end)).quantize(Decimal("0.01")),
        unanswered_orders=[
            WaitingOrder(
                id=o.id,
                order_number=o.order_number,
                status=o.status.value,
                client=client_name(o),
                total_price=o.total_price,
                waiting_minutes=max(0, int((now - shown_since(o)).total_seconds() // 60)),
            )
            for o in waiting
        ],
        number_of_unanswered_orders=waiting_total,
        reservations_today=[reservation_out(r) for r in await repository.reservations_on(today)],
        new_subscribers=await repository.new_subscribers(start, end),
        new_customers=await repository.new_customers(start, end),
        low_stock=[
            LowStockItem(product_id=p, product_name=n, dimension=v, stock=s) for p, n, v, s in await repository.low_stock()
        ],
        invoices_near_deadline=await invoices.near_deadline(today + timedelta(days=1)),
        invoices_refused=await invoices.refused(),
    )
