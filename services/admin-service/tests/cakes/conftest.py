"""Custom cake requests as the customer's side leaves them in the database: waiting for a quote,
quoted, paid (with the order the deposit made), each with its recorded changes."""

from datetime import date, datetime, time, timedelta
from decimal import Decimal
import secrets
from typing import Any

import pytest
from sqlalchemy import select

from admin_service.cakes.deposits import deposit_of
from bakery_devtools.testing.orders import BUCHAREST, make_pickup_location
from bakery_devtools.testing.plugin import current_clock
from bakery_shared.cakes import states
from bakery_shared.cakes.money import rest_of
from bakery_shared.models import (
    CakePayment,
    CakePaymentPurpose,
    CakeQuote,
    CakeRequest,
    CakeRequestStatus,
    CardPaymentState,
    DeliveryMethod,
    Order,
    OrderDeliveryDetails,
    OrderDimensionLine,
    OrderPayment,
    OrderProductLine,
    OrderStatus,
    OutboxEvent,
    PaymentMethod,
)

S = CakeRequestStatus
GUEST_EMAIL = "ioana@example.ro"


def today() -> date:
    return current_clock().today()


def event_at(days: int, hour: int = 15) -> datetime:
    """The event `days` business days from today, at `hour` in Sibiu."""
    return datetime.combine(today() + timedelta(days=days), time(hour, 0), tzinfo=BUCHAREST)


@pytest.fixture
async def location(db_session):
    return await make_pickup_location(db_session)


@pytest.fixture
def make_request(db_session, location):
    """A request waiting for a quote, made `made_ago` before now."""

    async def make(
        days: int = 10,
        hour: int = 15,
        *,
        made_ago: timedelta = timedelta(0),
        email: str = GUEST_EMAIL,
        **fields: Any,
    ) -> CakeRequest:
        made = current_clock().now() - made_ago
        values: dict[str, Any] = {
            "follow_key_hash": secrets.token_hex(32),
            "event_moment": event_at(days, hour),
            "delivery_method": DeliveryMethod.PICKUP,
            "pickup_location_id": location.id,
            "delivery_details": {},
            "contact_name": "Ioana Pop",
            "contact_email": email,
            "contact_phone": "0722 123 456",
            "servings": 12,
            "flavour": "Ciocolată",
            "filling": "Ganache de ciocolată",
            "inscription": "La mulți ani, Ana!",
            "allergies": "Fără nuci",
            "photos": [],
            "created_at": made,
            "updated_at": made,
        }
        request = CakeRequest(**{**values, **fields})
        states.move(request, states.S.REQUESTED, at=made)
        db_session.add(request)
        await db_session.flush()
        return request

    return make


async def add_quote(
    db_session,
    request: CakeRequest,
    price: str = "400.00",
    percent: str = "30.00",
    *,
    valid_until: date | None = None,
    lock_date: date | None = None,
) -> CakeQuote:
    """The bakery's quote, as the staff's step leaves it."""
    now = current_clock().now()
    event_day = request.event_moment.astimezone(BUCHAREST).date()
    version = max((q.version for q in await _quotes(db_session, request)), default=0) + 1
    quote = CakeQuote(
        request_id=request.id,
        version=version,
        price=Decimal(price),
        deposit_percent=Decimal(percent),
        deposit_amount=deposit_of(Decimal(price), Decimal(percent)),
        description="Tort etajat cu figurine",
        valid_until=valid_until or today() + timedelta(days=5),
        lock_date=lock_date or event_day - timedelta(days=3),
        created_at=now,
    )
    db_session.add(quote)
    states.move(request, S.QUOTED, at=now)
    await db_session.flush()
    return quote


async def _quotes(db_session, request: CakeRequest) -> list[CakeQuote]:
    return list(await db_session.scalars(select(CakeQuote).where(CakeQuote.request_id == request.id)))


async def pay_deposit(db_session, request: CakeRequest, quote: CakeQuote, *, with_order: bool = True) -> Order | None:
    """The deposit captured: the request accepted and, with `with_order`, the cake's order made."""
    now = current_clock().now()
    db_session.add(
        CakePayment(
            request_id=request.id,
            purpose=CakePaymentPurpose.DEPOSIT,
            quote_id=quote.id,
            amount=quote.deposit_amount,
            card_state=CardPaymentState.CAPTURED,
            authorized_at=now,
            captured_at=now,
            captured_amount=quote.deposit_amount,
        )
    )
    states.move(request, S.ACCEPTED, at=now)
    order = await make_cake_order(db_session, request, quote) if with_order else None
    await db_session.flush()
    return order


async def pay_rest_online(db_session, request: CakeRequest, quote: CakeQuote) -> None:
    now = current_clock().now()
    rest = rest_of(quote.price, quote.deposit_amount)
    db_session.add(
        CakePayment(
            request_id=request.id,
            purpose=CakePaymentPurpose.REST,
            quote_id=quote.id,
            amount=rest,
            card_state=CardPaymentState.CAPTURED,
            authorized_at=now,
            captured_at=now,
            captured_amount=rest,
        )
    )
    await db_session.flush()


async def make_cake_order(db_session, request: CakeRequest, quote: CakeQuote) -> Order:
    """The SCHEDULED order a paid deposit makes: one cake line, no product behind it."""
    line = OrderProductLine(
        product_name=f"Tort la comandă ({request.servings} porții) — {request.flavour} / {request.filling}",
        dimension_lines=[OrderDimensionLine(dimension_value=f"{request.servings} porții", quantity=1, unit_price=quote.price)],
    )
    order = Order(
        order_number=f"T{secrets.randbelow(10**9)}",
        status=OrderStatus.SCHEDULED,
        user_id=request.user_id,
        delivery_method=request.delivery_method,
        pickup_location_id=request.pickup_location_id,
        pickup_or_delivery_moment=request.event_moment,
        sub_total_price=quote.price,
        total_price=quote.price,
        product_lines=[line],
        delivery_details=OrderDeliveryDetails(
            first_name="Ioana", last_name="Pop", phone_number=request.contact_phone, email=request.contact_email
        ),
        payment=OrderPayment(method=PaymentMethod.CASH),
    )
    db_session.add(order)
    await db_session.flush()
    request.order_id = order.id
    await db_session.flush()
    return order


async def fresh(db_session, request: CakeRequest) -> CakeRequest:
    """The request as the database has it now (the app wrote it in its own session)."""
    found = await db_session.scalar(
        select(CakeRequest).where(CakeRequest.id == request.id).execution_options(populate_existing=True)
    )
    assert found is not None
    return found


async def cake_events(db_session, request_id: int) -> list[str]:
    """The statuses the panels were told of for this request, oldest first."""
    rows = await db_session.scalars(select(OutboxEvent).order_by(OutboxEvent.id))
    return [e.payload["status"] for e in rows if e.payload.get("type") == "CAKE_REQUEST" and e.payload.get("id") == request_id]


QUOTE = {
    "price": "400.00",
    "depositPercent": None,
    "description": "Tort cu trei etaje și figurine",
    "validUntil": None,
    "lockDate": None,
}
