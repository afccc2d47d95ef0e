"""A sum the panel sends in a form no one types (huge, tiny, exponent, NaN) is refused with the
field's Romanian message, never a 500, and moves no money."""

import pytest

from bakery_shared.models import CardPaymentState

from .conftest import payment_of
from .test_staff_card_payments import accept, refund

REFUND_INVALID = "Introduceți o sumă de rambursat mai mare decât zero, cu cel mult două zecimale."
PACKAGE_INVALID = "Vă rugăm să introduceți un cost valid pentru ambalaje."
WRONG_FORMS = ["1E+40", 1e40, "1e-30", 1e-30, "-0", "NaN", "Infinity", "-1E+40", "99999999999999999999999999999999"]


@pytest.mark.parametrize("amount", WRONG_FORMS)
async def test_a_refund_of_no_real_sum_is_refused_and_refunds_nothing(client, db_session, online_order, staff, amount):
    order, _ = await online_order()
    number = order["orderNumber"]
    assert (await accept(client, staff["manager"], number)).status_code == 200

    response = await refund(client, staff["admin"], number, amount)

    assert response.status_code == 422, response.text
    assert response.json() == {"status": 422, "message": "Datele trimise nu sunt valide.", "errors": {"amount": REFUND_INVALID}}
    payment = await payment_of(db_session, number)
    assert payment.card_state == CardPaymentState.CAPTURED and payment.refunded_amount == 0


@pytest.mark.parametrize("cost", WRONG_FORMS)
async def test_a_package_cost_of_no_real_sum_is_refused_and_the_order_stays_new(client, db_session, place, staff, cost):
    order = await place()

    response = await client.post(
        "/admin-service/confirm-order",
        headers=staff["manager"],
        json={"orderNumber": order["orderNumber"], "timeToPrepare": "20 min", "totalPackageCost": cost},
    )

    assert response.status_code == 422, response.text
    assert response.json()["errors"] == {"totalPackageCost": PACKAGE_INVALID}
    details = await client.get(f"/admin-service/get-order-details/{order['id']}", headers=staff["manager"])
    assert details.json()["orderStatus"] == "NEW"
