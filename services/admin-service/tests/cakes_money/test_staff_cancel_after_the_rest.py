"""A cake whose rest was charged from the saved card too: the staff's cancellation gives back the
deposit and the rest, each on its own payment."""

from decimal import Decimal

from bakery_devtools.testing.cakes_money import CakeCustomer, make_quoted_request
from bakery_devtools.testing.plugin import bound_sessionmaker, current_clock
from bakery_shared.events import EventBus
from bakery_shared.models import CakePaymentPurpose, CardPaymentState
from user_service.payments.reconciling import Reconciliation

from .test_staff_cancel import read


async def test_staff_cancel_refunds_the_deposit_and_the_rest(
    client, storefront, staff, db_session, db_connection, test_settings, redis_client
):
    request = await make_quoted_request(db_session, days=1, price="400.00", percent="30.00")
    paid = await CakeCustomer(storefront, test_settings, request.id).pay_deposit(request.quotes[-1].id, rest="CARD_AUTO")
    assert paid.json()["status"] == "ACCEPTED", paid.text
    sessionmaker = bound_sessionmaker(db_connection)
    events = EventBus(redis_client, lambda: sessionmaker, current_clock())
    outcome = await Reconciliation(sessionmaker, test_settings, current_clock(), events, redis_client).run()
    assert outcome["cake:rest-paid"] == 1

    cancelled = await client.post(
        f"/admin-service/cake-requests/{request.id}/cancel", json={"reason": "Închis de urgență."}, headers=staff["admin"]
    )

    assert cancelled.status_code == 200, cancelled.text
    assert cancelled.json()["refunded"] == "400.00"
    payments = {p.purpose: p for p in (await read(db_session, request.id)).payments}
    assert payments[CakePaymentPurpose.DEPOSIT].refunded_amount == Decimal("120.00")
    assert payments[CakePaymentPurpose.REST].refunded_amount == Decimal("280.00")
    assert {p.card_state for p in payments.values()} == {CardPaymentState.REFUNDED}
