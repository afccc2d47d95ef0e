"""Staff cancelling a custom cake (ADMIN and MANAGER only): everything the customer paid, deposit
and rest, is refunded whatever the date, each refund recorded with who and why; the cake's order is
rejected and the customer mailed."""

from decimal import Decimal

import pytest
from sqlalchemy import func, select
from sqlalchemy.orm import selectinload

from admin_service.cakes.cancel import NOT_CANCELLABLE
from bakery_devtools.testing.cakes_money import CakeCustomer, make_quoted_request
from bakery_devtools.testing.orders import make_pickup_location
from bakery_shared.cakes.refunds import CANCELLED_SUBJECT
from bakery_shared.models import CakePayment, CakeRequest, CakeRequestStatus, CardPaymentState, Order, OrderStatus, OutboxEvent

REASON = "Nu putem face tortul: cuptorul s-a defectat."


async def paid_request(db_session, storefront, settings, *, days: int) -> CakeRequest:
    location = await make_pickup_location(db_session)
    request = await make_quoted_request(db_session, days=days, pickup_location_id=location.id)
    paid = await CakeCustomer(storefront, settings, request.id).pay_deposit(request.quotes[-1].id)
    assert paid.status_code == 200 and paid.json()["status"] == "ACCEPTED", paid.text
    return request


async def read(db_session, request_id: int) -> CakeRequest:
    return await db_session.scalar(
        select(CakeRequest)
        .where(CakeRequest.id == request_id)
        .options(selectinload(CakeRequest.payments).selectinload(CakePayment.refunds), selectinload(CakeRequest.changes))
        .execution_options(populate_existing=True)
    )


async def test_staff_cancel_refunds_everything_paid_even_close_to_the_event(
    client, storefront, staff, db_session, test_settings, mailbox
):
    # Two days before the event a customer would get back only part of it; the staff give all back.
    request = await paid_request(db_session, storefront, test_settings, days=2)

    cancelled = await client.post(
        f"/admin-service/cake-requests/{request.id}/cancel", json={"reason": REASON}, headers=staff["manager"]
    )

    assert cancelled.status_code == 200, cancelled.text
    assert cancelled.json() == {"id": request.id, "status": "CANCELLED", "refunded": "120.00"}
    saved = await read(db_session, request.id)
    (deposit,) = saved.payments
    assert deposit.card_state == CardPaymentState.REFUNDED and deposit.refunded_amount == Decimal("120.00")
    (refund,) = deposit.refunds
    assert (refund.reason, refund.created_by_id) == (REASON, staff["manager_id"])
    assert (saved.changes[-1].to_status, saved.changes[-1].changed_by_id) == (CakeRequestStatus.CANCELLED, staff["manager_id"])
    order = await db_session.scalar(select(Order).where(Order.id == saved.order_id).execution_options(populate_existing=True))
    assert (order.status, order.rejection_reason) == (OrderStatus.REJECTED, REASON)
    rejected = select(func.count()).where(
        OutboxEvent.payload["type"].astext == "ORDER_STATUS_CHANGED",
        OutboxEvent.payload["order"]["orderNumber"].astext == order.order_number,
    )
    assert await db_session.scalar(rejected) == 1
    mail = [m for m in mailbox.messages(to="ana@example.ro") if m["Subject"] == CANCELLED_SUBJECT]
    assert len(mail) == 1 and "120,00 RON" in mailbox.text_of(mail[0])

    again = await client.post(
        f"/admin-service/cake-requests/{request.id}/cancel", json={"reason": REASON}, headers=staff["admin"]
    )
    assert (again.status_code, again.json()["message"]) == (409, NOT_CANCELLABLE)


@pytest.mark.parametrize(("who", "status"), [("admin", 200), ("manager", 200), ("customer", 403), ("anonymous", 401)])
async def test_only_admins_and_managers_cancel_a_cake(client, staff, db_session, who, status):
    request = await make_quoted_request(db_session)

    response = await client.post(f"/admin-service/cake-requests/{request.id}/cancel", json={"reason": REASON}, headers=staff[who])

    assert response.status_code == status, response.text
    expected = CakeRequestStatus.CANCELLED if status == 200 else CakeRequestStatus.QUOTED
    assert (await read(db_session, request.id)).status == expected


async def test_an_unknown_request_is_404(client, staff):
    response = await client.post("/admin-service/cake-requests/999999/cancel", json={"reason": REASON}, headers=staff["admin"])
    assert response.status_code == 404
