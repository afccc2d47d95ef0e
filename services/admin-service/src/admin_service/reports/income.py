"""What a delivered order brought in, as every report and the dashboard count it."""

from sqlalchemy import case, func

from bakery_shared.models import Order, OrderPayment, PaymentMethod

# Paid online, what was captured less refunds; else its total.
INCOME = case(
    (
        OrderPayment.method == PaymentMethod.ONLINE,
        func.coalesce(OrderPayment.captured_amount, 0) - OrderPayment.refunded_amount,
    ),
    else_=Order.total_price,
)


def with_payment(query):
    """`query` over orders, joined to their payment for INCOME."""
    return query.outerjoin(OrderPayment, OrderPayment.order_id == Order.id)
