"""Table bookings made from the home page."""

import datetime as dt

from sqlalchemy import CheckConstraint, SmallInteger, String, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin


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

    __table_args__ = (CheckConstraint("number_of_people >= 1", name="at_least_one_person"),)
