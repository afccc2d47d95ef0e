"""Ordering (issue 4): placing an order with its prices and stock, the order's lifecycle, the
read models of the panels and the customer's account, and what is announced about an order."""

from .alerts import alert_unanswered_orders, unanswered_orders_task
from .lifecycle import OrderLifecycle
from .placement import OrderPlacement, order_for_link
from .read_models import DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, load_order, order_detail, orders_page

__all__ = [
    "DEFAULT_PAGE_SIZE",
    "MAX_PAGE_SIZE",
    "OrderLifecycle",
    "OrderPlacement",
    "alert_unanswered_orders",
    "load_order",
    "order_detail",
    "order_for_link",
    "orders_page",
    "unanswered_orders_task",
]
