"""The demo bakery's custom cakes: a newcomer finds requests in every status, each with the history
the status table would have written, card money that agrees with its records, and, once its deposit
is paid, the cake's order on its event day (this week's on the production list)."""

from collections import Counter
from datetime import timedelta
from itertools import pairwise

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import selectinload

from admin_service.orders.production_list import production_list
from bakery_devtools.seed import seed
from bakery_devtools.seed.history import seed_history
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.cakes.states import HOLDS_CAPACITY, TRANSITIONS
from bakery_shared.clock import BUSINESS_ZONE
from bakery_shared.models import (
    CakePayment,
    CakePaymentPurpose,
    CakeRequest,
    CakeRequestStatus,
    CakeSetup,
    CardPaymentState,
    CardStep,
    Order,
    OrderStatus,
    PaymentMethod,
    RestPayment,
)
from bakery_shared.payments.states import disagreement

C = CakeRequestStatus


@pytest.fixture
async def cakes(db_session) -> list[CakeRequest]:
    await seed(db_session)
    await seed_history(db_session, current_clock())
    return list(
        (
            await db_session.scalars(
                select(CakeRequest)
                .order_by(CakeRequest.id)
                .options(
                    selectinload(CakeRequest.quotes),
                    selectinload(CakeRequest.changes),
                    selectinload(CakeRequest.order).selectinload(Order.product_lines),
                    selectinload(CakeRequest.order).selectinload(Order.payment),
                    selectinload(CakeRequest.payments).selectinload(CakePayment.records),
                    selectinload(CakeRequest.payments).selectinload(CakePayment.refunds),
                )
            )
        ).all()
    )


async def test_every_status_has_a_request_with_its_real_history(db_session, cakes):
    statuses = Counter(r.status for r in cakes)
    assert set(statuses) == set(C), statuses
    assert statuses[C.REQUESTED] == statuses[C.QUOTED] == statuses[C.ACCEPTED] == 2
    setup = await db_session.get(CakeSetup, 1)
    for request in cakes:
        # Opened, then every move one the status table allows, ending where the request is.
        moves = [c for c in request.changes if c.to_status is not None]
        assert moves[0].from_status is None and moves[0].to_status == C.REQUESTED
        for before, after in pairwise(moves):
            assert after.from_status == before.to_status and after.to_status in TRANSITIONS[before.to_status]
            assert after.changed_at >= before.changed_at
        assert moves[-1].to_status == request.status and request.changes[-1].changed_at <= current_clock().now()
        assert request.flavour in setup.flavours and request.filling in setup.fillings
        assert request.photos == [] and request.description and request.contact_phone
    declined = next(r for r in cakes if r.status == C.DECLINED)
    assert declined.decline_reason and declined.changes[-1].message == declined.decline_reason
    # One quoted request was quoted again after the customer asked for a change.
    requoted = [r for r in cakes if r.status == C.QUOTED and len(r.quotes) == 2]
    assert len(requoted) == 1
    asked = [c for c in requoted[0].changes if c.to_status == C.REQUESTED and c.from_status == C.QUOTED]
    assert len(asked) == 1 and asked[0].message and asked[0].changed_by_id is None


async def test_every_seeded_cake_payment_agrees_with_its_records(cakes):
    payments = [p for r in cakes for p in r.payments]
    assert {p.id: why for p in payments if (why := disagreement(p))} == {}
    assert all(p.intent_id.startswith("pi_demo_cake_") for p in payments)
    for request in cakes:
        deposits = [p for p in request.payments if p.purpose == CakePaymentPurpose.DEPOSIT]
        if request.status in HOLDS_CAPACITY or request.status == C.CANCELLED:
            [deposit] = deposits
            assert deposit.amount == request.quotes[-1].deposit_amount and deposit.captured_at is not None
            assert [r.step for r in deposit.records][:2] == [CardStep.AUTHORIZATION, CardStep.CAPTURE]
        else:
            assert deposits == [] and request.order_id is None
    [cancelled] = [r for r in cakes if r.status == C.CANCELLED]
    [deposit] = cancelled.payments
    [refund] = deposit.refunds
    assert deposit.card_state == CardPaymentState.REFUNDED and refund.amount == deposit.captured_amount
    assert refund.cake_payment_id == deposit.id and refund.payment_id is None
    assert [r.refund_id for r in deposit.records if r.step == CardStep.REFUND] == [refund.id]
    # The one whose rest is charged from the saved card has it captured too.
    [by_card] = [r for r in cakes if r.rest_payment == RestPayment.CARD_AUTO]
    rest = [p for p in by_card.payments if p.purpose == CakePaymentPurpose.REST]
    assert by_card.status == C.ACCEPTED and len(rest) == 1 and rest[0].card_state == CardPaymentState.CAPTURED
    assert rest[0].amount + by_card.quotes[-1].deposit_amount == by_card.quotes[-1].price
    assert by_card.stripe_customer_id and by_card.saved_payment_method_id


async def test_a_paid_cake_is_the_order_of_its_event_day(db_session, cakes):
    today = current_clock().today()
    for request in cakes:
        if request.status not in HOLDS_CAPACITY:
            continue
        order, quote = request.order, request.quotes[-1]
        assert order is not None, request.id
        event_day = request.event_moment.astimezone(BUSINESS_ZONE).date()
        assert order.pickup_or_delivery_moment.astimezone(BUSINESS_ZONE).date() == event_day
        assert order.total_price == quote.price and order.payment.method == PaymentMethod.CASH
        [line] = order.product_lines
        assert line.product_id is None
        assert line.product_name == f"Tort la comandă ({request.servings} porții) — {request.flavour} / {request.filling}"
        expected = {C.ACCEPTED: OrderStatus.SCHEDULED, C.LOCKED: OrderStatus.SCHEDULED, C.DELIVERED: OrderStatus.DELIVERED}
        assert order.status == expected[request.status]
        if request.status == C.DELIVERED:
            assert event_day < today and request.rest_paid_with == PaymentMethod.CASH
        elif request.status == C.LOCKED:
            assert quote.lock_date < today <= event_day
        else:
            assert quote.lock_date >= today
    # This week's cakes are on the kitchen's production list of their day.
    soon = [
        r
        for r in cakes
        if r.status in (C.ACCEPTED, C.LOCKED) and r.event_moment.astimezone(BUSINESS_ZONE).date() <= today + timedelta(days=2)
    ]
    assert len(soon) >= 2
    for request in soon:
        sheet = await production_list(db_session, request.event_moment.astimezone(BUSINESS_ZONE).date())
        names = {item.productName: item for category in sheet.categories for item in category.items}
        item = names[request.order.product_lines[0].product_name]
        assert [o.orderNumber for o in item.orders] == [request.order.order_number]
        assert item.orders[0].preferredMessage == request.inscription


async def test_a_second_seed_adds_no_cake(db_session, cakes):
    assert await seed_history(db_session, current_clock()) == {}
    assert await db_session.scalar(select(func.count()).select_from(CakeRequest)) == len(cakes)
