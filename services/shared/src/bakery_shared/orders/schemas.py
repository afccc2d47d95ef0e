"""The ordering JSON shapes (docs/contracts/ordering.md): what the checkout sends, what comes back."""

from datetime import datetime
from decimal import Decimal
import re
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from ..accounts.rules import normalize_email
from ..catalog.schemas import Money
from ..errors import rule_error
from ..models import DeliveryMethod, OrderStatus, PaymentMethod
from . import messages as m


def _required(message: str, max_length: int):
    def check(value: Any) -> str:
        if not isinstance(value, str) or not value.strip():
            raise rule_error(message)
        if len(value.strip()) > max_length:
            raise rule_error(m.TEXT_TOO_LONG)
        return value.strip()

    return check


def _optional(max_length: int):
    def check(value: Any) -> str | None:
        if value is None:
            return None
        if not isinstance(value, str):
            value = str(value)
        value = value.strip()
        if len(value) > max_length:
            raise rule_error(m.TEXT_TOO_LONG)
        return value or None

    return check


def _phone(value: Any) -> str:
    digits = re.sub(r"[\s.\-()]", "", value) if isinstance(value, str) else ""
    digits = re.sub(r"^(\+40|0040)", "0", digits)
    if not re.fullmatch(r"0\d{9}", digits):
        raise rule_error(m.PHONE_INVALID)
    return digits


def _email(value: Any) -> str:
    try:
        return normalize_email(value)
    except Exception:
        raise rule_error(m.EMAIL_INVALID) from None


def _amount(value: Any) -> Decimal | None:
    if value is None or value == "":
        return None
    try:
        amount = Decimal(str(value).strip().replace(",", "."))
    except Exception:
        raise rule_error(m.PAYMENT_AMOUNT) from None
    if not amount.is_finite() or amount < 0:
        raise rule_error(m.PAYMENT_AMOUNT)
    return amount


OptionalText = lambda n: Annotated[str | None, BeforeValidator(_optional(n))]  # noqa: E731
Amount = Annotated[Decimal | None, BeforeValidator(_amount)]


class PromotionChoiceIn(BaseModel):
    productId: int
    dimensionId: int


class CartLineIn(BaseModel):
    """A product line (`id`, `dimensionId`) or a promotion line (`promotionId`, `productBeans`).
    Anything else the cart keeps (names, prices, totals) is ignored: the server prices."""

    model_config = ConfigDict(extra="ignore")

    id: int | None = None
    dimensionId: int | None = None
    quantity: int = Field(default=1, ge=1, le=1000)
    extraIngredients: list[Any] = Field(default_factory=list)
    preferredMessage: Annotated[str | None, BeforeValidator(_optional(500))] = None
    promotionId: int | None = None
    productBeans: list[PromotionChoiceIn] = Field(default_factory=list)

    @property
    def is_promotion(self) -> bool:
        return self.promotionId is not None

    def extra_names(self) -> list[str]:
        """Names, whether the cart sent `"Nuci"` or `{"name": "Nuci", ...}`."""
        names = []
        for extra in self.extraIngredients:
            name = extra.get("name") if isinstance(extra, dict) else extra
            if isinstance(name, str) and name.strip():
                names.append(name.strip())
        return names


class DeliveryDetailsIn(BaseModel):
    model_config = ConfigDict(extra="ignore", validate_default=True)

    firstName: Annotated[str, BeforeValidator(_required(m.FIRST_NAME_REQUIRED, 40))] = ""
    lastName: Annotated[str, BeforeValidator(_required(m.LAST_NAME_REQUIRED, 40))] = ""
    phoneNumber: Annotated[str, BeforeValidator(_phone)] = ""
    email: Annotated[str, BeforeValidator(_email)] = ""
    streetAddress: Annotated[str | None, BeforeValidator(_optional(200))] = None
    streetNumberAddress: Annotated[str | None, BeforeValidator(_optional(20))] = None
    buildingNumber: Annotated[str | None, BeforeValidator(_optional(20))] = None
    appartmentNumber: Annotated[str | None, BeforeValidator(_optional(20))] = None
    city: Annotated[str | None, BeforeValidator(_optional(80))] = None


class PlaceOrderIn(BaseModel):
    model_config = ConfigDict(extra="ignore")

    items: list[CartLineIn] = Field(default_factory=list)
    deliveryMethodChosen: DeliveryMethod
    deliveryDetailsBean: DeliveryDetailsIn
    pickupLocationId: int | None = None
    pickupOrDeliveryMoment: datetime | None = None
    orderPaymentOptions: PaymentMethod
    cashAmount: Amount = None
    cardAmount: Amount = None
    coupon: Annotated[str | None, BeforeValidator(_optional(40))] = None
    additionalInformation: Annotated[str | None, BeforeValidator(_optional(1000))] = None


class PlacedOrderOut(BaseModel):
    id: int
    orderNumber: str
    status: OrderStatus
    subTotalPrice: Money
    totalPackageCost: Money
    deliveryFee: Money
    discount: Money
    totalPrice: Money
    followToken: str
    followUrl: str


# --- the lifecycle -----------------------------------------------------------------------------

PREP_CHOICES = {"min": {10, 15, 20, 25, 30, 35, 40, 45, 50, 60}, "h": {2, 3, 4}, "z": {1, 2, 3, 4, 5}}
_MISSING = "\x00missing"
_PREP = re.compile(r"\s*(\d{1,3})\s*(min|h|z)\s*")


def parse_prep_time(value: Any) -> tuple[int, str] | None:
    """'20 min' -> (20, 'min'); None (N/A) stays None; raises the Romanian rule otherwise."""
    if value == _MISSING:
        raise rule_error(m.PREP_TIME_REQUIRED)
    if value is None:
        return None
    match = _PREP.fullmatch(value) if isinstance(value, str) else None
    if match is None or int(match.group(1)) not in PREP_CHOICES[match.group(2)]:
        raise rule_error(m.PREP_TIME_INVALID)
    return int(match.group(1)), match.group(2)


def _package_cost(value: Any) -> Decimal:
    try:
        cost = Decimal(str(value).strip().replace(",", ".")) if value is not None else None
    except Exception:
        cost = None
    if cost is None or not cost.is_finite() or cost <= 0 or cost != cost.quantize(Decimal("0.01")) or cost >= Decimal("1e9"):
        raise rule_error(m.PACKAGE_COST_INVALID)
    return cost


class ConfirmOrderIn(BaseModel):
    model_config = ConfigDict(validate_default=True)

    orderNumber: str
    timeToPrepare: Annotated[tuple[int, str] | None, BeforeValidator(parse_prep_time)] = _MISSING  # type: ignore[assignment]
    totalPackageCost: Annotated[Decimal, BeforeValidator(_package_cost)] = None  # type: ignore[assignment]


def _reason(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise rule_error(m.REASON_REQUIRED)
    if len(value.strip()) > 1000:
        raise rule_error(m.TEXT_TOO_LONG)
    return value.strip()


class RejectOrderIn(BaseModel):
    model_config = ConfigDict(validate_default=True)

    orderNumber: str
    reason: Annotated[str, BeforeValidator(_reason)] = ""


class OrderNumberIn(BaseModel):
    orderNumber: str


# --- read models -------------------------------------------------------------------------------


class OrderRowOut(BaseModel):
    id: int
    orderNumber: str
    orderStatus: OrderStatus
    status: OrderStatus
    orderDate: list[int]
    client: str
    cartTotal: Money
    totalPrice: Money
    deliveryMethodChosen: DeliveryMethod
    pickupOrDeliveryMoment: datetime | None
    orderTimeToPrepare: str | None = None
    totalPackageCost: Money | None = None


class OrdersPageOut(BaseModel):
    content: list[OrderRowOut]
    totalElements: int
    numberOfNewOrders: int
    numberOfRejectedOrders: int
    numberOfConfirmedOrders: int
    numberOfScheduledOrders: int
    numberOfDeliveredOrders: int
    page: int
    size: int


class DimensionOrderOut(BaseModel):
    quantity: int
    value: str
    price: Money
    boxPrice: Money


class ExtraOut(BaseModel):
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
    deliveryFee: Money


class PickupLocationOut(BaseModel):
    name: str | None
    description: str | None


class StatusChangeOut(BaseModel):
    fromStatus: OrderStatus | None
    toStatus: OrderStatus
    changedBy: int | None
    changedByName: str | None
    changedAt: datetime
    note: str | None


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
    coupon: str | None
    updatedPriceAfterCoupon: Money | None
    totalPrice: Money
    orderPaymentOptions: PaymentMethod
    cashAmount: Money | None
    cardAmount: Money | None
    orderTimeToPrepare: str | None
    rejectionReason: str | None
    statusHistory: list[StatusChangeOut]
