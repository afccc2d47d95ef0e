"""Table bookings made from the home page, how many guests the café seats, and the staff's answer."""

import datetime as dt
import enum

from sqlalchemy import CheckConstraint, ForeignKey, Index, SmallInteger, String, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin
from .types import db_enum


class ReservationStatus(str, enum.Enum):
    PENDING = "PENDING"  # sent by the guest, nobody answered yet
    CONFIRMED = "CONFIRMED"
    DECLINED = "DECLINED"


class Reservation(IdMixin, Base):
    __tablename__ = "reservations"

    full_name: Mapped[str] = mapped_column(String(120))
    phone_number: Mapped[str] = mapped_column(String(20))
    email: Mapped[str] = mapped_column(String(254))
    reservation_date: Mapped[dt.date] = mapped_column(index=True)
    time: Mapped[dt.time]
    # The form offers 1-5 and "5+", which arrives as 10.
    number_of_people: Mapped[int] = mapped_column(SmallInteger)
    additional_information: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[dt.datetime] = mapped_column(server_default=func.now())
    status: Mapped[ReservationStatus] = mapped_column(
        db_enum(ReservationStatus, "reservation_status"), default=ReservationStatus.PENDING, server_default="PENDING"
    )
    decline_reason: Mapped[str | None] = mapped_column(Text)
    decided_at: Mapped[dt.datetime | None]
    decided_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))

    __table_args__ = (
        CheckConstraint("number_of_people >= 1", name="at_least_one_person"),
        # The seats taken in a slot: the bookings of one day that still count.
        Index("ix_reservations_date_status_time", "reservation_date", "status", "time"),
    )


class ReservationSettings(Base):
    """How many guests the café seats per time slot (one row)."""

    __tablename__ = "reservation_settings"

    id: Mapped[int] = mapped_column(SmallInteger, primary_key=True, autoincrement=False, default=1)
    seats_per_slot: Mapped[int] = mapped_column(SmallInteger, default=30, server_default="30")
    slot_minutes: Mapped[int] = mapped_column(SmallInteger, default=60, server_default="60")

    __table_args__ = (
        CheckConstraint("id = 1", name="single_row"),
        CheckConstraint("seats_per_slot >= 1", name="at_least_one_seat"),
        CheckConstraint("slot_minutes IN (15, 30, 60, 90, 120)", name="slot_length"),
    )
