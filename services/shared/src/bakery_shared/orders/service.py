"""The order's detail as the panels and the customer read it (both services)."""

from sqlalchemy.ext.asyncio import AsyncSession

from ..clock import BUSINESS_ZONE
from ..models import Order, OrderPayment, OrderStatusChange, PaymentMethod
from ..payments.messages import STATE_NAMES
from .fields import discount_lines_out, discount_of, order_date, time_to_prepare
from .repository import OrderRepository
from .schemas import (
    CardPaymentOut,
    CardRefundOut,
    DeliveryDetailsOut,
    DimensionOrderOut,
    ExtraOut,
    OrderDetailOut,
    OrderPromotionOut,
    PickupLocationOut,
    ProductInformationOut,
    PromotionChoiceOut,
    StatusChangeOut,
)


def _history(changes: list[OrderStatusChange], names: dict[int, str]) -> list[StatusChangeOut]:
    ordered = sorted(changes, key=lambda c: (c.changed_at, c.id))
    return [
        StatusChangeOut(
            fromStatus=c.from_status,
            toStatus=c.to_status,
            changedBy=c.changed_by_id,
            changedByName=names.get(c.changed_by_id) if c.changed_by_id else None,
            changedAt=c.changed_at.astimezone(BUSINESS_ZONE),
            note=c.note,
        )
        for c in ordered
    ]


def card_payment_out(order: Order, payment: OrderPayment) -> CardPaymentOut | None:
    """The online card payment's state; None for the other payment methods."""
    if payment.method != PaymentMethod.ONLINE or payment.card_state is None:
        return None
    return CardPaymentOut(
        state=payment.card_state,
        stateLabel=STATE_NAMES[payment.card_state],
        amount=order.total_price,
        capturedAmount=payment.captured_amount,
        refundedAmount=payment.refunded_amount,
        holdUntil=payment.hold_until.astimezone(BUSINESS_ZONE) if payment.hold_until else None,
        declineMessage=payment.decline_message,
        refunds=[
            CardRefundOut(amount=r.amount, reason=r.reason, createdAt=r.created_at.astimezone(BUSINESS_ZONE))
            for r in payment.refunds
        ],
    )


async def order_detail(session: AsyncSession, order: Order) -> OrderDetailOut:
    names = await OrderRepository(session).staff_names({c.changed_by_id for c in order.status_history if c.changed_by_id})
    return build_detail(order, names)


def build_detail(order: Order, names: dict[int, str] | None = None) -> OrderDetailOut:
    details = order.delivery_details
    assert details is not None and order.payment is not None
    products = [
        ProductInformationOut(
            productId=line.product_id,
            name=line.product_name,
            dimensionOrders=[
                DimensionOrderOut(quantity=d.quantity, value=d.dimension_value, price=d.unit_price, boxPrice=d.box_price)
                for d in line.dimension_lines
            ],
            extraIngredientsBeanList=[ExtraOut.model_validate(e) for e in line.extras],
            preferredMessage=line.preferred_message,
        )
        for line in order.product_lines
    ]
    promotions = [
        OrderPromotionOut(
            promotionId=line.promotion_id,
            promotionName=line.promotion_name,
            quantity=line.quantity,
            promotionTotal=line.promotion_total,
            productBeans=[
                PromotionChoiceOut(
                    productName=c.product_name,
                    dimensionName=c.dimension_name,
                    productPrice=c.product_price,
                    packagePrice=c.package_price,
                    isFreeProduct=c.is_free_product,
                    label=c.label,
                )
                for c in line.choices
            ],
        )
        for line in order.promotion_lines
    ]
    pickup = (
        PickupLocationOut(name=order.pickup_location_name, description=order.pickup_location_description)
        if order.pickup_location_name
        else None
    )
    return OrderDetailOut(
        id=order.id,
        orderNumber=order.order_number,
        status=order.status,
        orderStatus=order.status,
        orderDate=order_date(order.created_at),
        firstName=details.first_name,
        lastName=details.last_name,
        phoneNumber=details.phone_number,
        email=details.email,
        productInformationList=products,
        orderPromotionDetails=promotions,
        deliveryMethodChosen=order.delivery_method,
        deliveryDetailsBean=DeliveryDetailsOut(
            firstName=details.first_name,
            lastName=details.last_name,
            phoneNumber=details.phone_number,
            email=details.email,
            deliveryMethod=order.delivery_method,
            streetAddress=details.street_address,
            streetNumberAddress=details.street_number_address,
            buildingNumber=details.building_number,
            appartmentNumber=details.apartment_number,
            city=details.city,
            postalCode=details.postal_code,
            deliveryFee=details.delivery_fee,
        ),
        pickupLocationBean=pickup,
        pickupOrDeliveryMoment=order.pickup_or_delivery_moment,
        additionalInformation=order.additional_information,
        manuallySetPackageCost=order.manually_set_package_cost,
        totalPackageCost=order.total_package_cost,
        subTotalPrice=order.sub_total_price,
        deliveryFee=order.delivery_fee,
        discount=discount_of(order),
        discounts=discount_lines_out(order),
        coupon=order.coupon,
        updatedPriceAfterCoupon=order.updated_price_after_coupon,
        totalPrice=order.total_price,
        orderPaymentOptions=order.payment.method,
        cashAmount=order.payment.cash_amount,
        cardAmount=order.payment.card_amount,
        orderTimeToPrepare=time_to_prepare(order),
        rejectionReason=order.rejection_reason,
        statusHistory=_history(list(order.status_history), names or {}),
        cardPayment=card_payment_out(order, order.payment),
    )
