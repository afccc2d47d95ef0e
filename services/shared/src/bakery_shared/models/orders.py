"""Orders as placed: every line keeps a snapshot of names and prices, so editing or deleting
the menu later never rewrites what a customer bought."""

from datetime import datetime
from decimal import Decimal
import enum
from typing import TYPE_CHECKING

from sqlalchemy import CheckConstraint, ForeignKey, Index, Sequence, SmallInteger, String, Text, func, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column, relationship

from .base import Base, IdMixin, TimestampMixin
from .types import db_enum

if TYPE_CHECKING:
    from .business import PickupLocation
    from .users import User


class OrderStatus(str, enum.Enum):
    NEW = "NEW"
    CONFIRMED = "CONFIRMED"
    REJECTED = "REJECTED"
    DELIVERED = "DELIVERED"
    SCHEDULED = "SCHEDULED"
    # Paid online by card: placed, holding its stock and capacity, not yet shown to the
    # staff until the card is authorized; then NEW or SCHEDULED as any order.
    AWAITING_PAYMENT = "AWAITING_PAYMENT"
    # The hold lapsed before the card was authorized: stock and capacity given back. Staff never see it.
    PAYMENT_EXPIRED = "PAYMENT_EXPIRED"


class DeliveryMethod(str, enum.Enum):
    PICKUP = "PICKUP"
    DELIVERY = "DELIVERY"
    # Eaten at the restaurant.
    RESTAURANT = "RESTAURANT"


class PaymentMethod(str, enum.Enum):
    CASH = "CASH"
    CARD = "CARD"
    CASH_CARD = "CASH_CARD"
    # Paid online by card (Stripe): authorized at checkout, captured when the bakery accepts.
    ONLINE = "ONLINE"


class CardPaymentState(str, enum.Enum):
    """Where the money of an online card payment is. Which state may follow which, and the one
    function that moves a payment, are in `bakery_shared.payments.states`."""

    AWAITING = "AWAITING"  # no card authorized yet: declined, 3-D Secure pending, or not tried
    AUTHORIZED = "AUTHORIZED"  # funds held on the card, captured when the bakery accepts
    CAPTURED = "CAPTURED"  # paid
    PARTIALLY_REFUNDED = "PARTIALLY_REFUNDED"
    REFUNDED = "REFUNDED"
    RELEASED = "RELEASED"  # the authorization was cancelled: the money is free on the card again
    EXPIRED = "EXPIRED"  # the hold lapsed before any card was authorized


class CardStep(str, enum.Enum):
    """What happened to an online card payment's money, one `CardPaymentRecord` each."""

    AUTHORIZATION = "AUTHORIZATION"  # the card holds the sum (AWAITING -> AUTHORIZED)
    EXPIRY = "EXPIRY"  # the hold lapsed before any card was authorized (AWAITING -> EXPIRED)
    CAPTURE = "CAPTURE"  # the sum was taken (AUTHORIZED -> CAPTURED)
    RELEASE = "RELEASE"  # the authorization was cancelled (AUTHORIZED -> RELEASED)
    REFUND = "REFUND"  # part or all of what was taken was given back


class PrepTimeUnit(str, enum.Enum):
    MINUTES = "min"
    HOURS = "h"
    DAYS = "z"


# Feeds the human-readable order number; the order service formats it (prefix, date...).
order_number_seq = Sequence("order_number_seq", start=1001, metadata=Base.metadata)


class Order(IdMixin, TimestampMixin, Base):
    __tablename__ = "orders"

    order_number: Mapped[str] = mapped_column(String(32), unique=True)
    status: Mapped[OrderStatus] = mapped_column(db_enum(OrderStatus, "order_status"), default=OrderStatus.NEW)
    # Null for guests; SET NULL so deleting an account keeps the shop's order history.
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # A guest follows the order through a secret link; only the SHA-256 of its token is kept.
    guest_access_token_hash: Mapped[str | None] = mapped_column(String(64), unique=True)

    delivery_method: Mapped[DeliveryMethod] = mapped_column(db_enum(DeliveryMethod, "delivery_method"))
    pickup_location_id: Mapped[int | None] = mapped_column(ForeignKey("pickup_locations.id", ondelete="SET NULL"))
    pickup_location_name: Mapped[str | None] = mapped_column(String(120))
    pickup_location_description: Mapped[str | None] = mapped_column(Text)
    # Null means "as soon as possible".
    pickup_or_delivery_moment: Mapped[datetime | None]
    additional_information: Mapped[str | None] = mapped_column(Text)

    sub_total_price: Mapped[Decimal]
    delivery_fee: Mapped[Decimal] = mapped_column(default=Decimal("0.00"), server_default="0")
    # Boxes as priced by the menu; staff may override it when accepting the order.
    total_package_cost: Mapped[Decimal] = mapped_column(default=Decimal("0.00"), server_default="0")
    manually_set_package_cost: Mapped[Decimal | None]
    coupon: Mapped[str | None] = mapped_column(String(40))
    updated_price_after_coupon: Mapped[Decimal | None]
    # What each promotion took off, as the checkout named it: [{"promotionId", "promotionName", "amount"}].
    discount_lines: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    total_price: Mapped[Decimal]

    # Set when accepted: e.g. 30 "min", 2 "h", 1 "z"; null when the customer chose the moment.
    time_to_prepare_value: Mapped[int | None] = mapped_column(SmallInteger)
    time_to_prepare_unit: Mapped[PrepTimeUnit | None] = mapped_column(db_enum(PrepTimeUnit, "prep_time_unit"))
    rejection_reason: Mapped[str | None] = mapped_column(Text)
    # Sent by the storefront so a retried checkout never places the same order twice.
    idempotency_key: Mapped[str | None] = mapped_column(String(100), unique=True)
    # SHA-256 of the request the key first came with: the same key with another body is refused.
    idempotency_fingerprint: Mapped[str | None] = mapped_column(String(64))
    # When the business was mailed that this order stayed NEW too long (once per order).
    unanswered_alert_sent_at: Mapped[datetime | None]
    # "Vreau factură pe firmă": {companyName, cui, registrationNumber, streetAddress, city, county},
    # as place-order's invoiceDetails (the CUI's checksum checked); null for a consumer's order.
    invoice_details: Mapped[dict | None] = mapped_column(JSONB)

    user: Mapped["User | None"] = relationship()
    pickup_location: Mapped["PickupLocation | None"] = relationship()
    product_lines: Mapped[list["OrderProductLine"]] = relationship(
        back_populates="order", cascade="all, delete-orphan", order_by="OrderProductLine.id"
    )
    promotion_lines: Mapped[list["OrderPromotionLine"]] = relationship(
        back_populates="order", cascade="all, delete-orphan", order_by="OrderPromotionLine.id"
    )
    delivery_details: Mapped["OrderDeliveryDetails | None"] = relationship(back_populates="order", cascade="all, delete-orphan")
    payment: Mapped["OrderPayment | None"] = relationship(back_populates="order", cascade="all, delete-orphan")
    status_history: Mapped[list["OrderStatusChange"]] = relationship(
        back_populates="order", cascade="all, delete-orphan", order_by="OrderStatusChange.changed_at"
    )

    __table_args__ = (
        # The orders panel: one status, newest first.
        Index("ix_orders_status_created_at", "status", "created_at"),
        # "My orders".
        Index("ix_orders_user_id_created_at", "user_id", "created_at"),
        # The customers report: each account's delivered orders summed from the index alone (0010).
        Index(
            "ix_orders_delivered_user_id",
            "user_id",
            postgresql_include=["total_price"],
            postgresql_where=text("status = 'DELIVERED'"),
        ),
        # Sales reports over a date range, whatever the status.
        Index("ix_orders_created_at", "created_at"),
        CheckConstraint("sub_total_price >= 0 AND total_price >= 0", name="prices_not_negative"),
        # The unanswered-order check: only NEW orders not yet reported.
        Index(
            "ix_orders_unanswered",
            "created_at",
            postgresql_where=text("status = 'NEW' AND unanswered_alert_sent_at IS NULL"),
        ),
    )


class OrderProductLine(IdMixin, Base):
    """One product in the order, with the sizes, extras and message chosen for it."""

    __tablename__ = "order_product_lines"

    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="SET NULL"))
    product_name: Mapped[str] = mapped_column(String(120))
    preferred_message: Mapped[str | None] = mapped_column(Text)

    order: Mapped[Order] = relationship(back_populates="product_lines")
    dimension_lines: Mapped[list["OrderDimensionLine"]] = relationship(
        back_populates="product_line", cascade="all, delete-orphan", order_by="OrderDimensionLine.id"
    )
    extras: Mapped[list["OrderLineExtra"]] = relationship(
        back_populates="product_line", cascade="all, delete-orphan", order_by="OrderLineExtra.id"
    )

    # Best sellers group by product.
    __table_args__ = (Index("ix_order_product_lines_product_id", "product_id"),)


class OrderDimensionLine(IdMixin, Base):
    __tablename__ = "order_dimension_lines"

    product_line_id: Mapped[int] = mapped_column(ForeignKey("order_product_lines.id", ondelete="CASCADE"), index=True)
    dimension_id: Mapped[int | None] = mapped_column(ForeignKey("dimensions.id", ondelete="SET NULL"))
    dimension_value: Mapped[str] = mapped_column(String(80))
    quantity: Mapped[int]
    unit_price: Mapped[Decimal]
    box_price: Mapped[Decimal] = mapped_column(default=Decimal("0.00"), server_default="0")

    product_line: Mapped[OrderProductLine] = relationship(back_populates="dimension_lines")

    __table_args__ = (CheckConstraint("quantity > 0", name="quantity_positive"),)


class OrderLineExtra(IdMixin, Base):
    """An extra ingredient chosen for a product line, priced as it was at ordering time."""

    __tablename__ = "order_line_extras"

    product_line_id: Mapped[int] = mapped_column(ForeignKey("order_product_lines.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(80))
    price: Mapped[Decimal]

    product_line: Mapped[OrderProductLine] = relationship(back_populates="extras")


class OrderPromotionLine(IdMixin, Base):
    """A promotion bought as a bundle (e.g. a combo), with the products chosen for its sets."""

    __tablename__ = "order_promotion_lines"

    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    promotion_id: Mapped[int | None] = mapped_column(ForeignKey("promotions.id", ondelete="SET NULL"), index=True)
    promotion_name: Mapped[str] = mapped_column(String(120))
    quantity: Mapped[int]
    promotion_total: Mapped[Decimal]

    order: Mapped[Order] = relationship(back_populates="promotion_lines")
    choices: Mapped[list["OrderPromotionChoice"]] = relationship(
        back_populates="promotion_line", cascade="all, delete-orphan", order_by="OrderPromotionChoice.id"
    )

    __table_args__ = (CheckConstraint("quantity > 0", name="quantity_positive"),)


class OrderPromotionChoice(IdMixin, Base):
    """The product and size picked for one set of a promotion line."""

    __tablename__ = "order_promotion_choices"

    promotion_line_id: Mapped[int] = mapped_column(ForeignKey("order_promotion_lines.id", ondelete="CASCADE"), index=True)
    label: Mapped[str | None] = mapped_column(String(120))
    product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="SET NULL"), index=True)
    dimension_id: Mapped[int | None] = mapped_column(ForeignKey("dimensions.id", ondelete="SET NULL"))
    product_name: Mapped[str] = mapped_column(String(120))
    dimension_name: Mapped[str] = mapped_column(String(80))
    product_price: Mapped[Decimal]
    package_price: Mapped[Decimal] = mapped_column(default=Decimal("0.00"), server_default="0")
    is_free_product: Mapped[bool] = mapped_column(default=False, server_default="false")

    promotion_line: Mapped[OrderPromotionLine] = relationship(back_populates="choices")


class OrderDeliveryDetails(IdMixin, Base):
    """Who the order is for and, for home delivery, where it goes."""

    __tablename__ = "order_delivery_details"

    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), unique=True)
    first_name: Mapped[str] = mapped_column(String(40))
    last_name: Mapped[str] = mapped_column(String(40))
    phone_number: Mapped[str] = mapped_column(String(20))
    # Customer reports group guests by e-mail, whatever its case (the index below; 0014).
    email: Mapped[str] = mapped_column(String(254))
    street_address: Mapped[str | None] = mapped_column(String(200))
    street_number_address: Mapped[str | None] = mapped_column(String(20))
    building_number: Mapped[str | None] = mapped_column(String(20))
    # The spec's JSON spells it "appartmentNumber".
    apartment_number: Mapped[str | None] = mapped_column(String(20))
    city: Mapped[str | None] = mapped_column(String(80))
    # The courier needs it, and it chose the delivery zone (kept without spaces).
    postal_code: Mapped[str | None] = mapped_column(String(10))
    delivery_fee: Mapped[Decimal] = mapped_column(default=Decimal("0.00"), server_default="0")

    order: Mapped[Order] = relationship(back_populates="delivery_details")

    # A guest's orders, found by e-mail whatever its case, when their report line is rebuilt (0010).
    __table_args__ = (Index("ix_order_delivery_details_email_key", func.lower(email)),)


class OrderPayment(IdMixin, Base):
    __tablename__ = "order_payments"

    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), unique=True)
    method: Mapped[PaymentMethod] = mapped_column(db_enum(PaymentMethod, "payment_method"))
    # Only meaningful for CASH_CARD: how the total is split.
    cash_amount: Mapped[Decimal | None]
    card_amount: Mapped[Decimal | None]

    # Online card payments only (method ONLINE), all null otherwise.
    card_state: Mapped[CardPaymentState | None] = mapped_column(db_enum(CardPaymentState, "card_payment_state"))
    # The Stripe PaymentIntent of the latest attempt; a retry with another card makes a new one.
    intent_id: Mapped[str | None] = mapped_column(String(255), unique=True)
    # Attempts so far: each attempt's idempotency keys carry its number.
    card_attempts: Mapped[int] = mapped_column(SmallInteger, default=0, server_default="0")
    # An order awaiting payment holds its stock and capacity until then.
    hold_until: Mapped[datetime | None]
    authorized_at: Mapped[datetime | None]
    captured_at: Mapped[datetime | None]
    released_at: Mapped[datetime | None]
    captured_amount: Mapped[Decimal | None]
    refunded_amount: Mapped[Decimal] = mapped_column(default=Decimal("0.00"), server_default="0")
    # The card's last refusal, in Romanian, as the customer read it.
    decline_message: Mapped[str | None] = mapped_column(Text)
    # When the business was told an authorization nears Stripe's 7-day limit (once per order).
    expiry_flagged_at: Mapped[datetime | None]

    order: Mapped[Order] = relationship(back_populates="payment")
    refunds: Mapped[list["CardRefund"]] = relationship(
        back_populates="payment", cascade="all, delete-orphan", order_by="CardRefund.id"
    )
    # What happened to the money, oldest first: `card_state` is what they add up to.
    records: Mapped[list["CardPaymentRecord"]] = relationship(
        back_populates="payment", cascade="all, delete-orphan", order_by="CardPaymentRecord.id"
    )

    __table_args__ = (
        # The reconciliation job: online payments not yet settled either way.
        Index(
            "ix_order_payments_card_open",
            "card_state",
            postgresql_where=text("card_state IN ('AWAITING', 'AUTHORIZED')"),
        ),
        CheckConstraint("refunded_amount >= 0", name="refunded_not_negative"),
    )


class CardRefund(IdMixin, Base):
    """Money given back on a captured card payment: on cancellation (all of it) or by the admin
    (part or all, with a reason)."""

    __tablename__ = "card_refunds"

    # An order's payment, or a custom cake's deposit or rest: exactly one of the two.
    payment_id: Mapped[int | None] = mapped_column(ForeignKey("order_payments.id", ondelete="CASCADE"), index=True)
    cake_payment_id: Mapped[int | None] = mapped_column(ForeignKey("cake_payments.id", ondelete="CASCADE"), index=True)
    amount: Mapped[Decimal]
    reason: Mapped[str] = mapped_column(Text)
    # Stripe's refund id; unique so a retried refund is recorded once.
    provider_refund_id: Mapped[str | None] = mapped_column(String(255), unique=True)
    # Null when the system refunded (a cancellation) or the staff account is gone.
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())

    payment: Mapped[OrderPayment] = relationship(back_populates="refunds")

    __table_args__ = (
        CheckConstraint("amount > 0", name="refund_positive"),
        CheckConstraint("(payment_id IS NULL) <> (cake_payment_id IS NULL)", name="one_payment"),
    )


class CardPaymentRecord(IdMixin, Base):
    """One step of an online card payment's money: its authorization, capture, release, expiry or
    a refund. Written only by `bakery_shared.payments.states.move`, in the transaction of the step,
    so a payment's state can be recomputed from its records (`state_from_records`)."""

    __tablename__ = "card_payment_records"

    # An order's payment, or a custom cake's deposit or rest: exactly one of the two.
    payment_id: Mapped[int | None] = mapped_column(ForeignKey("order_payments.id", ondelete="CASCADE"), index=True)
    cake_payment_id: Mapped[int | None] = mapped_column(ForeignKey("cake_payments.id", ondelete="CASCADE"), index=True)
    step: Mapped[CardStep] = mapped_column(db_enum(CardStep, "card_step"))
    # The sum authorized, captured or refunded; null for a release or an expiry.
    amount: Mapped[Decimal | None]
    # The PaymentIntent the step was about, when there was one.
    intent_id: Mapped[str | None] = mapped_column(String(255))
    # A refund's own row (its reason, Stripe's refund id).
    refund_id: Mapped[int | None] = mapped_column(ForeignKey("card_refunds.id", ondelete="CASCADE"), unique=True)
    # Null when the customer or the system took the step, or the staff account is gone.
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())

    payment: Mapped[OrderPayment] = relationship(back_populates="records")
    refund: Mapped["CardRefund | None"] = relationship()

    __table_args__ = (
        CheckConstraint("amount IS NULL OR amount >= 0", name="amount_not_negative"),
        # An authorization, a capture and a refund say how much; a release and an expiry move no sum.
        CheckConstraint("(amount IS NOT NULL) = (step IN ('AUTHORIZATION', 'CAPTURE', 'REFUND'))", name="amount_of_step"),
        CheckConstraint("(payment_id IS NULL) <> (cake_payment_id IS NULL)", name="one_payment"),
    )


class PaymentEvent(IdMixin, Base):
    """A Stripe webhook event handled: its id is unique, and stored in the transaction of the change
    it caused, so a replayed event changes nothing."""

    __tablename__ = "payment_events"

    event_id: Mapped[str] = mapped_column(String(255), unique=True)
    event_type: Mapped[str] = mapped_column(String(80))
    intent_id: Mapped[str | None] = mapped_column(String(255))
    received_at: Mapped[datetime] = mapped_column(server_default=func.now())


class OrderStatusChange(IdMixin, Base):
    """Audit trail: who moved the order between statuses and when."""

    __tablename__ = "order_status_changes"

    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"))
    # Null for the order's creation.
    from_status: Mapped[OrderStatus | None] = mapped_column(db_enum(OrderStatus, "order_status"))
    to_status: Mapped[OrderStatus] = mapped_column(db_enum(OrderStatus, "order_status"))
    # Null when the customer or the system made the change, or the staff account is gone.
    changed_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    changed_at: Mapped[datetime] = mapped_column(server_default=func.now())
    note: Mapped[str | None] = mapped_column(Text)

    order: Mapped[Order] = relationship(back_populates="status_history")
    changed_by: Mapped["User | None"] = relationship()

    __table_args__ = (Index("ix_order_status_changes_order_id_changed_at", "order_id", "changed_at"),)
