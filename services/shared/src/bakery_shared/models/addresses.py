"""Delivery addresses a customer saved in their account."""

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column, relationship

from .base import Base, IdMixin, TimestampMixin
from .users import User


class UserAddress(IdMixin, TimestampMixin, Base):
    __tablename__ = "user_addresses"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    street_address: Mapped[str] = mapped_column(String(200))
    street_number_address: Mapped[str] = mapped_column(String(20))
    city_address: Mapped[str] = mapped_column(String(80))
    county_address: Mapped[str | None] = mapped_column(String(60))
    building_number: Mapped[str | None] = mapped_column(String(20))
    apartment_number: Mapped[str | None] = mapped_column(String(20))
    phone_number: Mapped[str | None] = mapped_column(String(20))

    user: Mapped[User] = relationship(back_populates="addresses")
