"""Custom cakes: a customer's request with reference photos, the bakery's quotes, the deposit and
the rest as card payments, and every change of the request with who made it and when.

A request becomes an order only when its deposit is captured: the order (SCHEDULED, one cake line)
is what the panel, the production list and the reports read; the request keeps the conversation
and the money. Which status may follow which is in `bakery_shared.cakes.states`; the card payments'
money moves only through `bakery_shared.payments.states.move`, as an order's does."""

from datetime import date, datetime
from decimal import Decimal
import enum
from typing import TYPE_CHECKING

from sqlalchemy import CheckConstraint, ForeignKey, Index, SmallInteger, String, Text, UniqueConstraint, func, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column, relationship

from .base import Base, IdMixin, TimestampMixin
from .orders import CardPaymentRecord, CardPaymentState, CardRefund, DeliveryMethod, PaymentMethod
from .types import db_enum

if TYPE_CHECKING:
    from .orders import Order
    from .users import User


class CakeRequestStatus(str, enum.Enum):
    REQUESTED = "REQUESTED"  # waiting for the bakery's quote (or a new one, after a change asked)
    QUOTED = "QUOTED"  # a quote waits for the customer; its deposit not yet paid
    ACCEPTED = "ACCEPTED"  # the deposit is paid: the cake is an order of its day
    LOCKED = "LOCKED"  # past the change-lock date: nothing changes any more
    DELIVERED = "DELIVERED"
    DECLINED = "DECLINED"  # the bakery said no (everything paid refunded)
    EXPIRED = "EXPIRED"  # the latest quote's validity passed with no deposit paid
    CANCELLED = "CANCELLED"  # by the customer or the staff (refunded as the terms say)


class RestPayment(str, enum.Enum):
    AT_PICKUP = "AT_PICKUP"  # cash or card at the counter (or to the courier)
    CARD_AUTO = "CARD_AUTO"  # charged off-session from the saved card, hours before the event


class CakePaymentPurpose(str, enum.Enum):
    DEPOSIT = "DEPOSIT"
    REST = "REST"


class CakeSetup(TimestampMixin, Base):
    """The owner's rules for custom cakes: one row, as the business setup."""

    __tablename__ = "cake_setup"

    id: Mapped[int] = mapped_column(SmallInteger, primary_key=True, autoincrement=False, default=1)
    deposit_percent: Mapped[Decimal] = mapped_column(default=Decimal("30.00"), server_default="30.00")
    # The customer cancels for free until this many days before the event...
    free_cancellation_days: Mapped[int] = mapped_column(SmallInteger, default=7, server_default="7")
    # ...and after that the bakery keeps this percent of the price (never more than was paid).
    kept_percent: Mapped[Decimal] = mapped_column(default=Decimal("30.00"), server_default="30.00")
    # A quote's change-lock date defaults to this many days before the event.
    lock_days: Mapped[int] = mapped_column(SmallInteger, default=3, server_default="3")
    quote_validity_days: Mapped[int] = mapped_column(SmallInteger, default=5, server_default="5")
    # The earliest event date a request may ask for, in days from today.
    lead_days: Mapped[int] = mapped_column(SmallInteger, default=3, server_default="3")
    # The rest is charged from the saved card this many hours before pickup or delivery.
    rest_charge_hours: Mapped[int] = mapped_column(SmallInteger, default=48, server_default="48")
    # Custom cakes the kitchen makes in one day; null: no limit.
    cakes_per_day: Mapped[int | None] = mapped_column(SmallInteger)
    # The owner is alerted about a request waiting for a quote longer than this.
    alert_after_hours: Mapped[int] = mapped_column(SmallInteger, default=4, server_default="4")
    flavours: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    fillings: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")

    __table_args__ = (
        CheckConstraint("id = 1", name="singleton"),
        CheckConstraint("deposit_percent BETWEEN 0 AND 100 AND kept_percent BETWEEN 0 AND 100", name="percents"),
    )


class CakeRequest(IdMixin, TimestampMixin, Base):
    __tablename__ = "cake_requests"

    status: Mapped[CakeRequestStatus] = mapped_column(
        db_enum(CakeRequestStatus, "cake_request_status"), default=CakeRequestStatus.REQUESTED
    )
    # Null for guests; SET NULL so deleting an account keeps the bakery's records.
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    # The private follow link's key: only its SHA-256 is kept, as for a guest's order.
    follow_key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    # The product or category of the gallery the customer started from, if any.
    product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="SET NULL"))
    category_id: Mapped[int | None] = mapped_column(ForeignKey("categories.id", ondelete="SET NULL"))

    # When and where, as the checkout takes them: the moment is Europe/Bucharest's, stored aware.
    event_moment: Mapped[datetime]
    delivery_method: Mapped[DeliveryMethod] = mapped_column(db_enum(DeliveryMethod, "delivery_method"))
    pickup_location_id: Mapped[int | None] = mapped_column(ForeignKey("pickup_locations.id", ondelete="SET NULL"))
    # The delivery address as `place-order`'s deliveryDetailsBean, plus the contact (name, email, phone).
    delivery_details: Mapped[dict] = mapped_column(JSONB, default=dict, server_default="{}")
    contact_name: Mapped[str] = mapped_column(String(120))
    contact_email: Mapped[str] = mapped_column(String(254))
    contact_phone: Mapped[str] = mapped_column(String(20))

    servings: Mapped[int] = mapped_column(SmallInteger)
    flavour: Mapped[str] = mapped_column(String(80))
    filling: Mapped[str] = mapped_column(String(80))
    inscription: Mapped[str | None] = mapped_column(String(120))
    allergies: Mapped[str | None] = mapped_column(Text)
    budget: Mapped[Decimal | None]
    description: Mapped[str | None] = mapped_column(Text)
    # The reference photos as stored (re-encoded): [{"key": ..., "width": ..., "height": ...}].
    photos: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")

    # Chosen with the quote accepted; the rest is charged off-session for CARD_AUTO.
    rest_payment: Mapped[RestPayment | None] = mapped_column(db_enum(RestPayment, "cake_rest_payment"))
    # The Stripe Customer and the card saved for the rest (CARD_AUTO only).
    stripe_customer_id: Mapped[str | None] = mapped_column(String(255))
    saved_payment_method_id: Mapped[str | None] = mapped_column(String(255))
    # The rest could not be charged automatically: the customer was mailed a link, the panel flags it.
    rest_unpaid_at: Mapped[datetime | None]
    # How the rest was paid at pickup or delivery, when it was not charged online.
    rest_paid_with: Mapped[PaymentMethod | None] = mapped_column(db_enum(PaymentMethod, "payment_method"))
    decline_reason: Mapped[str | None] = mapped_column(Text)
    # The order the paid deposit made (SCHEDULED, one cake line): what the panel and reports read.
    order_id: Mapped[int | None] = mapped_column(ForeignKey("orders.id", ondelete="SET NULL"), unique=True)
    # Each sent once: the owner's alert for a request left waiting, the reminder the day before.
    waiting_alert_sent_at: Mapped[datetime | None]
    reminder_sent_at: Mapped[datetime | None]

    user: Mapped["User | None"] = relationship()
    order: Mapped["Order | None"] = relationship()
    quotes: Mapped[list["CakeQuote"]] = relationship(
        back_populates="request", cascade="all, delete-orphan", order_by="CakeQuote.version"
    )
    payments: Mapped[list["CakePayment"]] = relationship(
        back_populates="request", cascade="all, delete-orphan", order_by="CakePayment.id"
    )
    changes: Mapped[list["CakeRequestChange"]] = relationship(
        back_populates="request", cascade="all, delete-orphan", order_by="CakeRequestChange.id"
    )

    __table_args__ = (
        # The panel's list: one status, newest first.
        Index("ix_cake_requests_status_created_at", "status", "created_at"),
        # A day's capacity: the paid cakes of each event day.
        Index("ix_cake_requests_event_moment", "event_moment"),
        CheckConstraint("servings > 0", name="servings_positive"),
        CheckConstraint("budget IS NULL OR budget >= 0", name="budget_not_negative"),
    )


class CakeQuote(IdMixin, Base):
    """One version of the bakery's price for a request; only the latest can be accepted."""

    __tablename__ = "cake_quotes"

    request_id: Mapped[int] = mapped_column(ForeignKey("cake_requests.id", ondelete="CASCADE"))
    version: Mapped[int] = mapped_column(SmallInteger)
    price: Mapped[Decimal]
    deposit_percent: Mapped[Decimal]
    # The deposit in lei, rounded to the ban when the quote is made: what the customer is charged.
    deposit_amount: Mapped[Decimal]
    # What the price includes, in the bakery's words.
    description: Mapped[str] = mapped_column(Text)
    valid_until: Mapped[date]
    # After this day the request can no longer change.
    lock_date: Mapped[date]
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())

    request: Mapped[CakeRequest] = relationship(back_populates="quotes")

    __table_args__ = (
        UniqueConstraint("request_id", "version", name="uq_cake_quotes_request_version"),
        CheckConstraint("price > 0 AND deposit_amount >= 0 AND deposit_amount <= price", name="sums"),
        CheckConstraint("deposit_percent BETWEEN 0 AND 100", name="deposit_percent_range"),
    )


class CakePayment(IdMixin, Base):
    """The deposit or the rest of a custom cake, paid online by card. Its money moves as an
    order's card payment does, by `payments.states.move`, with the same records and refunds."""

    __tablename__ = "cake_payments"

    request_id: Mapped[int] = mapped_column(ForeignKey("cake_requests.id", ondelete="CASCADE"), index=True)
    purpose: Mapped[CakePaymentPurpose] = mapped_column(db_enum(CakePaymentPurpose, "cake_payment_purpose"))
    # The quote the deposit pays (the rest belongs to the same quote).
    quote_id: Mapped[int] = mapped_column(ForeignKey("cake_quotes.id", ondelete="CASCADE"))
    # The sum due: the deposit, or the price less the deposit.
    amount: Mapped[Decimal]
    card_state: Mapped[CardPaymentState | None] = mapped_column(db_enum(CardPaymentState, "card_payment_state"))
    intent_id: Mapped[str | None] = mapped_column(String(255), unique=True)
    # The SetupIntent the browser confirmed the card with (Stripe.js confirmCardSetup): the card
    # the PaymentIntent of the latest attempt is made with, on the server.
    setup_intent_id: Mapped[str | None] = mapped_column(String(255), unique=True)
    card_attempts: Mapped[int] = mapped_column(SmallInteger, default=0, server_default="0")
    authorized_at: Mapped[datetime | None]
    captured_at: Mapped[datetime | None]
    released_at: Mapped[datetime | None]
    captured_amount: Mapped[Decimal | None]
    refunded_amount: Mapped[Decimal] = mapped_column(default=Decimal("0.00"), server_default="0")
    decline_message: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())

    request: Mapped[CakeRequest] = relationship(back_populates="payments")
    quote: Mapped["CakeQuote"] = relationship()
    refunds: Mapped[list[CardRefund]] = relationship(cascade="all, delete-orphan", order_by="CardRefund.id")
    records: Mapped[list[CardPaymentRecord]] = relationship(cascade="all, delete-orphan", order_by="CardPaymentRecord.id")

    __table_args__ = (
        # One deposit and one rest per quote: a double click finds the payment already made.
        UniqueConstraint("quote_id", "purpose", name="uq_cake_payments_quote_purpose"),
        Index(
            "ix_cake_payments_card_open",
            "card_state",
            postgresql_where=text("card_state IN ('AWAITING', 'AUTHORIZED')"),
        ),
        CheckConstraint("amount > 0 AND refunded_amount >= 0", name="sums"),
    )


class CakeRequestChange(IdMixin, Base):
    """Who moved a request between statuses, or wrote in its conversation, and when."""

    __tablename__ = "cake_request_changes"

    request_id: Mapped[int] = mapped_column(ForeignKey("cake_requests.id", ondelete="CASCADE"), index=True)
    # Null for the request's creation and for a message that moves nothing.
    from_status: Mapped[CakeRequestStatus | None] = mapped_column(db_enum(CakeRequestStatus, "cake_request_status"))
    to_status: Mapped[CakeRequestStatus | None] = mapped_column(db_enum(CakeRequestStatus, "cake_request_status"))
    # The customer's or the staff's words: a change asked, a reason to decline or cancel.
    message: Mapped[str | None] = mapped_column(Text)
    # Null when the customer or the system made the change, or the staff account is gone.
    changed_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    changed_at: Mapped[datetime] = mapped_column(server_default=func.now())

    request: Mapped[CakeRequest] = relationship(back_populates="changes")
