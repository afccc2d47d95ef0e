"""Reading orders in user-service: the panels' table, the customer's own orders, and the order
a follow link opens, with its invoices."""

import hmac

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.models import Order, OrderStatus
from bakery_shared.orders.fields import client_name, order_date, time_to_prepare
from bakery_shared.orders.service import order_detail

from ..invoices.schemas import details_out
from ..invoices.service import CustomerInvoices
from .notifications import token_hash
from .repository import CustomerOrderRepository
from .schemas import CustomerOrderDetailOut, OrderRowOut, OrdersPageOut


def order_row(order: Order, invoice_number: str | None = None) -> OrderRowOut:
    return OrderRowOut(
        id=order.id,
        orderNumber=order.order_number,
        orderStatus=order.status,
        status=order.status,
        orderDate=order_date(order.created_at),
        client=client_name(order),
        cartTotal=order.total_price,
        totalPrice=order.total_price,
        deliveryMethodChosen=order.delivery_method,
        pickupOrDeliveryMoment=order.pickup_or_delivery_moment,
        orderTimeToPrepare=time_to_prepare(order),
        totalPackageCost=order.manually_set_package_cost
        if order.manually_set_package_cost is not None
        else order.total_package_cost,
        invoiceNumber=invoice_number,
    )


async def orders_page(
    session: AsyncSession, *, status: OrderStatus | None, page: int, size: int, user_id: int | None = None
) -> OrdersPageOut:
    """Newest first; the counts are over every order in view (the customer's own, or all)."""
    repository = CustomerOrderRepository(session)
    orders, total, counts = await repository.page(status=status, page=page, size=size, user_id=user_id)
    invoiced = await repository.invoice_numbers([order.id for order in orders]) if user_id is not None else {}
    return OrdersPageOut(
        content=[order_row(order, invoiced.get(order.id)) for order in orders],
        totalElements=total,
        numberOfNewOrders=counts.get(OrderStatus.NEW, 0),
        numberOfRejectedOrders=counts.get(OrderStatus.REJECTED, 0),
        numberOfConfirmedOrders=counts.get(OrderStatus.CONFIRMED, 0),
        numberOfScheduledOrders=counts.get(OrderStatus.SCHEDULED, 0),
        numberOfDeliveredOrders=counts.get(OrderStatus.DELIVERED, 0),
        page=page,
        size=size,
    )


async def order_for_link(session: AsyncSession, order_number: str, token: str | None) -> Order | None:
    """The order a follow link opens, or None when the link is wrong."""
    if not token:
        return None
    order = await CustomerOrderRepository(session).get_by_number(order_number)
    if order is None or order.guest_access_token_hash is None:
        return None
    if not hmac.compare_digest(order.guest_access_token_hash, token_hash(token)):
        return None
    return order


async def customer_detail(session: AsyncSession, order: Order) -> CustomerOrderDetailOut:
    """The order's detail with what the customer needs of its invoicing."""
    detail = await order_detail(session, order)
    return CustomerOrderDetailOut(
        **dict(detail),
        invoiceDetails=details_out(order.invoice_details),
        invoices=await CustomerInvoices(session).of_order(order),
    )
