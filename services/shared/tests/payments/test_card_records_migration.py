"""The card payment records arrive on a database that already holds payments: migrating it writes
each existing payment's records from what its row kept, so every payment's state agrees with its
records from the first day (and the staff's next refund or capture moves it as any other).

Runs in a database of its own, created beside the one `database_url` points at."""

import asyncio
from decimal import Decimal

from alembic import command
from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import selectinload

from bakery_shared.migrate import make_config, upgrade_to_head
from bakery_shared.models import CardPaymentState, CardStep, Order, OrderPayment
from bakery_shared.payments.states import disagreement, move

S = CardPaymentState
BEFORE = "0014"  # the last revision without the records

# order number -> (method, card state, captured, refunded, refund rows): payments as 0014 left them.
PAYMENTS = {
    "cash": ("CASH", None, None, "0", []),
    "awaiting": ("ONLINE", "AWAITING", None, "0", []),
    "authorized": ("ONLINE", "AUTHORIZED", None, "0", []),
    "captured": ("ONLINE", "CAPTURED", "100", "0", []),
    "released": ("ONLINE", "RELEASED", None, "0", []),
    "expired": ("ONLINE", "EXPIRED", None, "0", []),
    "part-refunded": ("ONLINE", "PARTIALLY_REFUNDED", "100", "20", ["20"]),
    "refunded": ("ONLINE", "REFUNDED", "100", "100", ["30", "70"]),
    # Marked refunded in part, though its refund gave back all that was captured.
    "all-given-back": ("ONLINE", "PARTIALLY_REFUNDED", "100", "100", ["100"]),
    # Captured with no sum kept: accepting captures the order's total.
    "no-sum-kept": ("ONLINE", "CAPTURED", None, "0", []),
    # Refunded more than its refund rows say (a refund written by hand).
    "unexplained-refund": ("ONLINE", "PARTIALLY_REFUNDED", "100", "50", ["20"]),
}
# What each payment's records are once migrated.
EXPECTED = {
    "cash": (None, []),
    "awaiting": (S.AWAITING, []),
    "authorized": (S.AUTHORIZED, ["AUTHORIZATION"]),
    "captured": (S.CAPTURED, ["AUTHORIZATION", "CAPTURE"]),
    "released": (S.RELEASED, ["AUTHORIZATION", "RELEASE"]),
    "expired": (S.EXPIRED, ["EXPIRY"]),
    "part-refunded": (S.PARTIALLY_REFUNDED, ["AUTHORIZATION", "CAPTURE", "REFUND"]),
    "refunded": (S.REFUNDED, ["AUTHORIZATION", "CAPTURE", "REFUND", "REFUND"]),
    "all-given-back": (S.REFUNDED, ["AUTHORIZATION", "CAPTURE", "REFUND"]),
    "no-sum-kept": (S.CAPTURED, ["AUTHORIZATION", "CAPTURE"]),
    "unexplained-refund": (S.PARTIALLY_REFUNDED, ["AUTHORIZATION", "CAPTURE", "REFUND", "REFUND"]),
}


async def _payments_as_0014_left_them(url: str) -> None:
    engine = create_async_engine(url)
    try:
        async with engine.begin() as connection:
            for number, (method, state, captured, refunded, refunds) in PAYMENTS.items():
                order_id = await connection.scalar(
                    text(
                        "INSERT INTO orders (order_number, status, delivery_method, sub_total_price, total_price)"
                        " VALUES (:number, 'DELIVERED', 'PICKUP', 100, 100) RETURNING id"
                    ),
                    {"number": number},
                )
                payment_id = await connection.scalar(
                    text(
                        "INSERT INTO order_payments (order_id, method, card_state, intent_id, captured_amount, refunded_amount,"
                        " authorized_at, captured_at) VALUES (:order, CAST(:method AS payment_method),"
                        " CAST(:state AS card_payment_state), :intent, CAST(:captured AS numeric), CAST(:refunded AS numeric),"
                        " now() - interval '2 days', CASE WHEN :captured IS NULL THEN NULL ELSE now() - interval '1 day' END)"
                        " RETURNING id"
                    ),
                    {
                        "order": order_id,
                        "method": method,
                        "state": state,
                        "intent": f"pi_{number}" if state else None,
                        "captured": captured,
                        "refunded": refunded,
                    },
                )
                for amount in refunds:
                    await connection.execute(
                        text("INSERT INTO card_refunds (payment_id, amount, reason) VALUES (:p, CAST(:a AS numeric), 'Retur')"),
                        {"p": payment_id, "a": amount},
                    )
    finally:
        await engine.dispose()


def test_existing_payments_get_records_that_agree_with_their_state(own_database_url: str) -> None:
    command.upgrade(make_config(own_database_url), BEFORE)
    asyncio.run(_payments_as_0014_left_them(own_database_url))

    upgrade_to_head(own_database_url)

    asyncio.run(_check_agreement(own_database_url))


async def _check_agreement(url: str) -> None:
    engine = create_async_engine(url)
    try:
        async with async_sessionmaker(engine)() as session:
            rows = await session.execute(
                select(Order.order_number, OrderPayment)
                .join(OrderPayment, OrderPayment.order_id == Order.id)
                .options(selectinload(OrderPayment.records), selectinload(OrderPayment.refunds))
            )
            payments: dict[str, OrderPayment] = dict(rows.tuples().all())
            found = {number: (p.card_state, [r.step.value for r in p.records]) for number, p in payments.items()}
            assert found == EXPECTED
            assert {number: why for number, p in payments.items() if (why := disagreement(p))} == {}
            assert payments["no-sum-kept"].captured_amount == Decimal("100.00")
            refunded = payments["refunded"]
            assert [(r.amount, r.refund_id) for r in refunded.records if r.step == CardStep.REFUND] == [
                (refund.amount, refund.id) for refund in refunded.refunds
            ]
            unexplained = payments["unexplained-refund"].records[-1]
            assert (unexplained.amount, unexplained.refund_id) == (Decimal("30.00"), None)

            # A migrated payment moves on as any other: the rest of it is refunded in full.
            part = payments["part-refunded"]
            move(part, S.REFUNDED, at=part.captured_at, amount=Decimal("80.00"))
            await session.flush()
            assert (part.card_state, part.refunded_amount) == (S.REFUNDED, Decimal("100.00"))
            await session.rollback()
    finally:
        await engine.dispose()
