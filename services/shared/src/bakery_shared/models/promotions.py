"""Promotions: coupon and newsletter discounts, and bundles built from sets of products."""

from datetime import date
from decimal import Decimal
import enum
from typing import TYPE_CHECKING

from sqlalchemy import CheckConstraint, Column, ForeignKey, Index, Numeric, String, Table, Text
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


class PromotionConditionType(str, enum.Enum):
    SUBSCRIBED_TO_NEWSLETTER = "SUBSCRIBED_TO_NEWSLETTER"
    COUPON_CODE = "COUPON_CODE"


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
