"""What the request's view says is paid and still due, from its card payments."""

from datetime import UTC, date, datetime
from decimal import Decimal

from bakery_shared.cakes.views import cake_request_view
from bakery_shared.models import (
    CakePayment,
    CakePaymentPurpose,
    CakeQuote,
    CakeRequest,
    CakeRequestStatus,
    CardPaymentState,
    CardRefund,
    DeliveryMethod,
)

AT = datetime(2026, 12, 1, 10, tzinfo=UTC)


def paid_request(status: CakeRequestStatus, *, rest: bool = False) -> CakeRequest:
    quote = CakeQuote(
        id=7,
        version=1,
        price=Decimal("500.00"),
        deposit_percent=Decimal("30.00"),
        deposit_amount=Decimal("150.00"),
        description="Tort",
        valid_until=date(2026, 12, 5),
        lock_date=date(2026, 12, 8),
        created_at=AT,
    )
    payments = [
        CakePayment(
            purpose=CakePaymentPurpose.DEPOSIT,
            quote=quote,
            amount=Decimal("150.00"),
            card_state=CardPaymentState.CAPTURED,
            captured_at=AT,
            captured_amount=Decimal("150.00"),
            refunded_amount=Decimal("0.00"),
            refunds=[],
        )
    ]
    if rest:
        payments.append(
            CakePayment(
                purpose=CakePaymentPurpose.REST,
                quote=quote,
                amount=Decimal("350.00"),
                card_state=CardPaymentState.PARTIALLY_REFUNDED,
                captured_at=AT,
                captured_amount=Decimal("350.00"),
                refunded_amount=Decimal("50.00"),
                refunds=[CardRefund(amount=Decimal("50.00"), reason="Fără figurină", created_at=AT)],
            )
        )
    return CakeRequest(
        id=1,
        status=status,
        created_at=AT,
        event_moment=datetime(2026, 12, 10, 10, tzinfo=UTC),
        delivery_method=DeliveryMethod.PICKUP,
        delivery_details={},
        contact_name="Ana Pop",
        contact_email="ana@example.ro",
        contact_phone="0722123456",
        servings=12,
        flavour="Vanilie",
        filling="Cremă de vanilie și fructe",
        photos=[],
        quotes=[quote],
        payments=payments,
        changes=[],
    )


def view_of(request: CakeRequest):
    return cake_request_view(request, photo_url=lambda r, n: f"/p/{n}").model_dump(mode="json", by_alias=True)


def test_a_paid_deposit_leaves_the_rest_of_the_price_due():
    view = view_of(paid_request(CakeRequestStatus.ACCEPTED))

    assert (view["depositPaid"], view["restDue"]) == ("150.00", "350.00")
    assert view["payments"][0] == {
        "purpose": "DEPOSIT",
        "amount": "150.00",
        "state": "CAPTURED",
        "capturedAt": "2026-12-01T10:00:00Z",
        "refundedAmount": "0.00",
    }
    assert view["time"] == "12:00"  # the event's hour in Sibiu


def test_a_captured_rest_leaves_nothing_due_and_its_refund_is_listed():
    view = view_of(paid_request(CakeRequestStatus.LOCKED, rest=True))

    assert view["restDue"] == "0.00"
    assert view["refunds"] == [{"amount": "50.00", "reason": "Fără figurină", "createdAt": "2026-12-01T10:00:00Z"}]


def test_nothing_is_due_once_the_request_ended():
    assert view_of(paid_request(CakeRequestStatus.CANCELLED))["restDue"] == "0.00"
    assert view_of(paid_request(CakeRequestStatus.DELIVERED))["restDue"] == "0.00"
