"""The customer's side of a card payment leaves its records: a card authorized through the
checkout records its authorization, a hold that lapsed unpaid its expiry, and each payment's state
is what its records add up to (the staff's captures, releases and refunds: admin-service's tests)."""

from datetime import timedelta
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import selectinload

from bakery_devtools.testing.payments import GOOD_CARD, THREE_D_SECURE_CARD
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.models import CardPaymentState, CardStep, Order, OrderPayment
from bakery_shared.payments.states import disagreement, state_from_records


async def payment_of(db_session, number: str) -> OrderPayment:
    """The order's payment and its records as the database holds them now."""
    return await db_session.scalar(
        select(OrderPayment)
        .join(Order, Order.id == OrderPayment.order_id)
        .where(Order.order_number == number)
        .options(selectinload(OrderPayment.records))
        .execution_options(populate_existing=True)
    )


async def test_a_card_paid_at_checkout_records_its_authorization_for_the_orders_total(online_shop, db_session):
    placed = await online_shop.place_online(1)
    awaiting = await payment_of(db_session, placed.number)
    assert awaiting.card_state == CardPaymentState.AWAITING and awaiting.records == []

    paid = await online_shop.pay(placed, GOOD_CARD)

    assert paid.status_code == 200, paid.text
    payment = await payment_of(db_session, placed.number)
    [record] = payment.records
    assert (record.step, record.amount, record.intent_id, record.created_by_id) == (
        CardStep.AUTHORIZATION,
        Decimal(placed.total),
        payment.intent_id,
        None,
    )
    assert record.created_at == payment.authorized_at
    assert state_from_records(payment.records) == payment.card_state == CardPaymentState.AUTHORIZED
    assert disagreement(payment) is None


async def test_a_hold_that_lapsed_unpaid_records_its_expiry(online_shop, db_session):
    placed = await online_shop.place_online(1)
    await online_shop.pay(placed, THREE_D_SECURE_CARD)  # 3-D Secure started, never finished
    lapsed = current_clock().now() + timedelta(minutes=online_shop.settings.payment_hold_minutes + 1)

    await online_shop.reconcile(now=lapsed)

    payment = await payment_of(db_session, placed.number)
    assert [(r.step, r.amount, r.created_at) for r in payment.records] == [(CardStep.EXPIRY, None, lapsed)]
    assert state_from_records(payment.records) == payment.card_state == CardPaymentState.EXPIRED
    assert disagreement(payment) is None
