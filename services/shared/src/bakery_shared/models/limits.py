"""A bakery's real limits: where it delivers and at what price, and how many of a
product the kitchen can finish on one day."""

from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import CheckConstraint, ForeignKey, String, UniqueConstraint
from sqlalchemy.dialects.postgresql import ARRAY, JSONB
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin, TimestampMixin


class DeliveryZone(IdMixin, TimestampMixin, Base):
    """An area the shop delivers to: matched by postal code first, then by locality; its own fee,
    minimum order and the hours it is served."""

    __tablename__ = "delivery_zones"

    name: Mapped[str] = mapped_column(String(80), unique=True)
    # Localities as the customer writes them ("Sibiu", "Cisnădie"); matched without case or diacritics.
    localities: Mapped[list[str]] = mapped_column(ARRAY(String(80)), default=list, server_default="{}")
    postal_codes: Mapped[list[str]] = mapped_column(ARRAY(String(10)), default=list, server_default="{}")
    delivery_fee: Mapped[Decimal]
    minimum_order: Mapped[Decimal]
    # [{"dayOfWeek": 1..7, "hours": "HH:mm - HH:mm"}]; empty: served whenever deliveries are.
    schedule: Mapped[list[dict[str, Any]]] = mapped_column(JSONB, default=list, server_default="[]")
    sort_order: Mapped[int] = mapped_column(default=0, server_default="0")

    __table_args__ = (
        CheckConstraint("delivery_fee >= 0", name="delivery_fee_not_negative"),
        CheckConstraint("minimum_order >= 0", name="minimum_order_not_negative"),
    )


class ProductionLoad(IdMixin, Base):
    """How many pieces of a product (or of one of its sizes, when the size has its own capacity)
    orders have taken for one production day. Orders add to it under a conditional upsert that
    never passes the capacity; a rejected order gives its pieces back."""

    __tablename__ = "production_load"

    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"))
    # 0: the product as a whole; otherwise the dimension id whose own capacity is counted.
    dimension_key: Mapped[int] = mapped_column(default=0, server_default="0")
    day: Mapped[date]
    taken: Mapped[int] = mapped_column(default=0, server_default="0")

    __table_args__ = (
        # The upsert's conflict target.
        UniqueConstraint("product_id", "dimension_key", "day", name="uq_production_load_key"),
        CheckConstraint("taken >= 0", name="taken_not_negative"),
    )
