"""The order's detail (docs/contracts/ordering.md), the same for the staff and the customer."""

from datetime import datetime

from pydantic import BaseModel

from ..models import CardPaymentState, DeliveryMethod, OrderStatus, PaymentMethod
from ..money import Money
from ..schemas import ReadModel


class DimensionOrderOut(BaseModel):
    quantity: int
    value: str
    price: Money
    boxPrice: Money


class ExtraOut(ReadModel):
    name: str
    price: Money


class ProductInformationOut(BaseModel):
    productId: int | None
    name: str
    dimensionOrders: list[DimensionOrderOut]
    extraIngredientsBeanList: list[ExtraOut]
    preferredMessage: str | None


class PromotionChoiceOut(BaseModel):
    productName: str
    dimensionName: str
    productPrice: Money
    packagePrice: Money
    isFreeProduct: bool
    label: str | None


class OrderPromotionOut(BaseModel):
    promotionId: int | None
    promotionName: str
    quantity: int
    promotionTotal: Money
    productBeans: list[PromotionChoiceOut]


class DeliveryDetailsOut(BaseModel):
    firstName: str
    lastName: str
    phoneNumber: str
    email: str
    deliveryMethod: DeliveryMethod
    streetAddress: str | None
    streetNumberAddress: str | None
    buildingNumber: str | None
    appartmentNumber: str | None
    city: str | None
    postalCode: str | None = None
    deliveryFee: Money


class PickupLocationOut(BaseModel):
    name: str | None
    description: str | None


class DiscountLineOut(BaseModel):
    """One promotion's discount on the order, by name."""

    promotionId: int | None
    promotionName: str
    amount: Money


class StatusChangeOut(BaseModel):
    fromStatus: OrderStatus | None
    toStatus: OrderStatus
    changedBy: int | None
    changedByName: str | None
    changedAt: datetime
    note: str | None


class CardRefundOut(BaseModel):
    amount: Money
    reason: str
    createdAt: datetime


class CardPaymentOut(BaseModel):
    """Where the money of an online card payment is, in the shop's words too."""

    state: CardPaymentState
    stateLabel: str
    # What the card was asked for (the order's total).
    amount: Money
    capturedAmount: Money | None
    refundedAmount: Money
    # Until when an order awaiting payment holds its stock and capacity.
    holdUntil: datetime | None
    # The card's last refusal, in Romanian.
    declineMessage: str | None
    refunds: list[CardRefundOut]


class OrderDetailOut(BaseModel):
    id: int
    orderNumber: str
    status: OrderStatus
    orderStatus: OrderStatus
    orderDate: list[int]
    firstName: str
    lastName: str
    phoneNumber: str
    email: str
    productInformationList: list[ProductInformationOut]
    orderPromotionDetails: list[OrderPromotionOut]
    deliveryMethodChosen: DeliveryMethod
    deliveryDetailsBean: DeliveryDetailsOut
    pickupLocationBean: PickupLocationOut | None
    pickupOrDeliveryMoment: datetime | None
    additionalInformation: str | None
    manuallySetPackageCost: Money | None
    totalPackageCost: Money
    subTotalPrice: Money
    deliveryFee: Money
    discount: Money
    discounts: list[DiscountLineOut] = []
    coupon: str | None
    updatedPriceAfterCoupon: Money | None
    totalPrice: Money
    orderPaymentOptions: PaymentMethod
    cashAmount: Money | None
    cardAmount: Money | None
    orderTimeToPrepare: str | None
    rejectionReason: str | None
    statusHistory: list[StatusChangeOut]
    # Only for orders paid online by card (orderPaymentOptions ONLINE).
    cardPayment: CardPaymentOut | None = None
