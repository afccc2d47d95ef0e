"""The rows a new order writes, as plain objects: built by pricing and saving, written by one
statement (`CustomerOrderRepository.write`), and the source of the answer, the event and the
mails. No ORM object is built on the way (an `Order(...)` with its children cost about 2 ms of CPU
an order): these carry the models' attribute names, so what reads an order (its event, its
answer) reads them as it reads an `Order`."""

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import Any

from bakery_shared.models import CardPaymentState, DeliveryMethod, OrderStatus, PaymentMethod


@dataclass(slots=True)
class DimensionLineRow:
    dimension_id: int
    dimension_value: str
    quantity: int
    unit_price: Decimal
    box_price: Decimal


@dataclass(slots=True)
class ExtraRow:
    name: str
    price: Decimal


@dataclass(slots=True)
class ProductLineRow:
    product_id: int
    product_name: str
    preferred_message: str | None
    dimension_lines: list[DimensionLineRow]
    extras: list[ExtraRow]


@dataclass(slots=True)
class ChoiceRow:
    label: str | None
    product_id: int
    dimension_id: int
    product_name: str
    dimension_name: str
    product_price: Decimal
    package_price: Decimal
    is_free_product: bool


@dataclass(slots=True)
class PromotionLineRow:
    promotion_id: int
    promotion_name: str
    quantity: int
    promotion_total: Decimal
    choices: list[ChoiceRow]


@dataclass(slots=True)
class DeliveryDetailsRow:
    first_name: str
    last_name: str
    phone_number: str
    email: str
    street_address: str | None
    street_number_address: str | None
    building_number: str | None
    apartment_number: str | None
    city: str | None
    postal_code: str | None
    delivery_fee: Decimal


@dataclass(slots=True)
class PaymentRow:
    method: PaymentMethod
    cash_amount: Decimal | None
    card_amount: Decimal | None
    card_state: CardPaymentState | None
    hold_until: datetime | None


@dataclass(slots=True)
class NewOrder:
    """The order's own row with every row under it (its first status is its `status` at
    `created_at`). `id` and `order_number` are the database's, set once it is written."""

    status: OrderStatus
    user_id: int | None
    guest_access_token_hash: str | None
    delivery_method: DeliveryMethod
    pickup_location_id: int | None
    pickup_location_name: str | None
    pickup_location_description: str | None
    pickup_or_delivery_moment: datetime | None
    additional_information: str | None
    sub_total_price: Decimal
    delivery_fee: Decimal
    total_package_cost: Decimal
    coupon: str | None
    updated_price_after_coupon: Decimal | None
    total_price: Decimal
    idempotency_key: str | None
    idempotency_fingerprint: str | None
    created_at: datetime
    updated_at: datetime
    product_lines: list[ProductLineRow]
    promotion_lines: list[PromotionLineRow]
    delivery_details: DeliveryDetailsRow
    payment: PaymentRow
    discount_lines: list[dict[str, Any]] = field(default_factory=list)
    # The company the customer asked the invoice for (InvoiceDetailsIn.stored()), or None.
    invoice_details: dict[str, Any] | None = None
    id: int = 0
    order_number: str = ""
