"""The last stage: the order written with its number, its event for the staff panels (sent after
the commit) and its mails, and the promotions it used recorded against it.

An order paid online by card is written awaiting payment instead: it holds its stock and capacity
until `hold_until`, and says nothing to the staff or the customer yet; its event and mails go out
when the card is authorized (user_service.payments)."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from bakery_shared.db import after_commit
from bakery_shared.models import DeliveryMethod, OrderStatus, PaymentMethod
from bakery_shared.payments.states import opening_state

from ...payments.settling import opening_status
from ..metrics import order_placed
from ..notifications import follow_url, new_order_event, token_hash
from ..repository import ORDER_NUMBER
from ..schemas import PlaceOrderIn
from ..zones import postal_code_digits
from .idempotency import follow_token, online_follow_token
from .notifications import mail_about_placed_order
from .reserving import ReservedOrder
from .rows import DeliveryDetailsRow, NewOrder, PaymentRow
from .shop import Shop


@dataclass(frozen=True)
class SavedOrder:
    order: NewOrder
    token: str  # the follow link's secret


async def save(shop: Shop, reserved: ReservedOrder) -> SavedOrder:
    discounted = reserved.discounted
    checked = discounted.checked
    cart = checked.cart
    token = follow_token(shop.settings.jwt_secret, cart.key)
    order = new_order(reserved, token, shop.clock.now(), hold=timedelta(minutes=shop.settings.payment_hold_minutes))
    if order.status == OrderStatus.AWAITING_PAYMENT:
        return await save_awaiting_payment(shop, reserved, order, token)
    # The order whole, its event and its mails in one statement, which numbers it: the event's
    # payload and the mails' text get the number there (`ORDER_NUMBER` stands for it until then).
    # (At most two mails: the receipt, and the alert when no panel is open.)
    order.order_number = ORDER_NUMBER
    mails = await mail_about_placed_order(shop, order, follow_url(ORDER_NUMBER, token), checked.setup.email)
    event = shop.events.emit(shop.session, new_order_event(order))
    after_commit(shop.session, count_placed(order.delivery_method))
    await shop.orders.write(order, event, *mails)
    event.payload = new_order_event(order)  # as written: with the order's number and id
    discounts = discounted.discounts
    if discounts.applied:
        discounted.lines.promotions.record(discounts, order.id, cart.data.deliveryDetailsBean.email, cart.user_id)
        await shop.session.flush()
    return SavedOrder(order, token)


async def save_awaiting_payment(shop: Shop, reserved: ReservedOrder, order: NewOrder, token: str) -> SavedOrder:
    """No event, no mail: nobody hears of the order before its card is authorized."""
    discounted = reserved.discounted
    cart = discounted.checked.cart
    if cart.key is None:
        # Its receipt is mailed later, by whoever learns of the authorization: the link must be
        # derivable then, from the order's number, which the statement gives it: its hash is
        # written by a second statement.
        await shop.orders.write(order)
        token = online_follow_token(shop.settings.jwt_secret, order.order_number)
        order.guest_access_token_hash = token_hash(token)
        await shop.orders.set_follow_hash(order.id, order.guest_access_token_hash)
    else:
        await shop.orders.write(order)
    after_commit(shop.session, count_placed(order.delivery_method))
    discounts = discounted.discounts
    if discounts.applied:
        discounted.lines.promotions.record(discounts, order.id, cart.data.deliveryDetailsBean.email, cart.user_id)
        await shop.session.flush()
    return SavedOrder(order, token)


def count_placed(method: DeliveryMethod):
    async def count() -> None:
        order_placed(method.value)

    return count


def new_order(reserved: ReservedOrder, token: str, now: datetime, *, hold: timedelta = timedelta(0)) -> NewOrder:
    discounted = reserved.discounted
    planned, bill, priced = discounted.planned, discounted.bill, discounted.lines.priced
    cart = discounted.checked.cart
    data, location = cart.data, planned.location
    online = data.orderPaymentOptions == PaymentMethod.ONLINE
    opens_as = opening_status(pre_order=priced.pre_order, scheduled_moment=planned.moment)
    return NewOrder(
        status=OrderStatus.AWAITING_PAYMENT if online else opens_as,
        user_id=cart.user_id,
        guest_access_token_hash=token_hash(token),
        delivery_method=data.deliveryMethodChosen,
        pickup_location_id=location.id if location else None,
        pickup_location_name=location.name if location else None,
        pickup_location_description=location.description if location else None,
        pickup_or_delivery_moment=planned.moment,
        additional_information=data.additionalInformation,
        sub_total_price=bill.subtotal,
        delivery_fee=bill.delivery_fee,
        total_package_cost=bill.package,
        coupon=discounted.discounts.coupon_code,
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
        discount_lines=discounted.discounts.lines(),
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
