"""A custom cake request as its customer and the staff read it: the request, its quotes (newest
last, the one that can still be accepted flagged `latest`), its card payments and refunds, every
change with who and when, the photos' addresses, and what is paid and still due. Both services
answer it (user-service to the customer, admin-service to the staff, who may wrap it with more)."""

from collections.abc import Callable
from datetime import date, datetime
from decimal import Decimal
from typing import NamedTuple

from ..clock import BUSINESS_ZONE
from ..models import (
    CakePaymentPurpose,
    CakeRequest,
    CakeRequestStatus,
    CardPaymentState,
    DeliveryMethod,
    RestPayment,
)
from ..money import ZERO, Money, money
from ..schemas import ReadModel

# What a request's photo `n` (0-based) is served at, by the service answering.
PhotoUrl = Callable[[CakeRequest, int], str]

# Nothing is due any more once the request ended or the cake was handed over.
_NOTHING_DUE = frozenset(
    {CakeRequestStatus.DELIVERED, CakeRequestStatus.DECLINED, CakeRequestStatus.EXPIRED, CakeRequestStatus.CANCELLED}
)


class CakeQuoteOut(ReadModel):
    id: int
    version: int
    price: Money
    deposit_percent: Money
    deposit_amount: Money
    description: str
    valid_until: date
    lock_date: date
    created_at: datetime
    # The newest quote: the only one that can be accepted.
    latest: bool


class CakePaymentOut(ReadModel):
    purpose: CakePaymentPurpose
    amount: Money
    state: CardPaymentState | None
    captured_at: datetime | None
    refunded_amount: Money


class CakeRefundOut(ReadModel):
    amount: Money
    reason: str
    created_at: datetime


class CakeChangeOut(ReadModel):
    from_status: CakeRequestStatus | None
    to_status: CakeRequestStatus | None
    message: str | None
    by_staff: bool
    at: datetime


class CakeRequestOut(ReadModel):
    id: int
    status: CakeRequestStatus
    created_at: datetime
    event_date: date
    # HH:mm on the shop's clock, as the form sent it.
    time: str
    event_moment: datetime
    delivery_method_chosen: DeliveryMethod
    pickup_location_id: int | None
    delivery_details_bean: dict
    contact_name: str
    contact_email: str
    contact_phone: str
    servings: int
    flavour: str
    filling: str
    inscription: str | None
    allergies: str | None
    budget: Money | None
    description: str | None
    product_id: int | None
    category_id: int | None
    rest_payment: RestPayment | None
    decline_reason: str | None
    order_id: int | None
    quotes: list[CakeQuoteOut]
    payments: list[CakePaymentOut]
    refunds: list[CakeRefundOut]
    changes: list[CakeChangeOut]
    photos: list[str]
    # Deposit captured (less nothing: refunds are listed on their own), and what is left to pay.
    deposit_paid: Money
    rest_due: Money


def _captured(request: CakeRequest, purpose: CakePaymentPurpose) -> Decimal:
    return money(
        sum(
            (p.captured_amount or ZERO for p in request.payments if p.purpose == purpose and p.captured_at is not None),
            ZERO,
        )
    )


def _deposit_paid(request: CakeRequest) -> Decimal:
    return _captured(request, CakePaymentPurpose.DEPOSIT)


def _rest_due(request: CakeRequest) -> Decimal:
    """The price of the quote whose deposit was paid, less what was captured of it; nothing before
    a deposit is paid, after delivery or once the request ended."""
    deposits = [p for p in request.payments if p.purpose == CakePaymentPurpose.DEPOSIT and p.captured_at is not None]
    if not deposits or request.status in _NOTHING_DUE:
        return ZERO
    price = deposits[-1].quote.price
    return max(money(price - _deposit_paid(request) - _captured(request, CakePaymentPurpose.REST)), ZERO)


class CakeSums(NamedTuple):
    """Where a request's money stands: the deposit captured, and what is left to pay."""

    deposit_paid: Decimal
    rest_due: Decimal


def sums_of(request: CakeRequest) -> CakeSums:
    """The request's payments (each with its quote) loaded."""
    return CakeSums(_deposit_paid(request), _rest_due(request))


def cake_request_view(request: CakeRequest, *, photo_url: PhotoUrl) -> CakeRequestOut:
    """The request with its quotes, changes and payments (each with its refunds and quote) loaded."""
    local = request.event_moment.astimezone(BUSINESS_ZONE)
    latest = request.quotes[-1].id if request.quotes else None
    refunds = sorted((r for p in request.payments for r in p.refunds), key=lambda r: (r.created_at, r.id))
    return CakeRequestOut(
        id=request.id,
        status=request.status,
        created_at=request.created_at,
        event_date=local.date(),
        time=f"{local:%H:%M}",
        event_moment=local,
        delivery_method_chosen=request.delivery_method,
        pickup_location_id=request.pickup_location_id,
        delivery_details_bean=request.delivery_details or {},
        contact_name=request.contact_name,
        contact_email=request.contact_email,
        contact_phone=request.contact_phone,
        servings=request.servings,
        flavour=request.flavour,
        filling=request.filling,
        inscription=request.inscription,
        allergies=request.allergies,
        budget=request.budget,
        description=request.description,
        product_id=request.product_id,
        category_id=request.category_id,
        rest_payment=request.rest_payment,
        decline_reason=request.decline_reason,
        order_id=request.order_id,
        quotes=[
            CakeQuoteOut(
                id=q.id,
                version=q.version,
                price=q.price,
                deposit_percent=q.deposit_percent,
                deposit_amount=q.deposit_amount,
                description=q.description,
                valid_until=q.valid_until,
                lock_date=q.lock_date,
                created_at=q.created_at,
                latest=q.id == latest,
            )
            for q in request.quotes
        ],
        payments=[
            CakePaymentOut(
                purpose=p.purpose,
                amount=p.amount,
                state=p.card_state,
                captured_at=p.captured_at,
                refunded_amount=p.refunded_amount,
            )
            for p in request.payments
        ],
        refunds=[CakeRefundOut(amount=r.amount, reason=r.reason, created_at=r.created_at) for r in refunds],
        changes=[
            CakeChangeOut(
                from_status=c.from_status,
                to_status=c.to_status,
                message=c.message,
                by_staff=c.changed_by_id is not None,
                at=c.changed_at,
            )
            for c in request.changes
        ],
        photos=[photo_url(request, n) for n in range(len(request.photos or []))],
        **sums_of(request)._asdict(),
    )
