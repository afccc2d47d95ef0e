"""Each capture, release and refund the staff's answers make is recorded beside the refund rows:
its step, its sum, who took it and when, so a payment's state is what its records add up to."""

from decimal import Decimal

from bakery_shared.models import CardPaymentState, CardStep
from bakery_shared.payments.states import disagreement, state_from_records

from .conftest import payment_of
from .test_staff_card_payments import accept, refund, reject


async def test_a_capture_and_refunds_are_recorded_with_their_sums_and_who_took_them(client, db_session, online_order, staff):
    order, _ = await online_order()
    number, total = order["orderNumber"], Decimal(order["totalPrice"])
    assert (await accept(client, staff["manager"], number)).status_code == 200
    assert (await refund(client, staff["admin"], number, "10.00")).status_code == 200

    # Rejecting the accepted order gives back the rest of what was captured.
    assert (await reject(client, staff["manager"], number, "Cuptorul s-a defectat.")).status_code == 200

    payment = await payment_of(db_session, number)
    rest = total - Decimal("10.00")
    assert [(r.step, r.amount, r.created_by_id) for r in payment.records] == [
        (CardStep.AUTHORIZATION, total, None),
        (CardStep.CAPTURE, total, staff["manager_id"]),
        (CardStep.REFUND, Decimal("10.00"), staff["admin_id"]),
        (CardStep.REFUND, rest, staff["manager_id"]),
    ]
    assert [r.refund_id for r in payment.records if r.step == CardStep.REFUND] == [r.id for r in payment.refunds]
    assert payment.records[1].created_at == payment.captured_at
    assert state_from_records(payment.records) == payment.card_state == CardPaymentState.REFUNDED
    assert disagreement(payment) is None


async def test_a_release_is_recorded_with_no_sum(client, db_session, online_order, staff):
    order, _ = await online_order()

    assert (await reject(client, staff["manager"], order["orderNumber"])).status_code == 200

    payment = await payment_of(db_session, order["orderNumber"])
    assert [(r.step, r.amount, r.created_by_id) for r in payment.records] == [
        (CardStep.AUTHORIZATION, Decimal(order["totalPrice"]), None),
        (CardStep.RELEASE, None, staff["manager_id"]),
    ]
    assert payment.records[-1].created_at == payment.released_at
    assert state_from_records(payment.records) == payment.card_state == CardPaymentState.RELEASED
    assert disagreement(payment) is None
