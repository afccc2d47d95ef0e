"""A custom cake in the owner's reports: counted by its money as it came in, never by its order's total.

A paid deposit makes an order (SCHEDULED, one cake line, total = the quote's price, linked by
`cake_requests.order_id`), and that order is delivered like any other. Counting its total as an
order's would count the cake on its placement day and, beside the deposit captured weeks before,
a second time. So the sales figures leave the total of an order linked from a cake request out of
their sums (`ORDER_INCOME`; the order still counts as one delivered order) and add the cake's money
on the days it moved:

- a deposit, or a rest charged online, on the day it was captured (`CakePayment.captured_at`, its
  captured sum);
- a refund of either, taken off on the day it was made (`CardRefund.created_at`, `cake_payment_id`);
- a rest paid at the counter (`rest_paid_with` set), on the day the cake was delivered (the
  request's DELIVERED change, made in the step that delivers its order), as the order's total less
  what was captured online.

The customers report counts a cake the same way for the customer who asked for it: its money
(whatever became of the request, so a deposit kept after a late cancellation counts) and, once
delivered, one purchase. These are selectables; `ReportRepository` runs them."""

from datetime import datetime

from sqlalchemy import Date, and_, case, cast, func, select, union_all
from sqlalchemy.dialects.postgresql import aggregate_order_by
from sqlalchemy.orm import aliased

from bakery_shared.clock import BUSINESS_TIMEZONE
from bakery_shared.models import (
    CakePayment,
    CakeRequest,
    CakeRequestChange,
    CakeRequestStatus,
    CardRefund,
    Order,
    OrderDeliveryDetails,
    OrderStatus,
    User,
)

from .income import INCOME, with_payment

# A delivered order's money in the sales figures: none for a custom cake's order (its money is
# counted as it came in, below); else as `INCOME` says.
ORDER_INCOME = case((CakeRequest.id.is_not(None), 0), else_=INCOME)


def with_payment_and_cake(query):
    """`query` over orders, joined to their payment and to the cake request that made them, if any."""
    return with_payment(query).outerjoin(CakeRequest, CakeRequest.order_id == Order.id)


def _captured_per_request():
    return (
        select(CakePayment.request_id, func.sum(func.coalesce(CakePayment.captured_amount, 0)).label("captured"))
        .group_by(CakePayment.request_id)
        .subquery("captured")
    )


def money_moves(start: datetime, end: datetime):
    """(at, amount) of every move of cake money in [start, end): captures, refunds (negative) and
    rests paid at the counter."""
    captures = select(CakePayment.captured_at.label("at"), CakePayment.captured_amount.label("amount")).where(
        CakePayment.captured_at >= start, CakePayment.captured_at < end, CakePayment.captured_amount.is_not(None)
    )
    refunds = select(CardRefund.created_at.label("at"), (-CardRefund.amount).label("amount")).where(
        CardRefund.cake_payment_id.is_not(None), CardRefund.created_at >= start, CardRefund.created_at < end
    )
    captured = _captured_per_request()
    at_counter = (
        select(
            CakeRequestChange.changed_at.label("at"),
            func.greatest(Order.total_price - func.coalesce(captured.c.captured, 0), 0).label("amount"),
        )
        .select_from(CakeRequest)
        .join(
            CakeRequestChange,
            and_(CakeRequestChange.request_id == CakeRequest.id, CakeRequestChange.to_status == CakeRequestStatus.DELIVERED),
        )
        .join(Order, Order.id == CakeRequest.order_id)
        .outerjoin(captured, captured.c.request_id == CakeRequest.id)
        .where(CakeRequest.rest_paid_with.is_not(None), CakeRequestChange.changed_at >= start, CakeRequestChange.changed_at < end)
    )
    return union_all(captures, refunds, at_counter).subquery("cake_money")


def money_total(start: datetime, end: datetime):
    moves = money_moves(start, end)
    return select(func.coalesce(func.sum(moves.c.amount), 0))


def money_per_day(start: datetime, end: datetime):
    moves = money_moves(start, end)
    day = cast(func.timezone(BUSINESS_TIMEZONE, moves.c.at), Date)
    return select(day, func.sum(moves.c.amount)).group_by(day)


def customers_cakes():
    """One row per customer e-mail (lower case; an account's own for a signed-in request) of
    everyone who asked for a custom cake: the contact of their latest request, how many of their
    cakes were delivered and the money their cakes brought in (paid online less refunded, plus a
    rest paid at the counter)."""
    paid = (
        select(
            CakePayment.request_id,
            func.sum(func.coalesce(CakePayment.captured_amount, 0)).label("captured"),
            func.sum(func.coalesce(CakePayment.captured_amount, 0) - CakePayment.refunded_amount).label("kept"),
        )
        .group_by(CakePayment.request_id)
        .subquery("paid")
    )
    asked = aliased(User, name="asked")
    # The request's own status: moved with its order, and written by the one status table.
    delivered = CakeRequest.status == CakeRequestStatus.DELIVERED
    at_counter = case(
        (
            and_(CakeRequest.rest_paid_with.is_not(None), delivered),
            func.greatest(Order.total_price - func.coalesce(paid.c.captured, 0), 0),
        ),
        else_=0,
    )
    name = func.trim(CakeRequest.contact_name)
    first = func.coalesce(
        func.nullif(CakeRequest.delivery_details["firstName"].astext, ""),
        func.trim(func.regexp_replace(name, r"\s*\S+$", "")),
    )
    last = func.coalesce(func.nullif(CakeRequest.delivery_details["lastName"].astext, ""), func.substring(name, r"(\S+)$"), "")
    rows = (
        select(
            func.lower(func.coalesce(asked.email, CakeRequest.contact_email)).label("email_key"),
            CakeRequest.contact_email.label("email"),
            func.left(first, 40).label("first_name"),
            func.left(last, 40).label("last_name"),
            CakeRequest.contact_phone.label("phone_number"),
            CakeRequest.created_at,
            CakeRequest.id,
            case((delivered, 1), else_=0).label("delivered"),
            (func.coalesce(paid.c.kept, 0) + at_counter).label("money"),
        )
        .outerjoin(asked, asked.id == CakeRequest.user_id)
        .outerjoin(Order, Order.id == CakeRequest.order_id)
        .outerjoin(paid, paid.c.request_id == CakeRequest.id)
        .subquery("cake_rows")
    )
    newest = (rows.c.created_at.desc(), rows.c.id.desc())

    def latest(column):
        return func.array_agg(aggregate_order_by(column, *newest))[1]

    return (
        select(
            rows.c.email_key,
            latest(rows.c.email).label("email"),
            latest(rows.c.first_name).label("first_name"),
            latest(rows.c.last_name).label("last_name"),
            latest(rows.c.phone_number).label("phone_number"),
            func.sum(rows.c.delivered).label("purchases"),
            func.sum(rows.c.money).label("amount"),
        )
        .group_by(rows.c.email_key)
        .subquery("cakes")
    )


def guest_cake_orders():
    """What `guest_customers` (kept by triggers from the orders) counted of cake orders: each
    delivered cake order placed without an account, by its contact's e-mail, and its income. The
    customers report takes it off those lines and counts the cake by its money instead."""
    email_key = func.lower(OrderDeliveryDetails.email)
    return (
        with_payment(
            select(email_key.label("email_key"), func.count().label("purchases"), func.sum(INCOME).label("amount"))
            .select_from(Order)
            .join(CakeRequest, CakeRequest.order_id == Order.id)
            .join(OrderDeliveryDetails, OrderDeliveryDetails.order_id == Order.id)
        )
        .where(Order.user_id.is_(None), Order.status == OrderStatus.DELIVERED, OrderDeliveryDetails.email != "")
        .group_by(email_key)
        .subquery("guest_cake_orders")
    )
