from datetime import datetime
from decimal import Decimal
from functools import partial
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from bakery_shared.errors import rule_error
from bakery_shared.models import DeliveryMethod, OrderStatus, PaymentMethod
from bakery_shared.money import Money
from bakery_shared.orders.schemas import DiscountLineOut, OrderDetailOut
from bakery_shared.params import Id, OptionalId
from bakery_shared.rules.email import EMAIL_SCHEMA, EmailAddress
from bakery_shared.rules.money import count_rule, optional_amount
from bakery_shared.rules.phone import PHONE_SCHEMA, Phone
from bakery_shared.rules.text import TEXT_TOO_LONG, optional, required
from bakery_shared.schemas import document

from ..invoices.schemas import InvoiceDetailsIn, InvoiceDetailsOut, OrderInvoiceOut
from .placement import messages as m

# The checkout's forms say "too long" in the short wording.
_required = partial(required, too_long_message=TEXT_TOO_LONG)
_optional = partial(optional, too_long_message=TEXT_TOO_LONG)
Amount = Annotated[Decimal | None, optional_amount(m.PAYMENT_AMOUNT)]

# Every call that takes a cart (price-cart, place-order, available-days) takes at most this many
# lines, each of at most MAX_LINE_QUANTITY pieces and MAX_LINE_PARTS extras or bundle choices: a
# real cart has a few lines; 50,000 cost seconds of CPU and the order's one INSERT.
MAX_CART_LINES = 200
MAX_LINE_QUANTITY = 1000
MAX_LINE_PARTS = 50
CART_TOO_LONG = f"Coșul poate avea cel mult {MAX_CART_LINES} de linii."
LINE_PARTS_TOO_MANY = f"O linie poate avea cel mult {MAX_LINE_PARTS} ingrediente sau alegeri."
QUANTITY_INVALID = f"Cantitatea trebuie să fie un număr întreg de bucăți, între 1 și {MAX_LINE_QUANTITY}."


def _at_most(limit: int, message: str):
    """A list's cap, checked before a single element is read (so a huge list costs nothing)."""

    def check(value: Any) -> Any:
        if isinstance(value, list) and len(value) > limit:
            raise rule_error(message)
        return value

    return BeforeValidator(check)


class PromotionChoiceIn(BaseModel):
    productId: Id
    dimensionId: Id


class CartLineIn(BaseModel):
    """A product line (`id`, `dimensionId`) or a promotion line (`promotionId`, `productBeans`).
    Anything else the cart keeps (names, prices, totals) is ignored: the server prices."""

    model_config = ConfigDict(extra="ignore")

    id: OptionalId = None
    dimensionId: OptionalId = None
    quantity: Annotated[
        int,
        count_rule(invalid=QUANTITY_INVALID, low=1, high=MAX_LINE_QUANTITY),
        Field(json_schema_extra={"minimum": 1, "maximum": MAX_LINE_QUANTITY}),
    ] = 1
    extraIngredients: Annotated[list[Any], _at_most(MAX_LINE_PARTS, LINE_PARTS_TOO_MANY), Field(max_length=MAX_LINE_PARTS)] = (
        Field(default_factory=list)
    )
    preferredMessage: Annotated[str | None, _optional(500), Field(json_schema_extra={"maxLength": 500})] = None
    promotionId: OptionalId = None
    productBeans: Annotated[
        list[PromotionChoiceIn], _at_most(MAX_LINE_PARTS, LINE_PARTS_TOO_MANY), Field(max_length=MAX_LINE_PARTS)
    ] = Field(default_factory=list)

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


CartLines = Annotated[list[CartLineIn], _at_most(MAX_CART_LINES, CART_TOO_LONG), Field(max_length=MAX_CART_LINES)]


class DeliveryDetailsIn(BaseModel):
    model_config = ConfigDict(
        extra="ignore",
        validate_default=True,
        json_schema_extra=document(
            "firstName",
            "lastName",
            "phoneNumber",
            "email",
            firstName={"minLength": 1, "maxLength": 40},
            lastName={"minLength": 1, "maxLength": 40},
            phoneNumber=PHONE_SCHEMA,
            email=EMAIL_SCHEMA,
            streetAddress={"maxLength": 200},
            streetNumberAddress={"maxLength": 20},
            buildingNumber={"maxLength": 20},
            appartmentNumber={"maxLength": 20},
            city={"maxLength": 80},
            postalCode={"maxLength": 10},
        ),
    )

    firstName: Annotated[str, _required(m.FIRST_NAME_REQUIRED, 40)] = ""
    lastName: Annotated[str, _required(m.LAST_NAME_REQUIRED, 40)] = ""
    phoneNumber: Phone = ""
    email: EmailAddress = ""
    streetAddress: Annotated[str | None, _optional(200)] = None
    streetNumberAddress: Annotated[str | None, _optional(20)] = None
    buildingNumber: Annotated[str | None, _optional(20)] = None
    appartmentNumber: Annotated[str | None, _optional(20)] = None
    city: Annotated[str | None, _optional(80)] = None
    # Picks among the zones naming the locality (a district of the town listed by its codes).
    postalCode: Annotated[str | None, _optional(10)] = None


class PlaceOrderIn(BaseModel):
    model_config = ConfigDict(
        extra="ignore", json_schema_extra=document(coupon={"maxLength": 40}, additionalInformation={"maxLength": 1000})
    )

    items: CartLines = Field(default_factory=list)
    deliveryMethodChosen: DeliveryMethod
    deliveryDetailsBean: DeliveryDetailsIn
    pickupLocationId: OptionalId = None
    pickupOrDeliveryMoment: datetime | None = None
    orderPaymentOptions: PaymentMethod
    cashAmount: Amount = None
    cardAmount: Amount = None
    coupon: Annotated[str | None, _optional(40)] = None
    additionalInformation: Annotated[str | None, _optional(1000)] = None
    # "Vreau factură pe firmă": the company the invoice is made out to (a signed-in customer's
    # account keeps it for the next checkout). Left out: the invoice, if any, names the person.
    invoiceDetails: InvoiceDetailsIn | None = None


class CartQuoteIn(BaseModel):
    """What the checkout knows while the customer types: the cart, the method, the moment, the
    e-mail and the code. Priced like an order, nothing saved, nothing reserved."""

    model_config = ConfigDict(extra="ignore", json_schema_extra=document(coupon={"maxLength": 40}))

    items: CartLines = Field(default_factory=list)
    deliveryMethodChosen: DeliveryMethod = DeliveryMethod.PICKUP
    pickupOrDeliveryMoment: datetime | None = None
    email: Annotated[str | None, _optional(254)] = None
    coupon: Annotated[str | None, _optional(40)] = None


class CartQuoteOut(BaseModel):
    subTotalPrice: Money
    discount: Money
    # Each promotion that applies, by name, with what it takes off.
    discounts: list[DiscountLineOut]
    # The code typed, when it applies; otherwise why not (in Romanian).
    coupon: str | None
    couponMessage: str | None


class PlacedOrderOut(BaseModel):
    id: int
    orderNumber: str
    status: OrderStatus
    subTotalPrice: Money
    totalPackageCost: Money
    deliveryFee: Money
    discount: Money
    # What each promotion took off, by name; the code when a coupon was applied.
    discounts: list[DiscountLineOut] = []
    coupon: str | None = None
    totalPrice: Money
    followToken: str
    followUrl: str
    # Paid online by card: until when the order waits for the card (then it lapses); null otherwise.
    payBy: datetime | None = None


class CustomerOrderDetailOut(OrderDetailOut):
    """The order as its customer reads it (signed in, or by its follow link)."""

    # The company the customer asked the invoice for; null for a person's.
    invoiceDetails: InvoiceDetailsOut | None = None
    # Issued so far, oldest first: the order's invoice, a custom cake's advance invoice, and the
    # credit notes of money given back.
    invoices: list[OrderInvoiceOut] = []


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
    # The number of the order's invoice, in the customer's own history (its PDF downloads from there).
    invoiceNumber: str | None = None


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
