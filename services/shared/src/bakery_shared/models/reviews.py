"""Reviews of delivered orders: one per order, moderated by the owner before anyone sees them."""

import datetime as dt
import enum

from sqlalchemy import CheckConstraint, ForeignKey, Index, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin
from .types import db_enum


class ReviewStatus(str, enum.Enum):
    PENDING = "PENDING"  # written, waiting for the owner
    PUBLISHED = "PUBLISHED"
    HIDDEN = "HIDDEN"


class Review(IdMixin, Base):
    __tablename__ = "reviews"

    # One review per order, enforced by the database.
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), unique=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    # The name shown: the order's first name and the initial of its last name (per the terms).
    author_name: Mapped[str] = mapped_column(String(60))
    rating: Mapped[int] = mapped_column(SmallInteger)
    text: Mapped[str] = mapped_column(Text)
    status: Mapped[ReviewStatus] = mapped_column(
        db_enum(ReviewStatus, "review_status"), default=ReviewStatus.PENDING, server_default="PENDING"
    )
    created_at: Mapped[dt.datetime]

    __table_args__ = (
        CheckConstraint("rating BETWEEN 1 AND 5", name="rating_1_to_5"),
        Index("ix_reviews_status_created_at", "status", "created_at"),
    )
