"""The last stage: the order written with its number, its event for the staff panels (sent after
the commit) and its mails, and the promotions it used recorded against it.

An order paid online by card is written awaiting payment instead: it holds its stock and capacity
until `hold_until`, and says nothing to the staff or the customer yet; its event and mails go out
when the card is authorized (user_service.payments), by the same step (`orders.placed`)."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from bakery_shared.db import after_commit
from bakery_shared.models import DeliveryMethod, OrderStatus
from bakery_shared.payments.states import opening_state

from ...business.zones import postal_code_digits
from ..metrics import order_placed
from ..notifications import new_order_event, token_hash
from ..placed import announce_placed_order, opening_status
from ..repository import ORDER_NUMBER
from ..schemas import PlaceOrderIn
from .idempotency import follow_token, online_follow_token
from .reserving import ReservedOrder
from .rows import DeliveryDetailsRow, NewOrder, PaymentRow
from .shop import Shop


@dataclass(frozen=True)
class SavedOrder:
    order: NewOrder
    token: str  # the follow link's secret


async def save(shop: Shop, reserved: ReservedOrder) -> SavedOrder:
    cart = reserved.cart
    token = follow_token(shop.settings.jwt_secret, cart.key)
    order = new_order(reserved, token, shop.clock.now(), hold=timedelta(minutes=shop.settings.payment_hold_minutes))
    if order.status == OrderStatus.AWAITING_PAYMENT:
        token = await write_unannounced(shop, order, token)
    else:
        await write_announced(shop, order, token, reserved.business_email)
    if cart.user_id is not None and order.invoice_details is not None:
        # Offered again at the next checkout; a guest's order costs no statement for it.
        await shop.orders.remember_invoice_details(cart.user_id, order.invoice_details)
    after_commit(shop.session, count_placed(order.delivery_method))
    discounts = reserved.discounts
    if discounts.applied:
        reserved.promotions.record(discounts, order.id, cart.email, cart.user_id)
        await shop.session.flush()
    return SavedOrder(order, token)


async def write_announced(shop: Shop, order: NewOrder, token: str, business_email: str | None) -> None:
    """The order whole, its event and its mails in one statement, which numbers it: the event's
    payload and the mails' text get the number there (`ORDER_NUMBER` stands for it until then)."""
    order.order_number = ORDER_NUMBER
    announced = await announce_placed_order(shop, order, business_email, token)
    await shop.orders.write(order, announced.event, *announced.mails)
    announced.event.payload = new_order_event(order)  # as written: with the order's number and id


async def write_unannounced(shop: Shop, order: NewOrder, token: str) -> str:
    """An order awaiting its card: no event, no mail, nobody hears of it before the card is
    authorized. Answers the follow link's secret."""
    await shop.orders.write(order)
    if order.idempotency_key is not None:
        return token
    # Its receipt is mailed later, by whoever learns of the authorization: the link must be
    # derivable then, from the order's number, which the statement gives it: its hash is
    # written by a second statement.
    token = online_follow_token(shop.settings.jwt_secret, order.order_number)
    order.guest_access_token_hash = token_hash(token)
    await shop.orders.set_follow_hash(order.id, order.guest_access_token_hash)
    return token


def count_placed(method: DeliveryMethod):
    async def count() -> None:
        order_placed(method.value)

    return count


def new_order(reserved: ReservedOrder, token: str, now: datetime, *, hold: timedelta = timedelta(0)) -> NewOrder:
    cart, bill, priced = reserved.cart, reserved.bill, reserved.priced
    data, location = cart.data, reserved.location
    online = cart.online
    opens_as = opening_status(pre_order=priced.pre_order, scheduled_moment=reserved.moment)
    return NewOrder(
        status=OrderStatus.AWAITING_PAYMENT if online else opens_as,
        user_id=cart.user_id,
        guest_access_token_hash=token_hash(token),
        delivery_method=data.deliveryMethodChosen,
        pickup_location_id=location.id if location else None,
        pickup_location_name=location.name if location else None,
        pickup_location_description=location.description if location else None,
        pickup_or_delivery_moment=reserved.moment,
        additional_information=data.additionalInformation,
        sub_total_price=bill.subtotal,
        delivery_fee=bill.delivery_fee,
        total_package_cost=bill.package,
        coupon=reserved.discounts.coupon_code,
        updated_price_after_coupon=bill.after_coupon,
        total_price=bill.total,
        idempotency_key=cart.key,
        idempotency_fingerprint=cart.fingerprint if cart.key else None,
        created_at=now,
        updated_at=now,
        product_lines=priced.product_lines,
        promotion_lines=priced.promotion_lines,
        delivery_details=delivery_details(data, bill.delivery_fee),
        payment=PaymentRow(
            method=data.orderPaymentOptions,
            cash_amount=bill.cash,
            card_amount=bill.card,
            card_state=opening_state(data.orderPaymentOptions),
            hold_until=now + hold if online else None,
        ),
        discount_lines=reserved.discounts.lines(),
        invoice_details=data.invoiceDetails.stored() if data.invoiceDetails is not None else None,
    )


def delivery_details(data: PlaceOrderIn, delivery_fee: Decimal) -> DeliveryDetailsRow:
    """Who receives the order; the address only for a delivery."""
    details = data.deliveryDetailsBean
    is_delivery = data.deliveryMethodChosen == DeliveryMethod.DELIVERY
    return DeliveryDetailsRow(
        first_name=details.firstName,
        last_name=details.lastName,
        phone_number=details.phoneNumber,
        email=details.email,
        street_address=details.streetAddress if is_delivery else None,
        street_number_address=details.streetNumberAddress if is_delivery else None,
        building_number=details.buildingNumber if is_delivery else None,
        apartment_number=details.appartmentNumber if is_delivery else None,
        city=details.city if is_delivery else None,
        postal_code=(postal_code_digits(details.postalCode) or None) if is_delivery else None,
        delivery_fee=delivery_fee,
    )
