"""The panel's views of a request, built from the row and what was loaded with it: its list row and
the whole request, with where its money is."""

from datetime import datetime
from decimal import Decimal

from bakery_shared.cakes.money import ZERO, rest_of
from bakery_shared.clock import local_moment
from bakery_shared.models import CakePayment, CakePaymentPurpose, CakeQuote, CakeRequest, CakeRequestStatus

from .schemas import (
    CakeRequestAdminOut,
    CakeRequestRowOut,
    ChangeOut,
    DayLoadOut,
    PaymentOut,
    QuoteOut,
    RefundOut,
)

S = CakeRequestStatus
# The rest is still to be collected in these (delivered, it was; cancelled or declined, never).
REST_OPEN = frozenset({S.ACCEPTED, S.LOCKED})
# Staff only (a token in the Authorization header): the customer's reference photos are private.
PHOTO_URL = "/admin-service/cake-requests/{id}/photos/{n}"


def captured(request: CakeRequest, purpose: CakePaymentPurpose) -> CakePayment | None:
    """The request's deposit (or rest) whose card money was captured, if any."""
    return next((p for p in request.payments if p.purpose == purpose and p.captured_at is not None), None)


def paid_quote(request: CakeRequest) -> CakeQuote | None:
    """The quote whose deposit was paid: the price the cake is made for."""
    deposit = captured(request, CakePaymentPurpose.DEPOSIT)
    if deposit is None:
        return None
    return next((q for q in request.quotes if q.id == deposit.quote_id), None)


def deposit_paid(request: CakeRequest) -> Decimal:
    deposit = captured(request, CakePaymentPurpose.DEPOSIT)
    return (deposit.captured_amount or ZERO) if deposit is not None else ZERO


def rest_due(request: CakeRequest) -> Decimal:
    """What is still to be collected: the paid quote's price less the deposit and any rest already
    charged online; nothing once the request is delivered or ended."""
    quote = paid_quote(request)
    if quote is None or request.status not in REST_OPEN:
        return ZERO
    rest = captured(request, CakePaymentPurpose.REST)
    charged = (rest.captured_amount or ZERO) if rest is not None else ZERO
    return max(ZERO, rest_of(quote.price, deposit_paid(request)) - charged)


def _sums(request: CakeRequest) -> dict:
    due = rest_due(request)
    return {
        "deposit_paid": deposit_paid(request),
        "rest_due": due,
        # The automatic charge failed and the rest is still owed: the panel flags "rest neîncasat".
        "rest_unpaid": request.rest_unpaid_at is not None and due > 0,
    }


def waiting_since_of(request: CakeRequest) -> datetime:
    """When the request last began to wait for a quote: made, or sent back by a change asked."""
    return max((c.changed_at for c in request.changes if c.to_status == S.REQUESTED), default=request.created_at)


def row_out(request: CakeRequest, since: datetime) -> CakeRequestRowOut:
    moment = local_moment(request.event_moment)
    latest = request.quotes[-1] if request.quotes else None
    return CakeRequestRowOut(
        id=request.id,
        status=request.status,
        event_date=moment.date(),
        time=moment.strftime("%H:%M"),
        delivery_method=request.delivery_method,
        servings=request.servings,
        flavour=request.flavour,
        contact_name=request.contact_name,
        created_at=request.created_at,
        waiting_since=since if request.status == S.REQUESTED else None,
        latest_quote_price=latest.price if latest is not None else None,
        **_sums(request),
    )


def photo_urls(request: CakeRequest) -> list[str]:
    return [PHOTO_URL.format(id=request.id, n=n) for n in range(1, len(request.photos or []) + 1)]


def admin_out(
    request: CakeRequest, *, since: datetime, day_load: DayLoadOut, pickup_location_name: str | None
) -> CakeRequestAdminOut:
    row = row_out(request, since)
    return CakeRequestAdminOut(
        **row.model_dump(),
        event_moment=local_moment(request.event_moment),
        pickup_location_id=request.pickup_location_id,
        pickup_location_name=pickup_location_name,
        delivery_details=request.delivery_details or {},
        contact_email=request.contact_email,
        contact_phone=request.contact_phone,
        user_id=request.user_id,
        filling=request.filling,
        inscription=request.inscription,
        allergies=request.allergies,
        budget=request.budget,
        description=request.description,
        photos=photo_urls(request),
        rest_payment=request.rest_payment,
        rest_paid_with=request.rest_paid_with,
        decline_reason=request.decline_reason,
        order_id=request.order_id,
        order_number=request.order.order_number if request.order is not None else None,
        quotes=[QuoteOut.model_validate(q) for q in request.quotes],
        payments=[
            PaymentOut(
                purpose=p.purpose,
                amount=p.amount,
                state=p.card_state,
                captured_at=p.captured_at,
                refunded_amount=p.refunded_amount,
            )
            for p in request.payments
        ],
        refunds=sorted((RefundOut.model_validate(r) for p in request.payments for r in p.refunds), key=lambda r: r.created_at),
        changes=[
            ChangeOut(
                from_status=c.from_status,
                to_status=c.to_status,
                message=c.message,
                by_staff=c.changed_by_id is not None,
                at=c.changed_at,
            )
            for c in request.changes
        ],
        day_load=day_load,
    )
