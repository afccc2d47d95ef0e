"""Promotions: coupon and newsletter discounts, and bundles built from sets of products."""

from datetime import date, datetime
from decimal import Decimal
import enum
from typing import TYPE_CHECKING

from sqlalchemy import CheckConstraint, Column, ForeignKey, Index, Numeric, String, Table, Text, func
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column, relationship

from .base import Base, IdMixin, TimestampMixin
from .types import db_enum

if TYPE_CHECKING:
    from .menu import Product


class PromotionType(str, enum.Enum):
    NEWSLETTER_SUBSCRIPTION = "NEWSLETTER_SUBSCRIPTION"
    COUPON_CODE = "COUPON_CODE"
    BUY_X_GET_Y_FREE = "BUY_X_GET_Y_FREE"
    COMBO = "COMBO"
    # Applied by the checkout by themselves (or with a code, when they have one):
    PRODUCT_DISCOUNT = "PRODUCT_DISCOUNT"  # a percentage off chosen categories, products or sizes
    CART_PERCENTAGE_DISCOUNT = "CART_PERCENTAGE_DISCOUNT"
    CART_FIXED_DISCOUNT = "CART_FIXED_DISCOUNT"
    BUY_ONE_GET_ONE = "BUY_ONE_GET_ONE"  # 1+1 on chosen products: every second piece is free
    FREE_ITEM = "FREE_ITEM"  # a free product once the cart reaches minOrderValue


class PromotionConditionType(str, enum.Enum):
    SUBSCRIBED_TO_NEWSLETTER = "SUBSCRIBED_TO_NEWSLETTER"
    COUPON_CODE = "COUPON_CODE"
    WEEKDAYS = "WEEKDAYS"  # "1,2,3,4,5": ISO days (1 Monday), Bucharest
    HOURS = "HOURS"  # "14:00-17:00", Bucharest, the order's placing time
    DELIVERY_METHOD = "DELIVERY_METHOD"  # "PICKUP", "DELIVERY" or "RESTAURANT"
    PRE_ORDER_ONLY = "PRE_ORDER_ONLY"  # only orders placed for later
    FIRST_ORDER = "FIRST_ORDER"  # only a customer's (e-mail's) first order
    MAX_USES = "MAX_USES"  # "5": orders in all
    MAX_USES_PER_CUSTOMER = "MAX_USES_PER_CUSTOMER"  # "1": orders per e-mail address (or account)


class Promotion(IdMixin, TimestampMixin, Base):
    __tablename__ = "promotions"

    name: Mapped[str] = mapped_column(String(120))
    description: Mapped[str | None] = mapped_column(Text)
    type: Mapped[PromotionType] = mapped_column(db_enum(PromotionType, "promotion_type"))
    active: Mapped[bool] = mapped_column(default=False, server_default="false")
    discount_percentage: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))
    discount_amount: Mapped[Decimal | None]
    # Codes are compared case-insensitively by the services; stored as the admin typed them.
    coupon_code: Mapped[str | None] = mapped_column(String(40), unique=True)
    validity_in_days: Mapped[int | None]
    min_order_value: Mapped[Decimal | None]
    start_date: Mapped[date | None]
    end_date: Mapped[date | None]
    # Relative to the media root, like product photos.
    image: Mapped[str | None] = mapped_column(String(300))
    # Added on top of the best other promotion instead of competing with it.
    combinable: Mapped[bool] = mapped_column(default=False, server_default="false")
    # Orders that used it; raised in the order's transaction under a row lock (MAX_USES).
    uses_count: Mapped[int] = mapped_column(default=0, server_default="0")
    # What a product promotion covers: {"categoryIds": [...], "productIds": [...], "dimensionIds": [...]};
    # the free item's size is dimensionIds[0].
    targets: Mapped[dict] = mapped_column(JSONB, default=dict, server_default="{}")

    conditions: Mapped[list["PromotionCondition"]] = relationship(
        back_populates="promotion", cascade="all, delete-orphan", order_by="PromotionCondition.id"
    )
    product_sets: Mapped[list["PromotionProductSet"]] = relationship(
        back_populates="promotion", cascade="all, delete-orphan", order_by="PromotionProductSet.sort_order"
    )

    __table_args__ = (
        Index("ix_promotions_active_type", "active", "type"),
        CheckConstraint("discount_percentage IS NULL OR discount_percentage BETWEEN 0 AND 100", name="percentage_range"),
        CheckConstraint("end_date IS NULL OR start_date IS NULL OR end_date >= start_date", name="dates_in_order"),
    )


class PromotionCondition(IdMixin, Base):
    __tablename__ = "promotion_conditions"

    promotion_id: Mapped[int] = mapped_column(ForeignKey("promotions.id", ondelete="CASCADE"), index=True)
    condition_type: Mapped[PromotionConditionType] = mapped_column(db_enum(PromotionConditionType, "promotion_condition_type"))
    condition_value: Mapped[str | None] = mapped_column(String(120))

    promotion: Mapped[Promotion] = relationship(back_populates="conditions")


promotion_set_products = Table(
    "promotion_set_products",
    Base.metadata,
    Column("product_set_id", ForeignKey("promotion_product_sets.id", ondelete="CASCADE"), primary_key=True),
    # A deleted product simply drops out of the choices.
    Column("product_id", ForeignKey("products.id", ondelete="CASCADE"), primary_key=True, index=True),
)


class PromotionProductSet(IdMixin, Base):
    """One slot of a bundle ("Alege un tort"): the customer picks one of its products."""

    __tablename__ = "promotion_product_sets"

    promotion_id: Mapped[int] = mapped_column(ForeignKey("promotions.id", ondelete="CASCADE"), index=True)
    # The "Y" of buy-X-get-Y: the pick is free, capped by the price of the paid picks.
    is_free_product: Mapped[bool] = mapped_column(default=False, server_default="false")
    product_field_label: Mapped[str] = mapped_column(String(120), default="", server_default="")
    sort_order: Mapped[int] = mapped_column(default=0, server_default="0")

    promotion: Mapped[Promotion] = relationship(back_populates="product_sets")
    products: Mapped[list["Product"]] = relationship(secondary=promotion_set_products)


class PromotionRedemption(IdMixin, Base):
    """One order's use of a promotion: what it took off, for whom (uses per customer, money given)."""

    __tablename__ = "promotion_redemptions"

    promotion_id: Mapped[int] = mapped_column(ForeignKey("promotions.id", ondelete="CASCADE"), index=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    # Lower-cased contact e-mail of the order.
    email: Mapped[str] = mapped_column(String(254))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    amount: Mapped[Decimal]
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())

    __table_args__ = (Index("ix_promotion_redemptions_promotion_email", "promotion_id", "email"),)


class PersonalCoupon(IdMixin, Base):
    """A newsletter subscriber's own code: valid validityInDays from confirming, usable once."""

    __tablename__ = "personal_coupons"

    promotion_id: Mapped[int] = mapped_column(ForeignKey("promotions.id", ondelete="CASCADE"), index=True)
    email: Mapped[str] = mapped_column(String(254), index=True)
    code: Mapped[str] = mapped_column(String(40), unique=True)
    valid_until: Mapped[date]
    redeemed_at: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())
