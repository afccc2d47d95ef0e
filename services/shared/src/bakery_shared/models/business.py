"""The business itself: contact data, services, payment methods, opening hours and pickup points."""

from datetime import date, time
from decimal import Decimal
import enum

from sqlalchemy import CheckConstraint, Numeric, SmallInteger, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from .base import Base, IdMixin, TimestampMixin
from .types import db_enum

# Degrees with 6 decimals (about 10 cm): enough to put a map's marker on a shop's door.
Coordinate = Numeric(9, 6)


def coordinate_checks() -> tuple[CheckConstraint, ...]:
    """A place's latitude and longitude: each within its range, and both set or neither (a map needs both)."""
    return (
        CheckConstraint("latitude BETWEEN -90 AND 90", name="latitude_range"),
        CheckConstraint("longitude BETWEEN -180 AND 180", name="longitude_range"),
        CheckConstraint("(latitude IS NULL) = (longitude IS NULL)", name="coordinates_together"),
    )


class BusinessSetup(TimestampMixin, Base):
    """The one row describing the shop; the storefront caches it keyed by `version`."""

    __tablename__ = "business_setup"

    # A singleton: the check makes a second row impossible rather than merely unexpected.
    id: Mapped[int] = mapped_column(SmallInteger, primary_key=True, autoincrement=False, default=1)

    name: Mapped[str] = mapped_column(String(120))
    phone_number: Mapped[str | None] = mapped_column(String(20))
    email: Mapped[str | None] = mapped_column(String(254))
    # A second address mailed about an order left unanswered, e.g. the owner's phone.
    second_alert_email: Mapped[str | None] = mapped_column(String(254))
    county: Mapped[str | None] = mapped_column(String(60))
    postal_code: Mapped[str | None] = mapped_column(String(10))
    address: Mapped[str | None] = mapped_column(String(200))
    street_number: Mapped[str | None] = mapped_column(String(20))
    city: Mapped[str | None] = mapped_column(String(80))
    country: Mapped[str] = mapped_column(String(60), default="România")
    # Where the shop is, for its map on /contact; empty: no map.
    latitude: Mapped[Decimal | None] = mapped_column(Coordinate)
    longitude: Mapped[Decimal | None] = mapped_column(Coordinate)
    currency: Mapped[str] = mapped_column(String(3), default="RON", server_default="RON")
    locale: Mapped[str] = mapped_column(String(10), default="ro-RO", server_default="ro-RO")

    minimum_order_value: Mapped[Decimal] = mapped_column(default=Decimal("50.00"), server_default="50.00")
    delivery_fee: Mapped[Decimal] = mapped_column(default=Decimal("15.00"), server_default="15.00")

    cash_payment: Mapped[bool] = mapped_column(default=True, server_default="true")
    card_payment: Mapped[bool] = mapped_column(default=False, server_default="false")
    cash_and_card_payment: Mapped[bool] = mapped_column(default=False, server_default="false")
    # Online by card through Stripe; may be on only while the Stripe keys are set.
    online_card_payment: Mapped[bool] = mapped_column(default=False, server_default="false")

    # Per service: on/off, "as soon as possible" allowed, and how far ahead an order may be placed.
    # The advance times keep the admin's own wording ('30 minute', '2 ore', '3 zile'); empty when off.
    pickup_enabled: Mapped[bool] = mapped_column(default=False, server_default="false")
    pickup_as_soon_as_possible_enabled: Mapped[bool] = mapped_column(default=False, server_default="false")
    minimum_time_in_advance_for_pickup: Mapped[str | None] = mapped_column(String(20))
    maximum_time_in_advance_for_pickup: Mapped[str | None] = mapped_column(String(20))

    delivery_enabled: Mapped[bool] = mapped_column(default=False, server_default="false")
    delivery_as_soon_as_possible_enabled: Mapped[bool] = mapped_column(default=False, server_default="false")
    minimum_time_in_advance_for_delivery: Mapped[str | None] = mapped_column(String(20))
    maximum_time_in_advance_for_delivery: Mapped[str | None] = mapped_column(String(20))

    booking_enabled: Mapped[bool] = mapped_column(default=False, server_default="false")
    booking_as_soon_as_possible_enabled: Mapped[bool] = mapped_column(default=False, server_default="false")
    minimum_time_in_advance_for_bookings: Mapped[str | None] = mapped_column(String(20))
    maximum_time_in_advance_for_bookings: Mapped[str | None] = mapped_column(String(20))

    pre_orders_enabled: Mapped[bool] = mapped_column(default=False, server_default="false")
    pre_orders_as_soon_as_possible_enabled: Mapped[bool] = mapped_column(default=False, server_default="false")
    minimum_time_in_advance_for_pre_orders: Mapped[str | None] = mapped_column(String(20))
    maximum_time_in_advance_for_pre_orders: Mapped[str | None] = mapped_column(String(20))

    # The footer's social links: full https addresses of the shop's pages; empty: no link.
    facebook_url: Mapped[str | None] = mapped_column(String(300))
    instagram_url: Mapped[str | None] = mapped_column(String(300))
    tiktok_url: Mapped[str | None] = mapped_column(String(300))

    # Bumped by the admin service on every change to the setup, its schedules, holidays or
    # pickup points, so storefront caches can tell a stale copy with one integer.
    version: Mapped[int] = mapped_column(default=1, server_default="1")

    __table_args__ = (CheckConstraint("id = 1", name="singleton"), *coordinate_checks())


class ScheduleType(str, enum.Enum):
    REGULAR = "REGULAR"
    PICKUP = "PICKUP"
    DELIVERY = "DELIVERY"


class Schedule(IdMixin, Base):
    """Opening hours of one weekday, for the shop itself or for pickup or delivery orders."""

    __tablename__ = "schedules"

    schedule_type: Mapped[ScheduleType] = mapped_column(db_enum(ScheduleType, "schedule_type"))
    # ISO weekday: 1 is Monday, 7 is Sunday.
    day_of_week: Mapped[int] = mapped_column(SmallInteger)
    open: Mapped[bool] = mapped_column(default=True, server_default="true")
    # The admin's text 'HH:mm - HH:mm'; the two times below are what checks run against.
    hours: Mapped[str | None] = mapped_column(String(13))
    opening_time: Mapped[time | None]
    closing_time: Mapped[time | None]

    __table_args__ = (
        UniqueConstraint("schedule_type", "day_of_week", name="uq_schedules_type_day"),
        CheckConstraint("day_of_week BETWEEN 1 AND 7", name="day_of_week_range"),
    )


class HolidaySchedule(IdMixin, TimestampMixin, Base):
    """A closed period announced to customers."""

    __tablename__ = "holiday_schedules"

    name: Mapped[str] = mapped_column(String(120))
    notification_message: Mapped[str] = mapped_column(Text)
    start_date: Mapped[date]
    end_date: Mapped[date]

    __table_args__ = (CheckConstraint("end_date >= start_date", name="dates_in_order"),)


class PickupLocation(IdMixin, TimestampMixin, Base):
    """A working point where customers may pick orders up."""

    __tablename__ = "pickup_locations"

    name: Mapped[str] = mapped_column(String(120))
    description: Mapped[str] = mapped_column(Text, default="")
    sort_order: Mapped[int] = mapped_column(default=0, server_default="0")
    # Where the point is, for its map on /contact; empty: no map.
    latitude: Mapped[Decimal | None] = mapped_column(Coordinate)
    longitude: Mapped[Decimal | None] = mapped_column(Coordinate)

    __table_args__ = coordinate_checks()
