"""The panel's views of a request, built from the row and what was loaded with it: its list row and
the whole request, with where its money is."""

from datetime import datetime
from decimal import Decimal

from bakery_shared.cakes.views import cake_request_view, sums_of
from bakery_shared.clock import local_moment
from bakery_shared.models import CakeRequest, CakeRequestStatus

from .schemas import CakeRequestAdminOut, CakeRequestRowOut, DayLoadOut

S = CakeRequestStatus
# Staff only (a token in the Authorization header): the customer's reference photos are private.
PHOTO_URL = "/admin-service/cake-requests/{id}/photos/{n}"


def rest_due(request: CakeRequest) -> Decimal:
    return sums_of(request).rest_due


def _sums(request: CakeRequest) -> dict:
    sums = sums_of(request)
    return {
        **sums._asdict(),
        # The automatic charge failed and the rest is still owed: the panel flags "rest neîncasat".
        "rest_unpaid": request.rest_unpaid_at is not None and sums.rest_due > 0,
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
        delivery_method_chosen=request.delivery_method,
        servings=request.servings,
        flavour=request.flavour,
        contact_name=request.contact_name,
        created_at=request.created_at,
        waiting_since=since if request.status == S.REQUESTED else None,
        latest_quote_price=latest.price if latest is not None else None,
        **_sums(request),
    )


def photo_url(request: CakeRequest, n: int) -> str:
    """Photo `n` (from 0) of the request, as the staff's call serves it (counted from 1)."""
    return PHOTO_URL.format(id=request.id, n=n + 1)


def photo_urls(request: CakeRequest) -> list[str]:
    return [photo_url(request, n) for n in range(len(request.photos or []))]


def admin_out(
    request: CakeRequest, *, since: datetime, day_load: DayLoadOut, pickup_location_name: str | None
) -> CakeRequestAdminOut:
    """The request as its customer reads it, with what only the staff need beside it."""
    latest = request.quotes[-1] if request.quotes else None
    return CakeRequestAdminOut(
        **cake_request_view(request, photo_url=photo_url).model_dump(),
        rest_unpaid=request.rest_unpaid_at is not None and rest_due(request) > 0,
        waiting_since=since if request.status == S.REQUESTED else None,
        latest_quote_price=latest.price if latest is not None else None,
        pickup_location_name=pickup_location_name,
        user_id=request.user_id,
        rest_paid_with=request.rest_paid_with,
        order_number=request.order.order_number if request.order is not None else None,
        day_load=day_load,
    )
