"""What a cancelled custom cake does to its order (the order its paid deposit made): rejected with
the reason, whoever cancelled, in either service."""

from datetime import datetime

from ..models import Order, OrderStatus, OrderStatusChange

# Orders a cancelled cake's order may still be taken from (never a delivered one).
REJECTABLE = frozenset({OrderStatus.NEW, OrderStatus.SCHEDULED, OrderStatus.CONFIRMED})


def reject_cake_order(order: Order, reason: str, *, now: datetime, by: int | None) -> bool:
    """The cancelled cake's order is not made: REJECTED with the reason, recorded with who and when.
    No stock or capacity of the menu to give back (its line is no menu product). Whether it moved."""
    if order.status not in REJECTABLE:
        return False
    order.status_history.append(
        OrderStatusChange(from_status=order.status, to_status=OrderStatus.REJECTED, changed_by_id=by, changed_at=now, note=reason)
    )
    order.status, order.rejection_reason, order.updated_at = OrderStatus.REJECTED, reason, now
    return True
