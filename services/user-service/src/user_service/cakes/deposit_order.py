"""The order a custom cake becomes once its deposit is paid (a cancellation rejects it:
bakery_shared.cakes.orders).

The order is what the panel, the production list and the reports read: SCHEDULED for the event's
moment, one line (no menu product) with the cake's servings, flavour and filling, its inscription
as the line's message, priced at the quote. The money stays the request's: its deposit and rest are
card payments of their own, so the order's payment says only how the rest is collected at pickup or
delivery (cash by default; staff record the actual way when they hand the cake over)."""

from datetime import datetime
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from bakery_shared.cakes.money import rest_of
from bakery_shared.models import (
    CakeQuote,
    CakeRequest,
    DeliveryMethod,
    Order,
    OrderDeliveryDetails,
    OrderDimensionLine,
    OrderPayment,
    OrderProductLine,
    OrderStatus,
    OrderStatusChange,
    PaymentMethod,
    PickupLocation,
    RestPayment,
)
from bakery_shared.money import ro_money
from bakery_shared.payments.states import opening_state

from .repository import CakeRequestRepository

LINE_NAME = "Tort la comandă ({servings} porții) — {flavour} / {filling}"
SERVINGS = "{servings} porții"
OPENED_NOTE = "Tort la comandă: avansul a fost plătit online."
PAID_NOTE = "Tort la comandă: avans plătit {deposit}, rest {rest} ({how})."
REST_HOW = {RestPayment.AT_PICKUP: "la ridicare", RestPayment.CARD_AUTO: "se încasează automat cu cardul"}

_NAME = 40  # the order's first and last name columns


def _line_name(request: CakeRequest) -> str:
    return LINE_NAME.format(servings=request.servings, flavour=request.flavour, filling=request.filling)[:120]


def _names(request: CakeRequest) -> tuple[str, str]:
    details = request.delivery_details or {}
    first, last = details.get("firstName"), details.get("lastName")
    if not first:
        first, _, last = request.contact_name.strip().partition(" ")
    return (first or request.contact_name)[:_NAME], (last or "")[:_NAME]


def _delivery_details(request: CakeRequest) -> OrderDeliveryDetails:
    details = request.delivery_details or {}
    first, last = _names(request)
    delivered = request.delivery_method == DeliveryMethod.DELIVERY
    return OrderDeliveryDetails(
        first_name=first,
        last_name=last,
        phone_number=(details.get("phoneNumber") or request.contact_phone)[:20],
        email=(details.get("email") or request.contact_email)[:254],
        street_address=details.get("streetAddress") if delivered else None,
        street_number_address=details.get("streetNumberAddress") if delivered else None,
        building_number=details.get("buildingNumber") if delivered else None,
        apartment_number=details.get("appartmentNumber") if delivered else None,
        city=details.get("city") if delivered else None,
        postal_code=details.get("postalCode") if delivered else None,
        delivery_fee=Decimal("0.00"),
    )


async def order_for_cake(
    session: AsyncSession, request: CakeRequest, quote: CakeQuote, *, location: PickupLocation | None, now: datetime
) -> Order:
    """The request's order, SCHEDULED for its event, numbered from the shop's sequence as placed
    orders are, added and flushed (its id set), linked from the request."""
    number = await CakeRequestRepository(session).next_order_number()
    method = PaymentMethod.CASH
    # What the counter reads on the panel and the kitchen sheet beside the cake.
    paid = PAID_NOTE.format(
        deposit=ro_money(quote.deposit_amount),
        rest=ro_money(rest_of(quote.price, quote.deposit_amount)),
        how=REST_HOW[request.rest_payment or RestPayment.AT_PICKUP],
    )
    allergies = f" Alergii: {request.allergies}" if request.allergies else ""
    order = Order(
        order_number=number,
        status=OrderStatus.SCHEDULED,
        user_id=request.user_id,
        delivery_method=request.delivery_method,
        pickup_location_id=location.id if location else None,
        pickup_location_name=location.name if location else None,
        pickup_location_description=location.description if location else None,
        pickup_or_delivery_moment=request.event_moment,
        additional_information=paid + allergies,
        sub_total_price=quote.price,
        delivery_fee=Decimal("0.00"),
        total_package_cost=Decimal("0.00"),
        discount_lines=[],
        total_price=quote.price,
        created_at=now,
        updated_at=now,
    )
    line = OrderProductLine(product_id=None, product_name=_line_name(request), preferred_message=request.inscription)
    line.dimension_lines.append(
        OrderDimensionLine(
            dimension_id=None,
            dimension_value=SERVINGS.format(servings=request.servings),
            quantity=1,
            unit_price=quote.price,
            box_price=Decimal("0.00"),
        )
    )
    order.product_lines.append(line)
    order.delivery_details = _delivery_details(request)
    order.payment = OrderPayment(method=method, card_state=opening_state(method))
    order.status_history.append(
        OrderStatusChange(from_status=None, to_status=OrderStatus.SCHEDULED, changed_at=now, note=OPENED_NOTE)
    )
    session.add(order)
    await session.flush()
    request.order_id = order.id
    return order
